// Lead times as a person types them (the wizard's Reminders fieldset, the admin's defaults): whole days
// separated by commas, read into the lists ZReminderLeadDays checks, with its messages.
import { MSG } from './messages.ts';
import { type TReminderLeadDays, type TReminderMilestone, ZReminderLeadDays } from './reminders.ts';

/** '60, 30, 14'. */
export function leadDaysText(list: readonly number[]): string {
  return list.join(', ');
}

/** The typed days, or null when a piece is not a number. Empty pieces ('60,,30', a trailing comma) are skipped. */
export function readLeadDaysText(text: string): number[] | null {
  const pieces = text
    .split(/[,\s]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const days = pieces.map((piece) => (/^-?\d+(\.\d+)?$/.test(piece) ? Number(piece) : Number.NaN));
  return days.some(Number.isNaN) ? null : days;
}

export type TLeadDaysText = Record<TReminderMilestone, string>;

/** The lists as stored (deduplicated, most days first), or the message of each field that is wrong. */
export function parseLeadDaysText(
  text: TLeadDaysText,
): { ok: true; leadDays: TReminderLeadDays } | { ok: false; errors: Partial<TLeadDaysText> } {
  const notice = readLeadDaysText(text.notice);
  const end = readLeadDaysText(text.end);
  const errors: Partial<TLeadDaysText> = {};
  if (!notice) errors.notice = MSG.leadDaysFormat;
  if (!end) errors.end = MSG.leadDaysFormat;
  const parsed = ZReminderLeadDays.safeParse({ notice: notice ?? [], end: end ?? [] });
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as TReminderMilestone;
    errors[field] ??= issue.message;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, leadDays: parsed.data };
  return { ok: false, errors };
}

/** The wizard's Reminders fieldset: the workspace's schedule, or the contract's own days as typed. */
export interface TReminderFormValues extends TLeadDaysText {
  custom: boolean;
}

/** Pre-filled from a contract's own lead times, or unticked with `fallback` to start from. */
export function reminderFormValues(
  own: TReminderLeadDays | null | undefined,
  fallback: TReminderLeadDays,
): TReminderFormValues {
  const shown = own ?? fallback;
  return { custom: Boolean(own), notice: leadDaysText(shown.notice), end: leadDaysText(shown.end) };
}

/** What the contract sends: null follows the workspace. Only called once the fieldset has no errors. */
export function reminderFormToLeadDays(values: TReminderFormValues): TReminderLeadDays | null {
  if (!values.custom) return null;
  const parsed = parseLeadDaysText(values);
  return parsed.ok ? parsed.leadDays : null;
}
