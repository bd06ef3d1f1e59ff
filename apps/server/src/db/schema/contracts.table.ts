import {
  CONTRACT_CATEGORIES,
  type TCalendarDate,
  type TLifecycle,
  type TReminderLeadDays,
} from '@keydate/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  interval,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.table.ts';
import { sqlList } from './sql-list.ts';
import { users } from './users.table.ts';
import { vendors } from './vendors.table.ts';
import { workspaces } from './workspaces.table.ts';

// The thirteen categories of docs/domain.md, The wizard, exactly as the wizard lists them.
const categoryList = sqlList(CONTRACT_CATEGORIES);

const calendarDate = (name: string) => date(name, { mode: 'string' }).$type<TCalendarDate>();

// A duration of the lifecycle (`{ value, unit }` at `path`) as the interval it adds to a date.
const lifecycleInterval = (path: string) =>
  sql.raw(`case "lifecycle" #>> '{${path},unit}'
    when 'DAYS' then make_interval(days => ("lifecycle" #>> '{${path},value}')::integer)
    when 'MONTHS' then make_interval(months => ("lifecycle" #>> '{${path},value}')::integer)
    else make_interval(years => ("lifecycle" #>> '{${path},value}')::integer) end`);
const renews = sql.raw(`"lifecycle" #>> '{renewal,type}' = 'automatic'`);
const renewalUnit = sql.raw(`"lifecycle" #>> '{renewal,term,unit}'`);
const renewalValue = sql.raw(`("lifecycle" #>> '{renewal,term,value}')::integer`);
const countedBack = (part: string) =>
  sql`case when "lifecycle" #>> '{${sql.raw(part)},triggerType}' = 'BEFORE_END' then ${lifecycleInterval(`${part},triggerValue`)} end`;

// Contract dates are calendar dates ('YYYY-MM-DD' in the code); only 'terminated' is stored as a status,
// every other status follows from today's date (services/contracts/status-sql.ts).
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The name as PostgreSQL's lower() folds it, kept by the database: the search tests it with LIKE,
    // which costs a fraction of ILIKE on every name a search reads.
    nameFolded: text('name_folded').generatedAlwaysAs(sql`lower("name")`),
    agreementType: text('agreement_type', { enum: ['INDIVIDUAL', 'MSA'] }).notNull(),
    contractType: text('contract_type').notNull(),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date'),
    renewalWindowStart: calendarDate('renewal_window_start'),
    renewalWindowEnd: calendarDate('renewal_window_end'),
    nonRenewalNoticeStart: calendarDate('non_renewal_notice_start'),
    lifecycle: jsonb('lifecycle').$type<TLifecycle>().notNull(),
    storedStatus: text('stored_status', { enum: ['terminated'] }),
    // The term whose non-renewal notice was recorded as sent: a contract that renews automatically ends
    // with it (docs/domain.md, Renewal terms). Null while no notice was sent.
    lastTerm: integer('last_term'),
    // What the current term is computed from, kept by the database, so it is arithmetic on plain columns
    // (services/contracts/current-term-sql.ts): the first end's month counted from year 0; the renewal
    // term in months (years counted as twelve) or in days, null when the contract does not renew; the
    // notice date's and the evaluation start's distance back from the term's end, null for a picked date.
    endMonth: integer('end_month').generatedAlwaysAs(
      sql`(extract(year from "end_date") * 12 + extract(month from "end_date") - 1)::integer`,
    ),
    renewalMonths: integer('renewal_months').generatedAlwaysAs(
      sql`case when ${renews} and ${renewalUnit} <> 'DAYS'
        then ${renewalValue} * case ${renewalUnit} when 'YEARS' then 12 else 1 end end`,
    ),
    renewalDays: integer('renewal_days').generatedAlwaysAs(
      sql`case when ${renews} and ${renewalUnit} = 'DAYS' then ${renewalValue} end`,
    ),
    noticeBefore: interval('notice_before').generatedAlwaysAs(countedBack('nonRenewalNotice')),
    evaluationBefore: interval('evaluation_before').generatedAlwaysAs(countedBack('evaluationPeriod')),
    // This contract's own reminder lead times; null follows the workspace's.
    reminderLeadDays: jsonb('reminder_lead_days').$type<TReminderLeadDays>(),
    // INDIVIDUAL contracts name one property here; MSA members live in contract_properties.
    propertyId: uuid('property_id').references(() => properties.id),
    vendorId: uuid('vendor_id').references(() => vendors.id),
    // An unguessable storage key; the original file name is kept only for display and download.
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentContentType: text('document_content_type'),
    documentSize: integer('document_size'),
    // The document's SHA-256 (hex), so the same file is recognised when it is sent again; null for the
    // documents stored before it was kept.
    documentSha256: text('document_sha256'),
    // The list's sort keys by property and by vendor (docs/domain.md, Contracts list), kept on the row so an
    // index serves those orders at any depth: the first property's name (an MSA's first chosen
    // member), the number of MSA members, the vendor's name. services/contracts/sort-names.ts sets them
    // whenever a contract, a property or a vendor is written.
    propertySortName: text('property_sort_name'),
    memberCount: integer('member_count').notNull().default(0),
    vendorSortName: text('vendor_sort_name'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // The person the contract belongs to (the uploader unless chosen): its reminders go to them and to
    // its properties' responsible people (docs/domain.md, Owners and responsible people).
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dashboard's default order: name, in the same ICU collation the list sorts by, then id. It
    // also carries every column a search, the Status filter and the status order test, so a list in
    // name order is read from the index alone, and its count too.
    index('contracts_workspace_name_idx').on(
      t.workspaceId,
      sql`${t.name} collate "und-x-icu"`,
      t.id,
      t.storedStatus,
      t.startDate,
      t.endDate,
      t.renewalWindowStart,
      t.renewalWindowEnd,
      t.contractType,
      t.agreementType,
      t.nameFolded,
    ),
    // The Status filter's count, the bell and the reminders' scan of a workspace's started contracts read
    // each one's current term (services/contracts/current-term-sql.ts) from this index alone.
    index('contracts_workspace_term_idx').on(
      t.workspaceId,
      t.startDate,
      t.id,
      t.storedStatus,
      t.endDate,
      t.renewalWindowStart,
      t.renewalWindowEnd,
      t.nonRenewalNoticeStart,
      t.nameFolded,
      t.contractType,
      t.lastTerm,
      t.endMonth,
      t.renewalMonths,
      t.renewalDays,
      t.noticeBefore,
      t.evaluationBefore,
    ),
    // The list in start date order, ties by name: a deep page is an index scan.
    index('contracts_workspace_start_idx').on(
      t.workspaceId,
      t.startDate,
      sql`${t.name} collate "und-x-icu"`,
      t.id,
    ),
    index('contracts_workspace_property_sort_idx').on(
      t.workspaceId,
      sql`${t.propertySortName} collate "und-x-icu"`,
      t.memberCount,
      sql`${t.name} collate "und-x-icu"`,
      t.id,
    ),
    index('contracts_workspace_vendor_sort_idx').on(
      t.workspaceId,
      sql`${t.vendorSortName} collate "und-x-icu"`,
      sql`${t.name} collate "und-x-icu"`,
      t.id,
    ),
    // The dashboard's search: a trigram index serves `name_folded like '%text%'` (pg_trgm, migration 0003),
    // and the Contract Type filter and type matches of a search use the second.
    index('contracts_name_trgm_idx').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    index('contracts_workspace_type_idx').on(t.workspaceId, t.contractType),
    index('contracts_vendor_idx').on(t.vendorId),
    // 'Owner: me', a person's weekly summary, and the contracts to hand over when a person is deleted.
    index('contracts_owner_idx').on(t.ownerId),
    // The document sweep asks which of the files it lists a contract still names.
    index('contracts_document_key_idx').on(t.documentKey),
    // Is this file already a contract's document? (services/drafts/document-twin.ts)
    index('contracts_workspace_sha256_idx').on(t.workspaceId, t.documentSha256),
    // A property's contracts in the dashboard's order, so its first page is read without a sort.
    index('contracts_property_name_idx').on(t.propertyId, sql`${t.name} collate "und-x-icu"`, t.id),
    // The bell's contracts: a notice date or an end date within the next 30 days, not terminated. Each
    // date has its own range, read together as a bitmap OR instead of a scan of the whole workspace.
    index('contracts_workspace_notice_idx')
      .on(t.workspaceId, sql`coalesce(${t.nonRenewalNoticeStart}, ${t.renewalWindowEnd})`)
      .where(sql`${t.storedStatus} is null`),
    index('contracts_workspace_end_idx').on(t.workspaceId, t.endDate).where(sql`${t.storedStatus} is null`),
    check('contracts_agreement_type_check', sql`${t.agreementType} in ('INDIVIDUAL', 'MSA')`),
    check('contracts_contract_type_check', sql`${t.contractType} in ${categoryList}`),
    check('contracts_stored_status_check', sql`${t.storedStatus} in ('terminated')`),
  ],
);

/** The properties an MSA covers, in the order they were chosen. */
export const contractProperties = pgTable(
  'contract_properties',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.propertyId] }),
    index('contract_properties_property_idx').on(t.propertyId),
  ],
);
