// 200 contracts dropped on the drafts page: distinct text PDFs of three to five pages, each stating its
// effective date, initial term and notice of non-renewal (lib/contract-pdf.ts), sent to POST /api/drafts
// as the web app sends them (apps/web/src/features/drafts/use-drop-uploads.ts): three at a time in the
// order dropped, a file answered 429 sent again after a wait that grows. Measured: the time until every
// draft is ready (all 200 answered 201), each document's time from its first send to its draft, and how
// much the server's memory grew, its reading child included; one document dropped first starts the
// reading child and loads the modules, as on a server that has read a document. Also counted: the drafts
// whose proposals are what their document states.
import { type TDraft, ZDraft, ZDraftList } from '@keydate/domain';
import { type Child, startChild, stopChild } from '../lib/child-process.ts';
import { droppedDocument, type TDroppedDocument } from '../lib/contract-pdf.ts';
import { type DbKind, type Measurement, percentile } from '../lib/harness.ts';
import { growthMeasurement, watchMemory } from '../lib/memory-watch.ts';

export const DROP_DOCUMENTS = 200;
export const DROP_GROWTH_TARGET_MB = 150;
/** The web app's DROP_CONCURRENCY and BUSY_WAITS_MS (use-drop-uploads.ts). */
const DROP_CONCURRENCY = 3;
const BUSY_WAITS_MS = [1000, 2000, 4000, 8000, 10_000, 10_000, 10_000, 10_000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  draft: TDraft;
  ms: number;
  busy: number;
}

/** One file sent until it is a draft: 429 waits and sends again, anything but 201 fails the scenario. */
async function send(child: Child, document: TDroppedDocument): Promise<Sent> {
  const started = performance.now();
  for (let attempt = 0; ; attempt += 1) {
    const form = new FormData();
    form.append('file', new Blob([document.bytes], { type: 'application/pdf' }), document.name);
    const res = await fetch(`${child.url}/api/drafts`, {
      method: 'POST',
      headers: child.headers,
      body: form,
    });
    const body = await res.text();
    if (res.status === 201) {
      return { draft: ZDraft.parse(JSON.parse(body)), ms: performance.now() - started, busy: attempt };
    }
    const pause = BUSY_WAITS_MS[attempt];
    if (res.status !== 429 || pause === undefined) {
      throw new Error(`POST /api/drafts of ${document.name} answered ${res.status}: ${body.slice(0, 300)}`);
    }
    await wait(pause);
  }
}

/** The documents sent DROP_CONCURRENCY at a time, in order; answers each one's result in the same order. */
async function dropAll(child: Child, documents: TDroppedDocument[]): Promise<Sent[]> {
  const results: Sent[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < documents.length; index = next++) {
      results[index] = await send(child, documents[index] as TDroppedDocument);
    }
  };
  await Promise.all(Array.from({ length: DROP_CONCURRENCY }, worker));
  return results;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const rounded = (value: number) => Math.round(value);

export async function dropScenario(kind: DbKind, postgresUrl?: string): Promise<Measurement[]> {
  const documents = Array.from({ length: DROP_DOCUMENTS }, (_, index) => droppedDocument(index));
  const child = await startChild(kind, postgresUrl);
  try {
    await send(child, droppedDocument(DROP_DOCUMENTS));
    const watch = await watchMemory(child);
    const started = performance.now();
    const sent = await dropAll(child, documents);
    const totalMs = performance.now() - started;
    const growth = await watch.stop();

    const list = await fetch(`${child.url}/api/drafts`, { headers: child.headers });
    const { total } = ZDraftList.parse(await list.json());
    if (total !== DROP_DOCUMENTS + 1) throw new Error(`the workspace holds ${total} drafts after the drop`);
    const read = (fact: 'effectiveDate' | 'initialTerm' | 'noticePeriod') =>
      sent.filter(({ draft }, i) => same(draft.suggestions[fact]?.value, documents[i]?.stated[fact])).length;
    const times = sent.map((each) => each.ms).sort((a, b) => a - b);
    const label = `drop of ${DROP_DOCUMENTS} PDFs, ${DROP_CONCURRENCY} at a time`;
    const kilobytes = documents.reduce((sum, each) => sum + each.bytes.length, 0) / 1024;
    return [
      {
        database: kind,
        scenario: `${label}: every draft ready (POST /api/drafts)`,
        value: totalMs,
        unit: 'ms',
        detail: {
          documentsPerSecond: Number(((DROP_DOCUMENTS / totalMs) * 1000).toFixed(1)),
          pages: sent.reduce((sum, each) => sum + each.draft.pages, 0),
          averageKb: rounded(kilobytes / DROP_DOCUMENTS),
          busyAnswers: sent.reduce((sum, each) => sum + each.busy, 0),
          effectiveDatesRead: read('effectiveDate'),
          initialTermsRead: read('initialTerm'),
          noticePeriodsRead: read('noticePeriod'),
        },
      },
      {
        database: kind,
        scenario: `${label}: time per document, first send to draft, p50`,
        value: percentile(times, 50),
        unit: 'ms',
        detail: { minMs: rounded(times[0] ?? 0) },
      },
      {
        database: kind,
        scenario: `${label}: time per document, first send to draft, p95`,
        value: percentile(times, 95),
        unit: 'ms',
        detail: { maxMs: rounded(times.at(-1) ?? 0) },
      },
      growthMeasurement(
        kind,
        `${label}: server memory growth, reading child included`,
        growth,
        DROP_GROWTH_TARGET_MB,
      ),
    ];
  } finally {
    await stopChild(child);
  }
}
