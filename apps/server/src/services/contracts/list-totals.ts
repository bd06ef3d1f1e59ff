// The dashboard's "of Z results": a filtered count over a large workspace costs more than the page
// itself, so each total is remembered with the workspace's contracts revision it was counted at. The
// revision is raised by database triggers on every change to a contract or its MSA members
// (migration 0003), and the page query reads it in its own snapshot, so a remembered total is used
// only when it is exactly the count for that snapshot (revision-memory.ts).
import { memoryPerDatabase } from './revision-memory.ts';

/** Totals of this many queries at most are remembered per database handle. */
export const MAX_TOTALS = 5000;

/** The totals remembered for one database handle, by query and contracts revision. */
export const listTotalsFor = memoryPerDatabase<number>(MAX_TOTALS);
