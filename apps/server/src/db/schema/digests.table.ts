// The weekly summary (docs/domain.md, The weekly summary): one row per person and week, so the Monday
// mail is claimed, sent and recorded once whatever the number of server instances.
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
import { users } from './users.table.ts';
import { workspaces } from './workspaces.table.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The Monday (UTC) of the week the summary is for.
    weekOf: date('week_of', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedUntil: at('claimed_until'),
    messageId: text('message_id'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('digest_deliveries_key').on(t.userId, t.weekOf),
    index('digest_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('digest_deliveries_status_check', sql`${t.status} in ('pending', 'sent')`),
  ],
);
