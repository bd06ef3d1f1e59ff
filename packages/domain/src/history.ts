// A contract's history (docs/domain.md, History): every change with who, when and each field's value
// before and after, in the words the contract page uses. Kept for good: no call edits or deletes it.
import { z } from 'zod';
import type { TContract } from './contract.schemas.ts';
import { formatLongDate, type TCalendarDate } from './dates.ts';
import { DECISION_LABELS, DECISION_REASON_LABELS } from './decisions.ts';
import { formatAmount } from './document-facts.ts';
import { NOTICE_CHANNEL_LABELS, noticeSentSentence } from './notices.ts';
import { leadDaysText } from './reminder-form.ts';
import type { TReminderLeadDays } from './reminders.ts';
import { capitalizedStatusLabel } from './status.ts';
import { renewalSummary } from './terms.ts';

export const HISTORY_ACTIONS = [
  'created',
  'edited',
  'status_changed',
  'document_replaced',
  'owner_changed',
  'decision_recorded',
  'notice_recorded',
  'receipt_attached',
  'imported',
  'deleted',
] as const;
export type THistoryAction = (typeof HISTORY_ACTIONS)[number];

export const HISTORY_ACTION_LABELS: Readonly<Record<THistoryAction, string>> = {
  created: 'Created',
  edited: 'Edited',
  status_changed: 'Status changed',
  document_replaced: 'Document replaced',
  owner_changed: 'Owner changed',
  decision_recorded: 'Decision recorded',
  notice_recorded: 'Notice recorded as sent',
  receipt_attached: 'Notice receipt attached',
  imported: 'Imported',
  deleted: 'Deleted',
};

export const ZHistoryChange = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type THistoryChange = z.infer<typeof ZHistoryChange>;

/** GET /api/contracts/:id/history: a contract's changes, newest first. */
export const ZHistoryEntry = z.object({
  at: z.string(),
  actor: z
    .object({ _id: z.string(), name: z.string() })
    .nullable()
    .describe('Null for a person since deleted'),
  action: z.enum(HISTORY_ACTIONS),
  changes: z.array(ZHistoryChange),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

const longDate = (date: string | null) => (date ? formatLongDate(date.slice(0, 10) as TCalendarDate) : null);

/** '90, 3 days before the notice date; 0 before the end', or 'none before the notice date; ...'. */
export function ownReminderDays({ notice, end }: TReminderLeadDays): string {
  const noticeDays = leadDaysText(notice);
  return `${noticeDays ? `${noticeDays} days` : 'none'} before the notice date; ${leadDaysText(end) || 'none'} before the end`;
}

/** What the contract page shows of each field a change can touch, by the field's label. */
export function historyFields(contract: TContract): Record<string, string | null> {
  const { decision, noticeSent, lifecycle } = contract;
  return {
    Name: contract.name,
    'Agreement type': contract.agreementType === 'MSA' ? 'Master agreement' : 'Individual',
    Category: contract.contractType,
    'Start date': longDate(contract.startDate),
    Duration: formatAmount(lifecycle.duration),
    Renewal: renewalSummary(lifecycle.renewal),
    'End date': longDate(contract.endDate),
    'Evaluation start': longDate(contract.renewalWindowStart),
    'Notice date': longDate(contract.nonRenewalNoticeStart),
    Status: capitalizedStatusLabel(contract.status),
    Properties:
      [contract.propertyId, ...contract.propertyIds].flatMap((p) => (p ? [p.name] : [])).join(', ') || null,
    Vendor: contract.vendorId?.name ?? null,
    Owner: contract.owner?.name ?? null,
    // The contract's own reminder days; none when it follows the workspace's.
    Reminders: contract.reminderLeadDays ? ownReminderDays(contract.reminderLeadDays) : null,
    Document: contract.documentName,
    Decision: decision
      ? `${DECISION_LABELS[decision.decision]} (${DECISION_REASON_LABELS[decision.reason]})${decision.note ? `: ${decision.note}` : ''}`
      : null,
    Notice: noticeSent
      ? `${noticeSentSentence(noticeSent)} (${NOTICE_CHANNEL_LABELS[noticeSent.channel]}${noticeSent.reference ? `, ${noticeSent.reference}` : ''})`
      : null,
    'Notice receipt': noticeSent?.receipt?.name ?? null,
  };
}

/** The fields whose value differs between two states of a contract (null: before it existed, after it was deleted). */
export function historyChanges(before: TContract | null, after: TContract | null): THistoryChange[] {
  const from = before ? historyFields(before) : {};
  const to = after ? historyFields(after) : {};
  const fields = Object.keys(before ? from : to);
  return fields.flatMap((field) => {
    const was = from[field] ?? null;
    const is = to[field] ?? null;
    return was === is ? [] : [{ field, from: was, to: is }];
  });
}
