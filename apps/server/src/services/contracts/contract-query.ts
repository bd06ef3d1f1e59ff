// How a contract is read for an answer: its columns and the property, MSA members and vendor it names,
// embedded as { _id, name, status }, and its owner as { _id, name, email }. Every read of contracts for an
// answer (one, the full list, a page, the calendar feed) selects with selectContracts and answers with
// toContract.
import {
  contractStatus,
  currentTerm,
  isAwaitingDecision,
  isLateNotice,
  type TCalendarDate,
  type TContract,
  type TDecision,
  type TEmbeddedRef,
  type TLifecycle,
  type TMember,
  type TNoticeChannel,
  type TNoticeSent,
  type TStoredContractDates,
} from '@keydate/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { contractProperties, contracts, properties, users, vendors } from '../../db/schema/index.ts';
import { signDocumentLink } from '../../documents/document-links.ts';
import type { ContractAnswerContext } from './answer-context.ts';

/** The individual contract's property, joined under a name of its own (sorts refer to it). */
const individualProperty = alias(properties, 'individual_property');
const onIndividualProperty = eq(individualProperty.id, contracts.propertyId);
const onVendor = eq(vendors.id, contracts.vendorId);
const owner = alias(users, 'owner');
const onOwner = eq(owner.id, contracts.ownerId);
// Every term's decision (a handful at most); the answer keeps the current term's.
const decisionsOf = sql<TDecision[]>`(select coalesce(json_agg(json_build_object('term', d.term,
    'decision', d.decision, 'reason', d.reason, 'note', d.note, 'decidedAt', d.decided_at,
    'decidedBy', case when u.id is null then null else json_build_object('_id', u.id, 'name', u.name) end)), '[]'::json)
  from contract_decisions d left join users u on u.id = d.decided_by
  where d.contract_id = ${contracts.id})`;
// Every term's notice (one at most: the term it was sent in is the last); the answer keeps the current term's.
interface NoticeRow {
  term: number;
  sentOn: TCalendarDate;
  channel: TNoticeChannel;
  reference: string;
  recordedBy: { _id: string; name: string } | null;
  recordedAt: string;
  receipt: { name: string; size: number } | null;
}
const noticesOf = sql<NoticeRow[]>`(select coalesce(json_agg(json_build_object('term', n.term,
    'sentOn', n.sent_on, 'channel', n.channel, 'reference', n.reference, 'recordedAt', n.recorded_at,
    'receipt', case when n.receipt_key is null then null
      else json_build_object('name', n.receipt_name, 'size', n.receipt_size) end,
    'recordedBy', case when u.id is null then null else json_build_object('_id', u.id, 'name', u.name) end)), '[]'::json)
  from contract_notices n left join users u on u.id = n.recorded_by
  where n.contract_id = ${contracts.id})`;
const ownerOf = sql<TMember | null>`case when ${owner.id} is null then null
  else json_build_object('_id', ${owner.id}, 'name', ${owner.name}, 'email', ${owner.email}) end`;

const refOf = (table: typeof individualProperty | typeof vendors) =>
  sql<TEmbeddedRef | null>`case when ${table.id} is null then null
    else json_build_object('_id', ${table.id}, 'name', ${table.name}, 'status', ${table.status}) end`;

// An MSA's members in the order chosen (an alias in raw SQL is written as its bare name, so the
// tables are named with it by hand).
const member = alias(contractProperties, 'member');
const memberProperty = alias(properties, 'member_property');
const membersOf = sql<TEmbeddedRef[]>`case when ${contracts.agreementType} = 'MSA' then (
  select coalesce(json_agg(json_build_object('_id', ${memberProperty.id}, 'name', ${memberProperty.name},
    'status', ${memberProperty.status}) order by ${member.position}), '[]'::json)
  from ${contractProperties} as ${sql.identifier('member')}
  join ${properties} as ${sql.identifier('member_property')} on ${memberProperty.id} = ${member.propertyId}
  where ${member.contractId} = ${contracts.id}) else '[]'::json end`;

/** Contracts with all an answer shows, and any `extra` columns, to be filtered and ordered. */
export function selectContracts<Extra extends Record<string, SQL>>(db: Executor, extra = {} as Extra) {
  const c = contracts;
  return db
    .select({
      ...extra,
      id: c.id,
      name: c.name,
      agreementType: c.agreementType,
      contractType: c.contractType,
      storedStatus: c.storedStatus,
      startDate: c.startDate,
      endDate: c.endDate,
      renewalWindowStart: c.renewalWindowStart,
      renewalWindowEnd: c.renewalWindowEnd,
      nonRenewalNoticeStart: c.nonRenewalNoticeStart,
      lastTerm: c.lastTerm,
      documentKey: c.documentKey,
      documentName: c.documentName,
      lifecycle: c.lifecycle,
      reminderLeadDays: c.reminderLeadDays,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      property: refOf(individualProperty),
      vendor: refOf(vendors),
      owner: ownerOf,
      decisions: decisionsOf,
      notices: noticesOf,
      members: membersOf,
    })
    .from(c)
    .leftJoin(individualProperty, onIndividualProperty)
    .leftJoin(vendors, onVendor)
    .leftJoin(owner, onOwner)
    .$dynamic();
}

export type ContractRow = Awaited<ReturnType<typeof selectContracts>>[number];

/** An answer's context; with `secret: null` its document is not linked (the calendar feed shows none). */
export type AnswerLinks = ContractAnswerContext | (Omit<ContractAnswerContext, 'secret'> & { secret: null });

type TNullable<T> = { [K in keyof T]: T[K] | null };

/** Stored dates all present, as every contract the API writes has them. */
const isComplete = (dates: TNullable<TStoredContractDates>): dates is TStoredContractDates =>
  Object.values(dates).every((date) => date !== null);

/** The columns a contract's current term is computed from. */
type TermRow = TNullable<TStoredContractDates> & {
  startDate: TCalendarDate;
  lifecycle: TLifecycle;
  lastTerm: number | null;
};

/** The dates of the term running today (docs/domain.md, Renewal terms); the stored ones without an end. */
export function termOfRow(row: TermRow, today: TCalendarDate) {
  const first = {
    startDate: row.startDate,
    endDate: row.endDate,
    renewalWindowStart: row.renewalWindowStart,
    renewalWindowEnd: row.renewalWindowEnd,
    nonRenewalNoticeStart: row.nonRenewalNoticeStart,
  };
  if (!isComplete(first)) return { ...first, number: 1 };
  return currentTerm({ lifecycle: row.lifecycle, first, lastTerm: row.lastTerm }, today);
}

/**
 * A row as the API answers it: the dates and status of its term running today, and a fresh short-lived
 * link to view its document.
 */
export function toContract(row: ContractRow, links: AnswerLinks): TContract {
  const isMsa = row.agreementType === 'MSA';
  const term = termOfRow(row, links.today);
  const status = contractStatus({ ...term, status: row.storedStatus }, links.today);
  const found = row.decisions.find((d: TDecision) => d.term === term.number);
  const decision = found ? { ...found, decidedAt: new Date(found.decidedAt).toISOString() } : null;
  const notice = row.notices.find((n: NoticeRow) => n.term === term.number);
  const noticeSent: TNoticeSent | null = notice
    ? {
        ...notice,
        noticeDate: term.nonRenewalNoticeStart,
        late: isLateNotice(notice.sentOn, term.nonRenewalNoticeStart),
        endsOn: term.endDate,
        recordedAt: new Date(notice.recordedAt).toISOString(),
      }
    : null;
  return {
    _id: row.id,
    name: row.name,
    agreementType: row.agreementType,
    contractType: row.contractType,
    status,
    startDate: row.startDate,
    endDate: term.endDate,
    renewalWindowStart: term.renewalWindowStart,
    renewalWindowEnd: term.renewalWindowEnd,
    nonRenewalNoticeStart: term.nonRenewalNoticeStart,
    term: { number: term.number, startDate: term.startDate },
    decision,
    awaitingDecision: isAwaitingDecision(status, decision) && noticeSent === null,
    noticeSent,
    documentKey: row.documentKey,
    documentUrl:
      row.documentKey && links.secret !== null
        ? signDocumentLink({
            secret: links.secret,
            target: { contractId: row.id, documentKey: row.documentKey },
            disposition: 'inline',
            now: links.now,
          })
        : null,
    documentName: row.documentName,
    vendorId: row.vendor,
    owner: row.owner,
    propertyId: isMsa ? null : row.property,
    propertyIds: isMsa ? row.members : [],
    lifecycle: row.lifecycle,
    reminderLeadDays: row.reminderLeadDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
