import { createHash } from 'node:crypto';

export interface ReminderKey {
  contractId: string;
  milestone: string;
  /** 'YYYY-MM-DD'. */
  milestoneDate: string;
  leadDays: number;
  userId: string;
}

/**
 * The Message-ID of one reminder, derived from its key alone: every attempt and every instance sends the
 * same id, so a copy resent after a crash (accepted by the mail server, not yet recorded) can be dropped.
 */
export function reminderMessageId(key: ReminderKey, appUrl: string): string {
  const digest = createHash('sha256')
    .update([key.contractId, key.milestone, key.milestoneDate, key.leadDays, key.userId].join(':'))
    .digest('hex');
  return `<reminder-${digest}@${new URL(appUrl).hostname}>`;
}
