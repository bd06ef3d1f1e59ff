// A term's renewal decision (docs/domain.md, The renewal decision): the words of the contract page's
// section, the list's badge and its filter, and who may record one (and the notice that follows it).
import {
  AWAITING_DECISION_TEXT,
  formatLongDate,
  type TContract,
  type TUser,
  todayUtc,
} from '@keydate/domain';

export const DECISION_MSG = {
  title: 'Renewal decision',
  awaiting: `Awaiting decision: ${AWAITING_DECISION_TEXT}`,
  /** Neither awaiting nor decided: the evaluation window is not open, or the term has no decision. */
  none: `${AWAITING_DECISION_TEXT.charAt(0).toUpperCase()}${AWAITING_DECISION_TEXT.slice(1)}`,
  decisionLegend: 'Decision',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Choose a reason…',
  noteLabel: 'Note',
  record: 'Record decision',
  change: 'Change decision',
  chooseDecision: 'Choose a decision',
  chooseReason: 'Choose a reason',
  recorded: 'Decision recorded',
  failed: 'Failed to record the decision',
  /** The list's badge beside the status, and its filter. */
  badge: 'awaiting decision',
  filter: 'Awaiting decision',
} as const;

/** The contract's owner or an admin records its decision (the server refuses anyone else). */
export function canRecordDecision(contract: TContract, user: TUser): boolean {
  return user.role === 'admin' || (contract.owner !== null && contract.owner._id === user._id);
}

/** The UTC calendar day of a recorded instant, in long form; '' when the instant is unreadable. */
export function recordedOn(instant: string): string {
  const time = new Date(instant);
  return Number.isNaN(time.getTime()) ? '' : formatLongDate(todayUtc(time));
}
