import type { TDocumentFacts } from '@keydate/domain';
import { type SQL, sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contracts } from './contracts.table.ts';
import { workspaces } from './workspaces.table.ts';

// What was read in a contract's document (services/documents/read-document-texts.ts): one row per
// contract with a document, written 'pending' in the transaction that stores the document, and filled in
// once the text is read.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** How much of a document the search reads: a whole contract, and well within a tsvector's 1 MB. */
const SEARCHED_CHARACTERS = 500_000;

export const documentTexts = pgTable(
  'document_texts',
  {
    contractId: uuid('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    // The contract's workspace, so a search reads only its own workspace's documents.
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    // The document this row is of: the contract's document when it was written.
    documentKey: text('document_key').notNull(),
    // 'pending' (not read yet); 'text'; 'no_text_layer' (a scan); 'unavailable' (encrypted, unreadable,
    // too large, or a kind that is not read).
    state: text('state', { enum: ['pending', 'text', 'no_text_layer', 'unavailable'] }).notNull(),
    pageCount: integer('page_count').notNull().default(0),
    // The pages read, one after another, and where each begins in `content` (0-based offsets).
    content: text('content').notNull().default(''),
    pageStarts: integer('page_starts').array().notNull().default(sql`'{}'`),
    // The pages (numbered from 1) whose text was recognised in a scan's image rather than read.
    recognisedPages: integer('recognised_pages').array().notNull().default(sql`'{}'`),
    facts: jsonb('facts').$type<TDocumentFacts>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The dashboard's search inside documents (services/contracts/document-search.ts).
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('english'::regconfig, left(${documentTexts.content}, ${sql.raw(String(SEARCHED_CHARACTERS))}))`,
    ),
  },
  (t) => [
    index('document_texts_pending_idx').on(t.contractId).where(sql`${t.state} = 'pending'`),
    // The workspace's documents that match a search, in one index (btree_gin, migration 0019).
    index('document_texts_workspace_search_idx').using('gin', t.workspaceId, t.search),
  ],
);
