// The bench server's memory around one measured step, its reading child included: the server samples
// itself (harness.ts, MEMORY_PATH) and the bench samples it from outside through /proc, so that a peak
// between two of the server's samples, or while its event loop is busy, is still seen.
import { readFileSync } from 'node:fs';
import type { Child } from './child-process.ts';
import { type DbKind, MEMORY_PATH, type Measurement, residentWithChildren } from './harness.ts';

const MB = 1024 * 1024;

/** The server process's own resident size, its reading child left out (Linux; 0 elsewhere). */
export function residentAlone(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
}

export interface MemoryGrowth {
  /** The server with its reading child when the step began, and at most during it. */
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  /** The server process's growth alone: the rest of the growth is its reading child's. */
  serverAloneGrowthMb: number;
  /** The reading child's resident size when the step began (0 when it was not running). */
  readingChildAtStartMb: number;
}

/** Starts watching: the server's peak is reset to now; `stop` answers the growth since. */
export async function watchMemory(child: Child): Promise<{ stop(): Promise<MemoryGrowth> }> {
  const reset = await fetch(child.url + MEMORY_PATH, { method: 'POST' });
  const baseline = ((await reset.json()) as { rss: number }).rss;
  const aloneBefore = residentAlone(child.pid);
  const readingChild = Math.max(0, residentWithChildren(child.pid) - aloneBefore);
  let outside = baseline;
  let alonePeak = aloneBefore;
  const sampler = setInterval(() => {
    outside = Math.max(outside, residentWithChildren(child.pid));
    alonePeak = Math.max(alonePeak, residentAlone(child.pid));
  }, 20);
  // A step that throws leaves the bench to end without waiting for this.
  sampler.unref();
  return {
    stop: async () => {
      clearInterval(sampler);
      const { peakRss } = (await (await fetch(child.url + MEMORY_PATH)).json()) as { peakRss: number };
      const peak = Math.max(peakRss, outside);
      return {
        baselineMb: baseline / MB,
        peakMb: peak / MB,
        growthMb: (peak - baseline) / MB,
        serverAloneGrowthMb: (alonePeak - aloneBefore) / MB,
        readingChildAtStartMb: readingChild / MB,
      };
    },
  };
}

/** A step's memory growth as a measurement held to `targetMb`, with what the growth was made of. */
export function growthMeasurement(
  database: DbKind,
  scenario: string,
  growth: MemoryGrowth,
  targetMb: number,
): Measurement {
  const rounded = Math.round;
  return {
    database,
    scenario,
    value: rounded(growth.growthMb),
    unit: 'MB',
    target: `≤ ${targetMb} MB`,
    pass: growth.growthMb <= targetMb,
    detail: {
      vsTarget: `${(growth.growthMb / targetMb).toFixed(2)}x`,
      baselineMb: rounded(growth.baselineMb),
      peakMb: rounded(growth.peakMb),
      serverAloneMb: rounded(growth.serverAloneGrowthMb),
      readingChildAtStartMb: rounded(growth.readingChildAtStartMb),
    },
  };
}
