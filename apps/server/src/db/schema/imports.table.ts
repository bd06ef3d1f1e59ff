import type { TDateOrder, TImportMapping, TImportValues } from '@keydate/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';
import { workspaces } from './workspaces.table.ts';

/** A register's row as the file gives it: its number in the file and its cells' text. */
export interface TStoredImportRow {
  row: number;
  cells: string[];
}

// A register being imported (services/imports): the file's table of text, read once in the reading child,
// with the person's mapping, date order and corrections, until it is written or left. Nothing in it is a
// contract until the import is committed.
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    sheets: jsonb('sheets').$type<string[]>().notNull(),
    sheet: text('sheet'),
    columns: jsonb('columns').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<TStoredImportRow[]>().notNull(),
    mapping: jsonb('mapping').$type<TImportMapping>().notNull(),
    dateOrder: text('date_order', { enum: ['DMY', 'MDY'] }).$type<TDateOrder>(),
    // Cells corrected on the page, by row number then field; they win over the file's.
    corrections: jsonb('corrections').$type<Record<string, TImportValues>>().notNull().default({}),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('imports_workspace_idx').on(t.workspaceId, t.createdAt)],
);
