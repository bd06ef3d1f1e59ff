// Every change to a contract (docs/domain.md, History): who, when, what kind, and each field's value
// before and after. Rows are only ever added: a deleted contract or person leaves its history behind
// (the contract's and the person's names are kept with each row).
import { HISTORY_ACTIONS, type THistoryChange } from '@keydate/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from './sql-list.ts';
import { users } from './users.table.ts';
import { workspaces } from './workspaces.table.ts';

const actionList = sqlList(HISTORY_ACTIONS);

export const contractHistory = pgTable(
  'contract_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The order changes were kept in, for changes kept at the same instant.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    // No reference: the history of a deleted contract stays.
    contractId: uuid('contract_id').notNull(),
    contractName: text('contract_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    action: text('action', { enum: HISTORY_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<THistoryChange[]>().notNull(),
  },
  (t) => [
    index('contract_history_contract_idx').on(t.contractId, t.at, t.seq),
    index('contract_history_workspace_idx').on(t.workspaceId, t.at, t.seq),
    check('contract_history_action_check', sql`${t.action} in ${actionList}`),
  ],
);
