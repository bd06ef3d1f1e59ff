import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contracts } from './contracts.table.ts';

// A DOCX's preview, made once in the reading child (services/documents/preview-document.ts) and kept
// for its document: one row per contract, whose key says which document it is of.
export const documentPreviews = pgTable('document_previews', {
  contractId: uuid('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  documentKey: text('document_key').notNull(),
  // The document as HTML, or null when it cannot be shown (unreadable, or past a reading limit).
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
