import { DEFAULT_ESCALATION_DAYS, DEFAULT_REMINDER_LEAD_DAYS, type TReminderLeadDays } from '@keydate/domain';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Days before the notice date and the end date that reminder mails go out, unless a contract has its own.
  reminderLeadDays: jsonb('reminder_lead_days')
    .$type<TReminderLeadDays>()
    .notNull()
    .default({ notice: [...DEFAULT_REMINDER_LEAD_DAYS.notice], end: [...DEFAULT_REMINDER_LEAD_DAYS.end] }),
  // Days before a term's notice date when, with no renewal decision recorded, the admins get one
  // escalation mail for that term (docs/domain.md, The renewal decision); null sends none.
  escalationDays: integer('escalation_days').default(DEFAULT_ESCALATION_DAYS),
});
