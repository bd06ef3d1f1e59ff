// The register export of the seeded workspace's 10,000 contracts, as CSV and as XLSX: the time until its
// last byte has arrived, and how much the server's memory (its reading child included) grew meanwhile.
import type { Child } from '../lib/child-process.ts';
import { type DbKind, MEMORY_PATH, type Measurement } from '../lib/harness.ts';

export const EXPORT_TARGET_MS = 5_000;
export const EXPORT_GROWTH_TARGET_MB = 150;
const RUNS = 3;
const MB = 1024 * 1024;

export async function exportScenario(server: Child, database: DbKind): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const format of ['csv', 'xlsx'] as const) {
    const times: number[] = [];
    let growth = 0;
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      await fetch(server.url + MEMORY_PATH, { method: 'POST' });
      const before = ((await (await fetch(server.url + MEMORY_PATH)).json()) as { rss: number }).rss;
      const started = performance.now();
      const res = await fetch(`${server.url}/api/contracts/export?format=${format}`, {
        headers: server.headers,
      });
      if (!res.ok) throw new Error(`the ${format} export answered ${res.status}`);
      bytes = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
      const { peakRss } = (await (await fetch(server.url + MEMORY_PATH)).json()) as { peakRss: number };
      growth = Math.max(growth, peakRss - before);
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
    measurements.push(
      {
        database,
        scenario: `export of 10,000 contracts as ${format.toUpperCase()} (median of ${RUNS})`,
        value: median,
        unit: 'ms',
        target: `≤ ${EXPORT_TARGET_MS} ms`,
        pass: median <= EXPORT_TARGET_MS,
        detail: { runsMs: times.map((t) => Math.round(t)).join('/'), kilobytes: Math.round(bytes / 1024) },
      },
      {
        database,
        scenario: `export of 10,000 contracts as ${format.toUpperCase()}: server memory growth (most of ${RUNS})`,
        value: Math.round(growth / MB),
        unit: 'MB',
        target: `≤ ${EXPORT_GROWTH_TARGET_MB} MB`,
        pass: growth / MB <= EXPORT_GROWTH_TARGET_MB,
      },
    );
  }
  return measurements;
}
