// A contract's renewal decision per term (docs/domain.md, The renewal decision): the latest one recorded
// for the term; who and when are kept with it.
import { DECISION_REASONS, DECISIONS } from '@keydate/domain';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contracts } from './contracts.table.ts';
import { sqlList } from './sql-list.ts';
import { users } from './users.table.ts';
import { workspaces } from './workspaces.table.ts';

export const contractDecisions = pgTable(
  'contract_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    term: integer('term').notNull(),
    decision: text('decision', { enum: DECISIONS }).notNull(),
    reason: text('reason', { enum: DECISION_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('contract_decisions_term_key').on(t.contractId, t.term),
    check('contract_decisions_decision_check', sql`${t.decision} in ${sqlList(DECISIONS)}`),
    check('contract_decisions_reason_check', sql`${t.reason} in ${sqlList(DECISION_REASONS)}`),
  ],
);
