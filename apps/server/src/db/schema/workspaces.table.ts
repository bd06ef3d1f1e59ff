import { DEFAULT_REMINDER_LEAD_DAYS, type TReminderLeadDays } from '@keydate/domain';
import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Raised by database triggers on every change to the workspace's contracts or their MSA members
  // (migration 0003), so a cached list total is known to be current when its revision matches.
  contractsRevision: bigint('contracts_revision', { mode: 'number' }).notNull().default(0),
  // Raised by database triggers on every change to the workspace's properties or vendors (migration
  // 0007), so the directory a server keeps in memory to embed them in contracts is known to be current.
  directoryRevision: bigint('directory_revision', { mode: 'number' }).notNull().default(0),
  // Days before the notice date and the end date that reminder mails go out, unless a contract has its own.
  reminderLeadDays: jsonb('reminder_lead_days')
    .$type<TReminderLeadDays>()
    .notNull()
    .default({ notice: [...DEFAULT_REMINDER_LEAD_DAYS.notice], end: [...DEFAULT_REMINDER_LEAD_DAYS.end] }),
});
