// The contract list with volume (200 properties, 500 vendors, 10,000 contracts): the dashboard's
// paged list in several shapes, one request at a time (target p95 ≤ 30 ms on PostgreSQL) and at 20
// connections (target p95 ≤ 100 ms), the bell's notifications, the full list, and one contract's detail.
import type { Child } from '../lib/child-process.ts';
import { type DbKind, type Figure, load, type ScenarioResult, warmUp } from '../lib/harness.ts';

export const PAGED_CONNECTIONS = 20;
export const ALONE_P95_TARGET_MS = 30;
export const PAGED_P95_TARGET_MS = 100;

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
    { scenario: 'contracts page, by vendor name', path: '/api/contracts?page=1&sort=vendor' },
    { scenario: 'contracts page, the last', path: '/api/contracts?page=1000' },
    {
      scenario: 'contracts page 200, by property, descending',
      path: '/api/contracts?page=200&sort=property&order=desc',
    },
  ];
  // Every page in turn before any is measured, so the first measured is not the one that pays for
  // compiling the server's code paths (each run also has a warm-up of its own).
  for (const { path } of pages)
    await warmUp(server, { path, headers }, { connections: PAGED_CONNECTIONS, seconds: 2 });
  const alone: Figure[] = [];
  for (const { scenario, path } of pages)
    alone.push(
      await load(server, database, scenario, { path, headers }, { connections: 1, seconds: options.seconds }),
    );
  const figures: Figure[] = [...alone];
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
  const targetOf = (connections: number) => {
    const ms = connections === 1 ? ALONE_P95_TARGET_MS : PAGED_P95_TARGET_MS;
    return {
      ms,
      text: `p95 ≤ ${ms} ms at ${connections} conn${connections === 1 ? '' : 's'}${database === 'postgres' ? '' : ' (PostgreSQL only)'}`,
    };
  };
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
          scenario: `${f.scenario}, ${f.connections} conn${f.connections === 1 ? '' : 's'}: p95`,
          value: f.p95,
          unit: 'ms',
          target: targetOf(f.connections).text,
          ...(database === 'postgres' ? { pass: f.p95 <= targetOf(f.connections).ms } : {}),
        })),
    ],
  };
}
