// Contract status follows from today's date; 'terminated' is the only stored status (docs/domain.md, Status).
import { z } from 'zod';
import { daysBetween, type TCalendarDate } from './dates.ts';
import { MSG, MSG_FN } from './messages.ts';

export const CONTRACT_STATUSES = ['active', 'pending_renewal', 'pending', 'expired', 'terminated'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];
export const ZContractStatus = z.enum(CONTRACT_STATUSES, {
  error: 'Status must be active, pending_renewal, pending, expired or terminated',
});

/** Days left at or below which a contract is 'expiring soon' (docs/domain.md, Status). */
export const EXPIRING_SOON_DAYS = 90;

export interface TStatusDates {
  startDate?: TCalendarDate | null;
  endDate?: TCalendarDate | null;
  /** Evaluation start. */
  renewalWindowStart?: TCalendarDate | null;
  /** The notice date. */
  renewalWindowEnd?: TCalendarDate | null;
  /** Only 'terminated' counts; any other stored value is ignored. */
  status?: string | null;
}

/** Calendar days from today to the end date (0 on the end date, negative after), or null without one. */
export function daysLeft(endDate: TCalendarDate | null | undefined, today: TCalendarDate): number | null {
  return endDate ? daysBetween(today, endDate) : null;
}

/**
 * First match wins: terminated (stored); pending (today < start); expired (an end date and days left ≤ 0);
 * pending_renewal (evaluation start ≤ today ≤ notice date); active.
 */
export function contractStatus(contract: TStatusDates, today: TCalendarDate): TContractStatus {
  if (contract.status === 'terminated') return 'terminated';
  const {
    startDate: start,
    endDate: end,
    renewalWindowStart: evaluationStart,
    renewalWindowEnd: notice,
  } = contract;
  if (start && today < start) return 'pending';
  if (end && end <= today) return 'expired';
  if (evaluationStart && notice && evaluationStart <= today && today <= notice) return 'pending_renewal';
  return 'active';
}

export type TExpiryState = 'expiring_soon' | 'expired';

/** 'expiring_soon' with 1 to 90 days left, 'expired' at 0 or fewer, else null (also without an end date). */
export function expiryState(left: number | null): TExpiryState | null {
  if (left === null) return null;
  if (left <= 0) return 'expired';
  return left <= EXPIRING_SOON_DAYS ? 'expiring_soon' : null;
}

export interface TExpiryBanner {
  state: TExpiryState;
  tone: 'amber' | 'red';
  title: string;
  text: string;
}

/** The detail page's banner (docs/domain.md, Status), or null when none shows. */
export function expiryBanner(left: number | null): TExpiryBanner | null {
  const state = expiryState(left);
  if (state === 'expired') {
    return { state, tone: 'red', title: MSG.expiredTitle, text: MSG.expiredText };
  }
  if (state === 'expiring_soon' && left !== null) {
    return { state, tone: 'amber', title: MSG.expiringSoonTitle, text: MSG_FN.expiringSoonText(left) };
  }
  return null;
}

/** The note under the Contract End date: '{n} days remaining' or 'Contract has expired'; null without an end. */
export function endDateNote(left: number | null): string | null {
  if (left === null) return null;
  return left > 0 ? MSG_FN.daysRemaining(left) : MSG.contractHasExpired;
}

export type TBadgeTone = 'green' | 'yellow' | 'grey';

/** List badge text: underscores become spaces; a missing status reads 'unknown'. */
export function statusLabel(status: string | null | undefined): string {
  return status ? status.replaceAll('_', ' ') : MSG.unknownStatus;
}

/** List badge colour: green for active, yellow for pending_renewal, grey for anything else. */
export function listStatusTone(status: string | null | undefined): TBadgeTone {
  if (status === 'active') return 'green';
  return status === 'pending_renewal' ? 'yellow' : 'grey';
}

/** Detail badge colour: 'active' green, any other grey. */
export function detailStatusTone(status: string | null | undefined): 'green' | 'grey' {
  return status === 'active' ? 'green' : 'grey';
}

/** Detail badge text, capitalised: 'Active', 'Pending renewal', 'Unknown'. */
export function capitalizedStatusLabel(status: string | null | undefined): string {
  const label = statusLabel(status);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The dashboard's Status filter: every status, pending_renewal included (docs/domain.md, Contracts list). */
export const STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: TContractStatus; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'pending_renewal', label: 'Pending renewal' },
  { value: 'pending', label: 'Pending' },
  { value: 'expired', label: 'Expired' },
  { value: 'terminated', label: 'Terminated' },
];
