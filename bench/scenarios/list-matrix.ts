// The dashboard's list in every shape (no filter, each filter, a search, each sort in both orders) at
// its first, a middle and its last page, one request at a time and at 20 connections, on one data set
// (lib/data-sets.ts), measured in its first workspace. Targets on PostgreSQL: one request at a time
// p95 ≤ 30 ms and 20 connections p95 ≤ 100 ms (10k; 1m over 1,000 workspaces); every shape and page
// one at a time p95 ≤ 150 ms with 100k contracts in one workspace.
import { SORT_KEYS } from '@keydate/domain';
import type { Child } from '../lib/child-process.ts';
import type { DataSet } from '../lib/data-sets.ts';
import { type DbKind, load, type Measurement, type ScenarioResult } from '../lib/harness.ts';

const PAGE_SIZE = 10;
const BUSY_CONNECTIONS = 20;

const targetsOf = (set: DataSet) =>
  set === '100k' ? { alone: 150, busy: undefined } : { alone: 30, busy: 100 as number | undefined };

export async function listMatrixScenario(
  server: Child,
  database: DbKind,
  set: DataSet,
  { seconds }: { seconds: number },
): Promise<ScenarioResult> {
  const { headers, matrix } = server;
  if (!matrix) throw new Error('the list matrix needs a server seeded with --set');
  const shapes: Array<[string, Record<string, string>]> = [
    ['no filter', {}],
    ['property filter', { propertyId: server.propertyId }],
    ['vendor filter', { vendorId: matrix.vendorId }],
    ['category filter', { contractType: 'service' }],
    ['status filter', { status: 'active' }],
    ['search', { q: 'serv' }],
    ['search in documents', { q: 'laundering' }],
    ...SORT_KEYS.flatMap((sort) =>
      (['asc', 'desc'] as const).map((order): [string, Record<string, string>] => [
        `sort ${sort} ${order}`,
        { sort, order },
      ]),
    ),
  ];
  const targets = targetsOf(set);
  const measurements: Measurement[] = [
    { database, scenario: `${set}: seed`, value: matrix.seconds, unit: 's' },
  ];
  for (const [shape, query] of shapes) {
    const pathOf = (page: number) =>
      `/api/contracts?${new URLSearchParams({ ...query, page: String(page) })}`;
    const first = await fetch(`${server.url}${pathOf(1)}`, { headers });
    const { total } = (await first.json()) as { total: number };
    const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const pages: Array<[string, number]> = [
      ['first', 1],
      ['middle', Math.max(1, Math.ceil(last / 2))],
      ['last', last],
    ];
    for (const [where, page] of pages) {
      const label = `${set} ${shape}, ${where} page (${page} of ${last})`;
      const request = { path: pathOf(page), headers };
      const alone = await load(server, database, label, request, {
        connections: 1,
        seconds: Math.min(seconds, 2),
        warmUpSeconds: 0.3,
      });
      const busy = await load(server, database, label, request, {
        connections: BUSY_CONNECTIONS,
        seconds: Math.min(seconds, 2),
        warmUpSeconds: 0.3,
      });
      const pass = (p95: number, target: number | undefined) =>
        database === 'postgres' && target !== undefined ? { pass: p95 <= target } : {};
      measurements.push(
        {
          database,
          scenario: `${label}, 1 conn: p95`,
          value: alone.p95,
          unit: 'ms',
          target: `≤ ${targets.alone} ms`,
          ...pass(alone.p95, targets.alone),
        },
        {
          database,
          scenario: `${label}, ${BUSY_CONNECTIONS} conns: p95`,
          value: busy.p95,
          unit: 'ms',
          ...(targets.busy === undefined ? {} : { target: `≤ ${targets.busy} ms` }),
          ...pass(busy.p95, targets.busy),
          detail: { 'req/s': Math.round(busy.rps) },
        },
      );
    }
  }
  return { figures: [], measurements };
}
