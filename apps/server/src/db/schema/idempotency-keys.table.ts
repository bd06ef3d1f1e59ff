import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contracts } from './contracts.table.ts';
import { users } from './users.table.ts';

// The Idempotency-Key a person sent with an upload, and the contract it created: the same key from the
// same person within 24 hours answers that contract instead of creating another. The key is recorded in
// the transaction that creates the contract, so only a creation that committed is remembered.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // Null once the contract is deleted: the key still stands for it.
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The second index serves the foreign key when a contract is deleted.
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_contract_idx').on(t.contractId),
  ],
);
