import type { TDocumentFacts } from '@keydate/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';
import { workspaces } from './workspaces.table.ts';

// A document dropped with many others ('Upload many'), read, and waiting for a person to make it a
// contract (services/drafts). Not a contract: no list, no reminders. Its document is live while the draft
// is (the document sweep counts it as named); confirming moves it to the contract, discarding removes it.
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    documentKey: text('document_key').notNull(),
    documentName: text('document_name').notNull(),
    documentContentType: text('document_content_type').notNull(),
    documentSize: integer('document_size').notNull(),
    documentSha256: text('document_sha256').notNull(),
    // Whether the document had text to read, and what it states (the proposals, each with its quote).
    textLayer: text('text_layer', { enum: ['text', 'no_text_layer', 'unavailable'] }).notNull(),
    pageCount: integer('page_count').notNull().default(0),
    // The pages (numbered from 1) whose text was recognised in a scan's image rather than read.
    recognisedPages: integer('recognised_pages').array().notNull().default(sql`'{}'`),
    facts: jsonb('facts').$type<TDocumentFacts>().notNull().default({}),
    // Set when a person has looked at the proposals and kept the draft (reviewed, not yet confirmed).
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drafts_workspace_idx').on(t.workspaceId, t.createdAt),
    index('drafts_workspace_sha256_idx').on(t.workspaceId, t.documentSha256),
    index('drafts_document_key_idx').on(t.documentKey),
  ],
);
