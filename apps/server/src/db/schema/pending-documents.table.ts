import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.table.ts';

// A document being written: recorded before its first byte is stored, and removed in the transaction
// that commits the contract pointing at it. A row that outlives its upload (a crash, a refused upload
// whose clean-up failed) is found by the document sweep, which deletes the file and then the row.
export const pendingDocuments = pgTable('pending_documents', {
  key: text('key').primaryKey(),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id),
  // The database's clock, which every instance shares, as the sweep's is.
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
