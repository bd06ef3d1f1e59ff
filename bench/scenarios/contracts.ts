// The contract list with volume (200 properties, 500 vendors, 10,000 contracts): the dashboard's
// paged list (searched and filtered, by property, and plain) at 20 connections against a target
// of p95 under 30 ms on PostgreSQL, the bell's notifications, the full list, and one contract's detail.
import type { Child } from '../lib/child-process.ts';
import { type DbKind, type Figure, load, type ScenarioResult, warmUp } from '../lib/harness.ts';

export const PAGED_CONNECTIONS = 20;
export const PAGED_P95_TARGET_MS = 30;

export async function contractsScenario(
  server: Child,
  database: DbKind,
  options: { connections: number; seconds: number },
): Promise<ScenarioResult> {
  const { headers, seeded } = server;
  if (!seeded) throw new Error('the contracts scenario needs a seeded server');
  const paged = { connections: PAGED_CONNECTIONS, seconds: options.seconds };
  const pages = [
    {
      scenario: 'contracts page, search + status filter',
      path: '/api/contracts?page=1&pageSize=10&q=serv&status=active&sort=name&order=asc',
    },
    {
      scenario: 'contracts page, by property',
      path: `/api/contracts?page=1&pageSize=10&propertyId=${server.propertyId}`,
    },
    { scenario: 'contracts page, default', path: '/api/contracts?page=1' },
  ];
  // Every page in turn before any is measured, so the first measured is not the one that pays for
  // compiling the server's code paths (each run also has a warm-up of its own).
  for (const { path } of pages)
    await warmUp(server, { path, headers }, { connections: PAGED_CONNECTIONS, seconds: 2 });
  const figures: Figure[] = [];
  for (const { scenario, path } of pages)
    figures.push(await load(server, database, scenario, { path, headers }, paged));
  figures.push(
    await load(
      server,
      database,
      'notifications (bell) over 10,000 contracts',
      { path: '/api/notifications', headers },
      paged,
    ),
    await load(
      server,
      database,
      'contracts full list (10,000 rows)',
      { path: '/api/contracts', headers },
      { connections: 2, seconds: options.seconds },
    ),
    await load(
      server,
      database,
      'contract detail (200 ids in turn)',
      { path: '/api/contracts', paths: seeded.contractIds.map((id) => `/api/contracts/${id}`), headers },
      options,
    ),
  );
  const target = `p95 < ${PAGED_P95_TARGET_MS} ms at ${PAGED_CONNECTIONS} conns${database === 'postgres' ? '' : ' (PostgreSQL only)'}`;
  return {
    figures,
    measurements: [
      {
        database,
        scenario: 'seed 200 properties / 500 vendors / 10,000 contracts',
        value: seeded.seconds,
        unit: 's',
        detail: { msaMembers: seeded.msaMembers },
      },
      ...figures
        .filter((f) => f.scenario.startsWith('contracts page'))
        .map((f) => ({
          database,
          scenario: `${f.scenario}: p95`,
          value: f.p95,
          unit: 'ms',
          target,
          ...(database === 'postgres' ? { pass: f.p95 < PAGED_P95_TARGET_MS } : {}),
        })),
    ],
  };
}
