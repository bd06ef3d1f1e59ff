// Reminder mails (docs/domain.md, Reminders). reminder_deliveries is the outbox: one row per
// (contract, milestone, milestone date, lead time, recipient), so a reminder is claimed, sent and
// recorded once whatever the number of server instances; reminder_sweep_runs says when the sweep ran.
import { DELIVERY_MILESTONES } from '@keydate/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contracts } from './contracts.table.ts';
import { sqlList } from './sql-list.ts';
import { users } from './users.table.ts';
import { workspaces } from './workspaces.table.ts';

export const REMINDER_DELIVERY_STATUSES = ['pending', 'sent', 'superseded'] as const;

const at = (name: string) => timestamp(name, { withTimezone: true });
const milestoneList = sqlList(DELIVERY_MILESTONES);
const statusList = sqlList(REMINDER_DELIVERY_STATUSES);

export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A milestone, or 'escalation' (milestone_date: the notice date; lead_days: the escalation days).
    milestone: text('milestone', { enum: DELIVERY_MILESTONES }).notNull(),
    // The milestone's calendar date when the reminder was planned: a changed date is a new reminder.
    milestoneDate: date('milestone_date', { mode: 'string' }).notNull(),
    leadDays: integer('lead_days').notNull(),
    // pending until sent; superseded when a later reminder of the same milestone replaced it, or its
    // contract, date or recipient no longer qualifies.
    status: text('status', { enum: REMINDER_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    // A lease: the instance sending the row, and until when; a crashed instance's claim runs out.
    claimedBy: text('claimed_by'),
    claimedUntil: at('claimed_until'),
    messageId: text('message_id'),
    lastError: text('last_error'),
    lastAttemptAt: at('last_attempt_at'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_key').on(
      t.contractId,
      t.milestone,
      t.milestoneDate,
      t.leadDays,
      t.userId,
    ),
    // The sweep's claim: pending rows by when they may next be tried.
    index('reminder_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // The admin view: what was sent lately, and what is failing, per workspace.
    index('reminder_deliveries_sent_idx').on(t.workspaceId, t.sentAt).where(sql`${t.status} = 'sent'`),
    index('reminder_deliveries_failing_idx')
      .on(t.workspaceId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' and ${t.lastError} is not null`),
    index('reminder_deliveries_user_idx').on(t.userId),
    check('reminder_deliveries_milestone_check', sql`${t.milestone} in ${milestoneList}`),
    check('reminder_deliveries_status_check', sql`${t.status} in ${statusList}`),
    check('reminder_deliveries_lead_days_check', sql`${t.leadDays} between 0 and 365`),
  ],
);

/** One row per sweep (plan + deliver), written by whichever instance ran it. */
export const reminderSweepRuns = pgTable(
  'reminder_sweep_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: text('instance_id').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    planned: integer('planned').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('reminder_sweep_runs_started_idx').on(t.startedAt)],
);
