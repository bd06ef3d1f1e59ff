// A contract's non-renewal notice per term (docs/domain.md, The notice): when and how it went out, and who
// recorded it. The term it was sent in is the contract's last (contracts.last_term).
import { NOTICE_CHANNELS } from '@keydate/domain';
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contracts } from './contracts.table.ts';
import { sqlList } from './sql-list.ts';
import { users } from './users.table.ts';
import { workspaces } from './workspaces.table.ts';

const channelList = sqlList(NOTICE_CHANNELS);

export const contractNotices = pgTable(
  'contract_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    term: integer('term').notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    // The proof of service (a courier's receipt, a registered-mail slip), stored like a contract's document.
    receiptKey: text('receipt_key'),
    receiptName: text('receipt_name'),
    receiptContentType: text('receipt_content_type'),
    receiptSize: integer('receipt_size'),
  },
  (t) => [
    uniqueIndex('contract_notices_term_key').on(t.contractId, t.term),
    // The document sweep looks receipts up by key.
    uniqueIndex('contract_notices_receipt_key').on(t.receiptKey),
    check('contract_notices_channel_check', sql`${t.channel} in ${channelList}`),
  ],
);
