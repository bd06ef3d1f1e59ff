import { createHash } from 'node:crypto';
import {
  AGREEMENT_TYPES,
  API_MSG,
  CONTRACT_CATEGORIES,
  CONTRACT_STATUSES,
  PAGE_SIZE,
  statusLabel,
  type TContractListQuery,
  type TContractStatus,
} from '@keydate/domain';
import { and, asc, count, desc, eq, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractProperties, contracts, vendors } from '../../db/schema/index.ts';
import { badRequest, unauthorized } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { byName, contractOrder, orderReadsDirectory } from './contract-order.ts';
import {
  type ContractAnswerRow,
  contractAnswersQuery,
  individualProperty,
  onIndividualProperty,
  onVendor,
  toContractAnswers,
} from './contract-query.ts';
import { listTotalsFor } from './list-totals.ts';
import { type SessionScope, type SessionScopeSql, sessionScopeSql } from './session-scope.ts';
import { contractStatusIsSql, contractStatusSql, dayBoundValues } from './status-sql.ts';
import type { ContractDto } from './to-contract-dto.ts';

export interface ContractPageDto {
  items: ContractDto[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The dashboard's list (DOMAIN.md difference 5): search, filters, sort and paging done by the database,
 * agreeing with the domain's queryContracts. A page past the end answers the last page.
 *
 * Every statement checks the caller's session itself (session-scope.ts): the route reads no session
 * before it, so a page is one round trip to the database. A session that is not live matches no row,
 * and the count, which always answers, says so (401).
 *
 * The total comes from a remembered count when the workspace's contracts revision, read with the
 * page, says it is still exact (list-totals.ts), else from a count in the same snapshot as the
 * revision it is remembered with. The statements are built once per shape of query (which filters
 * are set, the sort) and prepared, so a call only binds its values.
 *
 * PostgreSQL plans a prepared statement afresh on every call while the plan it could keep looks
 * dearer than the ones it makes for the values given, and a bound LIMIT or OFFSET always makes it
 * look so (it guesses a tenth of the rows). Planning is most of what a page costs the database, so:
 * - Without a search, the page is one statement. The dashboard's own request, its first page at its
 *   page size (every visit, every filter or sort change), has a statement of its own with the LIMIT
 *   written in and no OFFSET, whose plan PostgreSQL keeps per connection; other pages bind both.
 * - With a search, the dashboard's first page in name order (what a person typing into the search box
 *   sees) is first looked for by the walk (walkStatement), one statement whose plan PostgreSQL keeps.
 *   When the walk finds less than a page, or for any other page, sort or page size, read on.
 * - How many contracts a text matches varies by orders of magnitude, so otherwise a searched page's
 *   ids are found by a statement planned for the text each time: the contracts alone (joined to the
 *   individual property and the vendor only when the sort needs their names), an index-only scan of
 *   contracts_workspace_name_idx, which carries every column a search tests. A second statement,
 *   the same for every search and so planned once per connection, reads just those rows with
 *   everything an answer embeds; they take the ids' order. The ids' snapshot decides the page and
 *   its revision.
 * - A property's first page in name order is merged from two lists cut to a page (propertyFirstPage).
 * - A page joins the contracts' properties and vendors only when its order is by their names; the
 *   objects its answers embed come from the workspace's directory in memory (workspace-directory.ts).
 */
export async function findContractsPage(options: {
  db: Executor;
  session: SessionScope;
  query: TContractListQuery;
  answer: ContractAnswerContext;
}): Promise<ContractPageDto> {
  const { db, session, query, answer } = options;
  const { shape, values } = shapeOf(query);
  const statements = statementsFor(db, shape);
  const pageSize = query.pageSize;
  const bound = {
    ...values,
    tokenHash: session.tokenHash,
    now: session.now.toISOString(),
    ...dayBoundValues(answer.today),
    limit: pageSize,
  };
  // The session's workspace, known from the first row a statement answers.
  let workspaceId: string | undefined;
  const answersOf = (rows: ContractAnswerRow[]) => {
    workspaceId ??= rows[0]?.workspaceId;
    return toContractAnswers(db, rows, answer);
  };
  const pageRows = async (
    page: number,
  ): Promise<{ answers: ContractDto[]; revision: number | undefined }> => {
    const offset = (page - 1) * pageSize;
    if (statements.kind === 'search') {
      // Which searches walk short is remembered per session, since the workspace is not known yet.
      const walkKey = JSON.stringify([session.tokenHash, values, shape]);
      const shortWalks = shortWalksFor(db);
      if (statements.walk && page === 1 && !shortWalks.has(walkKey)) {
        const walked = await statements.walk.execute(bound);
        if (walked.length === pageSize) return answersOf(walked);
        // Fewer than a page: the matches may have ended, or lie past the walk's reach. The statement
        // planned for the text answers, and this search is not walked again.
        if (shortWalks.size >= MAX_SHORT_WALKS) shortWalks.clear();
        shortWalks.add(walkKey);
      }
      const found = await statements.ids.execute({ ...bound, offset });
      if (found.length === 0) return { answers: [], revision: undefined };
      const rows = await statements.rows.execute({ ...bound, ids: found.map((r) => r.id) });
      const byId = new Map(rows.map((row) => [row.answer[0], row]));
      // In the page's order, which the ids have; a contract deleted in between is left out.
      const { answers } = await answersOf(found.flatMap(({ id }) => byId.get(id) ?? []));
      return { answers, revision: found[0]?.revision };
    }
    return answersOf(
      page === 1 && statements.first
        ? await statements.first.execute(bound)
        : await statements.page.execute({ ...bound, offset }),
    );
  };

  const requested = Math.max(1, query.page ?? 1);
  let { answers, revision } = await pageRows(requested);
  const totals = listTotalsFor(db);
  const keyOf = (workspace: string) => JSON.stringify([workspace, bound.todayStart, values, shape.status]);
  let total =
    revision === undefined || workspaceId === undefined
      ? undefined
      : totals.get(keyOf(workspaceId), revision);
  if (total === undefined) {
    // Without a row the count tells an empty list from a session that is not live: it has no workspace.
    const [counted] = await statements.count.execute(bound);
    if (!counted?.workspaceId) throw unauthorized(API_MSG.sessionExpired);
    total = counted.total;
    totals.set(keyOf(counted.workspaceId), counted.revision, total);
  }
  const page = Math.min(requested, Math.max(1, Math.ceil(total / pageSize)));
  if (page !== requested) ({ answers } = await pageRows(page));
  return { items: answers, total, page, pageSize };
}

/** What decides the text of the statements; everything else is a bound value. */
interface Shape {
  /** With a search: which of its arms can match (the name always can). */
  search: { categories: boolean; agreements: boolean; statuses: boolean } | null;
  propertyId: boolean;
  vendorId: boolean;
  contractType: boolean;
  /** The Status filter is written as conditions on the date columns that differ by status. */
  status: TContractStatus | null;
  /** Without a search, at the dashboard's own page size: a first-page statement with its LIMIT written in. */
  dashboardPageSize: boolean;
  sort: TContractListQuery['sort'];
  order: TContractListQuery['order'];
}

interface FilterValues {
  pattern?: string;
  categories?: string[];
  agreements?: string[];
  statuses?: string[];
  propertyId?: string;
  vendorId?: string;
  contractType?: string;
}

// The search text is matched literally, as the domain's `includes` does.
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function shapeOf(query: TContractListQuery): { shape: Shape; values: FilterValues } {
  const values: FilterValues = {};
  let search: Shape['search'] = null;
  if (query.q) {
    // The domain's matchesSearch: the fields with a fixed set of values (category, agreement type,
    // status and its label) are matched here, so the database compares a column with those that match.
    const needle = query.q.toLowerCase();
    const matching = <T extends string>(list: readonly T[], label: (value: T) => string = (v) => v) =>
      list.filter((v) => v.toLowerCase().includes(needle) || label(v).toLowerCase().includes(needle));
    values.pattern = containsPattern(query.q);
    values.categories = matching(CONTRACT_CATEGORIES);
    values.agreements = matching(AGREEMENT_TYPES);
    values.statuses = matching(CONTRACT_STATUSES, statusLabel);
    search = {
      categories: values.categories.length > 0,
      agreements: values.agreements.length > 0,
      statuses: values.statuses.length > 0,
    };
  }
  if (query.propertyId)
    values.propertyId = checkedId(query.propertyId, 'propertyId', 'Property must be an id');
  if (query.vendorId) values.vendorId = checkedId(query.vendorId, 'vendorId', 'Vendor must be an id');
  if (query.contractType) values.contractType = query.contractType;
  return {
    shape: {
      search,
      propertyId: values.propertyId !== undefined,
      vendorId: values.vendorId !== undefined,
      contractType: values.contractType !== undefined,
      status: query.status ?? null,
      // A page without a search, or a search in name order (the walk), has a first-page statement.
      dashboardPageSize: query.pageSize === PAGE_SIZE && (search === null || query.sort === 'name'),
      sort: query.sort,
      order: query.order,
    },
    values,
  };
}

const value = (
  name:
    | keyof FilterValues
    | 'tokenHash'
    | 'now'
    | 'todayStart'
    | 'tomorrowStart'
    | 'limit'
    | 'offset'
    | 'ids',
) => sql.placeholder(name);

/** The caller's session, workspace and revisions, as every statement of the list starts with them. */
const scopeOf = (db: Executor) => sessionScopeSql(db, value('tokenHash'), sql`${value('now')}::timestamptz`);
// drizzle binds a number given to limit(); a raw SQL chunk (typed as what limit() takes) is written
// into the statement's text instead.
const writtenIn = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as Placeholder;
const textArray = (name: keyof FilterValues) => sql`${value(name)}::text[]`;

function buildStatements(db: Executor, shape: Shape) {
  const { today, status } = boundStatus();
  const scope = scopeOf(db);
  const { workspace } = scope;
  const conditions: Array<SQL | undefined> = [eq(contracts.workspaceId, workspace)];
  // The search: the name contains the text, or a field with a fixed set of values has a matching one.
  const searchOf = (nameMatches: SQL) => {
    if (!shape.search) return undefined;
    const { categories, agreements, statuses } = shape.search;
    return or(
      nameMatches,
      categories ? sql`${contracts.contractType} = any(${textArray('categories')})` : undefined,
      agreements ? sql`${contracts.agreementType} = any(${textArray('agreements')})` : undefined,
      statuses ? sql`${status} = any(${textArray('statuses')})` : undefined,
    );
  };
  if (shape.vendorId) conditions.push(eq(contracts.vendorId, value('vendorId')));
  if (shape.contractType) conditions.push(eq(contracts.contractType, value('contractType')));
  if (shape.status) conditions.push(contractStatusIsSql(shape.status, today));
  // Every filter but the property's, which is written two ways below.
  const others = and(...conditions);
  if (shape.propertyId) {
    // As a list of ids (individual contracts of the property, then MSAs covering it), so the database
    // reads only those rows.
    conditions.push(
      sql`${contracts.id} in (select ${contracts.id} from ${contracts} where ${contracts.propertyId} = ${value('propertyId')}
        union all select ${contractProperties.contractId} from ${contractProperties} where ${contractProperties.propertyId} = ${value('propertyId')})`,
    );
  }
  const filters = and(...conditions);
  const where = and(filters, searchOf(ilike(contracts.name, value('pattern'))));
  const name = `contracts_${createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 20)}`;
  const orderBy = contractOrder(shape.sort, shape.order, status);
  const counted = db
    .with(scope.cte)
    .select({
      total: count(),
      revision: scope.contractsRevision,
      workspaceId: sql<string | null>`${workspace}`,
    })
    .from(contracts)
    .where(where)
    .prepare(`${name}_count`);
  if (shape.search) {
    const ids = db
      .with(scope.cte)
      .select({ id: contracts.id, revision: scope.contractsRevision })
      .from(contracts)
      .$dynamic();
    if (orderReadsDirectory(shape.sort)) {
      ids.leftJoin(individualProperty, onIndividualProperty).leftJoin(vendors, onVendor);
    }
    ids
      .where(where)
      .orderBy(...orderBy)
      .limit(value('limit'))
      .offset(value('offset'));
    return {
      kind: 'search' as const,
      walk: shape.dashboardPageSize
        ? walkStatement(db, { filters, searchOf, status, order: shape.order, scope }).prepare(`${name}_walk`)
        : undefined,
      ids: ids.prepare(`${name}_ids`),
      rows: rowsByIds(db),
      count: counted,
    };
  }
  const rows = () =>
    contractAnswersQuery(db, {
      status,
      of: { scope },
      where,
      orderBy,
      joinDirectory: orderReadsDirectory(shape.sort),
    });
  // A property's first page in name order (its dashboard's view) is merged from two short lists.
  const first = () =>
    shape.propertyId && shape.sort === 'name'
      ? contractAnswersQuery(db, {
          status,
          of: { scope },
          where: and(
            eq(contracts.workspaceId, workspace),
            propertyFirstPage(db, others, shape.order, status),
          ),
          orderBy,
        })
      : rows();
  return {
    kind: 'filter' as const,
    first: shape.dashboardPageSize ? first().limit(writtenIn(PAGE_SIZE)).prepare(`${name}_first`) : undefined,
    page: rows().limit(value('limit')).offset(value('offset')).prepare(`${name}_page`),
    count: counted,
  };
}

/**
 * `contracts.id in` the first page of one property's contracts in name order (either direction) that
 * pass `others` (every filter but the property): the property's individual contracts
 * come in that order from contracts_property_name_idx, its MSAs are sorted among themselves, and each
 * list is cut to a page before the two are merged. The page is within those two short lists, so
 * neither all of the property's contracts are read nor sorted, as `id in (all of them)` must.
 */
function propertyFirstPage(
  db: Executor,
  others: SQL | undefined,
  order: Shape['order'],
  status: SQL<TContractStatus>,
): SQL {
  const orderBy = contractOrder('name', order, status);
  const individual = db
    .select({ id: contracts.id, name: contracts.name })
    .from(contracts)
    .where(and(eq(contracts.propertyId, value('propertyId')), others))
    .orderBy(...orderBy)
    .limit(writtenIn(PAGE_SIZE));
  const members = db
    .select({ id: contracts.id, name: contracts.name })
    .from(contractProperties)
    .innerJoin(contracts, eq(contracts.id, contractProperties.contractId))
    .where(and(eq(contractProperties.propertyId, value('propertyId')), others))
    .orderBy(...orderBy)
    .limit(writtenIn(PAGE_SIZE));
  const merged = (column: string) => sql`${sql.identifier('merged')}.${sql.identifier(column)}`;
  const direction = order === 'desc' ? desc : asc;
  return sql`${contracts.id} in (select ${merged('id')}
    from ((${individual}) union all (${members})) as ${sql.identifier('merged')}
    order by ${direction(byName(merged('name')))}, ${direction(merged('id'))} limit ${writtenIn(PAGE_SIZE)})`;
}

/** How many contracts (those passing the filters, in name order) the walk looks at before it gives up. */
export const WALK_ROWS = 1000;

/**
 * A searched first page in name order, in one statement whose plan PostgreSQL keeps: the contracts
 * passing the filters are walked in name order (contracts_workspace_name_idx) and the search tested
 * on each, stopping at the page's last match or after WALK_ROWS contracts. The name is matched as
 * `name_folded like (select lower(pattern))`: what `ilike` does, with the name folded when it was
 * stored and the pattern folded once. No index serves it, so the plan is the same whatever the text;
 * the page's rows are then read by key.
 */
function walkStatement(
  db: Executor,
  options: {
    filters: SQL | undefined;
    searchOf: (nameMatches: SQL) => SQL | undefined;
    /** The status expression of the statement (boundStatus). */
    status: SQL<TContractStatus>;
    order: Shape['order'];
    /** The caller's session scope (scopeOf). */
    scope: SessionScopeSql;
  },
) {
  const { filters, searchOf, status, order, scope } = options;
  const walked = db
    .select({
      id: contracts.id,
      name: contracts.name,
      hit: sql<boolean>`${searchOf(sql`${contracts.nameFolded} like (select lower(${value('pattern')}))`)}`.as(
        'hit',
      ),
    })
    .from(contracts)
    .where(filters)
    .orderBy(...contractOrder('name', order, status))
    .limit(writtenIn(WALK_ROWS))
    .as('walked');
  const direction = order === 'desc' ? desc : asc;
  const pageIds = db
    .select({ id: walked.id })
    .from(walked)
    .where(sql`${walked.hit}`)
    // The walk's own order, so PostgreSQL reads its rows as they come, without sorting them again.
    .orderBy(direction(byName(sql`${walked.name}`)), direction(walked.id))
    .limit(writtenIn(PAGE_SIZE));
  return contractAnswersQuery(db, {
    status,
    of: { scope },
    where: and(eq(contracts.workspaceId, scope.workspace), sql`${contracts.id} in ${pageIds}`),
    orderBy: contractOrder('name', order, status),
  }).limit(writtenIn(PAGE_SIZE));
}

/** The status expression of the list's statements, for today's bound midnights. */
function boundStatus() {
  const today = {
    todayStart: sql`${value('todayStart')}::timestamptz`,
    tomorrowStart: sql`${value('tomorrowStart')}::timestamptz`,
  };
  return { today, status: contractStatusSql(today) };
}

/** A searched page's rows by their ids, in no order (the ids have it): one statement on one database handle. */
function rowsByIds(db: Executor) {
  return builtFor(rowsByIdsOf, db, 'rows', () => {
    const { status } = boundStatus();
    const scope = scopeOf(db);
    return contractAnswersQuery(db, {
      status,
      of: { scope },
      where: and(
        eq(contracts.workspaceId, scope.workspace),
        sql`${contracts.id} = any(${value('ids')}::uuid[])`,
      ),
    }).prepare('contracts_rows_by_ids');
  });
}

const rowsByIdsOf = new WeakMap<object, Map<string, PreparedRows>>();
type PreparedRows = ReturnType<ReturnType<typeof contractAnswersQuery>['prepare']>;

const MAX_SHORT_WALKS = 5000;
const shortWalksOf = new WeakMap<object, Map<string, Set<string>>>();

/**
 * The searches whose walk found less than a page, on one database handle: they are read by the
 * statement planned for their text from then on (at most MAX_SHORT_WALKS remembered).
 */
const shortWalksFor = (db: Executor) => builtFor(shortWalksOf, db, 'short', () => new Set<string>());

/** What `build` makes for this key on this database handle, built on first use and kept (at most `max`). */
function builtFor<T>(
  cache: WeakMap<object, Map<string, T>>,
  db: Executor,
  key: string,
  build: () => T,
  max = Number.POSITIVE_INFINITY,
): T {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  let built = byKey.get(key);
  if (built === undefined) {
    built = build();
    if (byKey.size >= max) byKey.clear();
    byKey.set(key, built);
  }
  return built;
}

type Statements = ReturnType<typeof buildStatements>;

const MAX_SHAPES = 500;
const statementsByDb = new WeakMap<object, Map<string, Statements>>();

/** The prepared statements of one shape on one database handle, built on first use. */
function statementsFor(db: Executor, shape: Shape): Statements {
  return builtFor(statementsByDb, db, JSON.stringify(shape), () => buildStatements(db, shape), MAX_SHAPES);
}

function checkedId(id: string, field: string, message: string): string {
  if (!isUuid(id)) throw badRequest(message, { [field]: message });
  return id;
}
