// Key dates read from scanned contracts (`npm run bench -- --only scan`). Development PDFs (../shared/cuad-dev,
// or --cuad <folder>) are turned into image-only scans by the tests' scanPdf (each page drawn at 200 DPI,
// turned 0.7°, grained and speckled, saved as JPEG and rebuilt as a PDF with no text layer), and each
// scan is read by the server's document reader, which recognises its pages with Tesseract in the reading
// child. The same contracts' text layers are read by a reader that recognises nothing, and are what the
// scans are judged against. Printed: seconds per recognised page (the time between the reader's progress
// events, mean and p95), the reading child's peak resident memory while it recognises (sampled from
// /proc every 100 ms), the share of the text layer's words recovered from the scans, and per field the
// exact match of the dates read from the scans and from the text layers (scored by lib/cuad-answers.ts)
// with the difference in points, and where the two differ; and from the scans had no figure been doubted
// (doubtful-figures.ts), which says what the word-confidence gate costs or saves. Targets (issue: Keydate
// reads scanned contracts): ≤ 15 s per page (p95), ≥ 95% of the words recovered, the scans' exact match
// within 10 points of the text layers'.
//   --scan-contracts N   contracts scanned (default 14, some 15 minutes on a busy two-core machine)
//   --scan-skip K        leaves out the first K contracts of that order (default 0): the recognition's
//                        mending and its word-confidence gate were written from all 217 contracts of
//                        at most 12 pages, the mending also from all 64 of 13 to 20 pages and
//                        the first 16 of 21 to 40 (docs/testing.md)
//   --scan-pages A-B     contracts of A to B pages (default 1-12; at most 40, the pages the reader
//                        recognises): 21-40 from the 17th on (--scan-skip 16) are contracts no scan
//                        was written from
// The contracts are the first N of 1 to 12 pages (or A to B) in the order of a hash of their file name
// (not chosen by how they read). Scans are kept in the system's temp folder, keyed by the PDF, the scan's
// options and the scanner's source; the recognition, which is what is measured, is never kept.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TDocumentFacts } from '@keydate/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readDocumentFacts } from '../../apps/server/src/documents/facts/read-document-facts.ts';
import { createDocumentReader } from '../../apps/server/src/documents/reading/document-reader.ts';
import type { TDocumentReading } from '../../apps/server/src/documents/reading/reading-types.ts';
import { type ScanOptions, scanPdf } from '../../apps/server/test/support/scan-pdf.ts';
import {
  CUAD_FIELDS,
  type CuadAnswers,
  loadCuadAnswers,
  scoreCuad,
  type TCuadField,
} from '../lib/cuad-answers.ts';
import { cuadFiles } from '../lib/cuad-text.ts';
import { type DbKind, type Measurement, percentile } from '../lib/harness.ts';
import { residentAlone } from '../lib/memory-watch.ts';
import {
  chooseScanSample,
  mostMissed,
  pageTimes,
  sumRecoveries,
  type WordRecovery,
  wordsRecovered,
} from '../lib/scan-figures.ts';

/**
 * 69 pages: 10 to 16 minutes on a two-core machine shared with other work, where a page took 7 to 14 s
 * all told (recognition, making the scan and reading the text layer).
 */
export const DEFAULT_SCAN_CONTRACTS = 14;
/** Longer contracts would make a run of this size last an hour; the reader's own limit is 40 pages. */
export const DEFAULT_SCAN_PAGES = { min: 1, max: 12 };
/** A flatbed scanner's usual output, with the same specks on every run. */
const SCAN_OPTIONS: Required<ScanOptions> = {
  dpi: 200,
  angleDegrees: 0.7,
  specks: 0.002,
  quality: 70,
  seed: 1,
};
const SCAN_CACHE = join(tmpdir(), 'keydate-bench-scans');
/** The scanner's code: a change to it makes new scans. */
const SCANNER_SOURCES = [
  '../../apps/server/test/support/scan-pdf.ts',
  '../../apps/server/src/documents/reading/page-image.ts',
].map((path) => new URL(path, import.meta.url));
const MEMORY_SAMPLE_MS = 100;
const MB = 1024 * 1024;
const PAGE_SECONDS_TARGET = 15;
const WORDS_TARGET = 0.95;
const POINTS_TARGET = 10;

export async function pageCountOf(bytes: Uint8Array): Promise<number> {
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 });
  try {
    return (await task.promise).numPages;
  } catch {
    return 0; // A file pdf.js cannot open is not sampled.
  } finally {
    await task.destroy();
  }
}

/** The contract as scanned, made once per PDF, options and scanner. */
export async function scanOf(bytes: Buffer): Promise<Buffer> {
  const key = createHash('sha256').update(bytes).update(JSON.stringify(SCAN_OPTIONS));
  for (const source of SCANNER_SOURCES) key.update(readFileSync(source));
  const path = join(SCAN_CACHE, `${key.digest('hex')}.pdf`);
  if (existsSync(path)) return readFileSync(path);
  const scan = await scanPdf(bytes, SCAN_OPTIONS);
  mkdirSync(SCAN_CACHE, { recursive: true });
  writeFileSync(path, scan);
  return scan;
}

/** The reading child's resident size (0 when it is not running). */
const childResident = (pid: number | undefined) => (pid === undefined ? 0 : residentAlone(pid));

const textOf = (reading: TDocumentReading) =>
  reading.text.state === 'text' ? reading.text.pages.join('\n') : '';
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);
const round1 = (value: number) => Math.round(value * 10) / 10;

function describeFact(facts: TDocumentFacts, field: TCuadField): string {
  const fact = facts[field];
  if (!fact) return '—';
  const value =
    typeof fact.value === 'string' ? fact.value : `${fact.value.value} ${fact.value.unit.toLowerCase()}`;
  const quote = fact.quote.replace(/\s+/g, ' ');
  return `${value} (p.${fact.page}: "${quote.length > 160 ? `${quote.slice(0, 160)}…` : quote}")`;
}

/** Each contract and field where the scan's value is not the text layer's: what the loss is made of. */
function printDifferences(results: readonly ScanResult[], answers: Map<string, CuadAnswers>): void {
  const lines: string[] = [];
  for (const field of CUAD_FIELDS) {
    for (const result of results) {
      const [text, scan] = [result.textFacts[field], result.scanFacts[field]];
      if (JSON.stringify(text?.value) === JSON.stringify(scan?.value)) continue;
      lines.push(
        `  ${field}, ${result.file} (answer: ${answers.get(result.file)?.[field] || 'not stated'})`,
        `    text layer: ${describeFact(result.textFacts, field)}`,
        `    scan:       ${describeFact(result.scanFacts, field)}`,
      );
    }
  }
  console.log(
    lines.length === 0
      ? "\nThe scans' dates are the text layers' on every contract."
      : `\nWhere the scans' dates differ from the text layers':\n${lines.join('\n')}`,
  );
}

interface ScanResult {
  file: string;
  pages: number;
  recognised: number;
  /** Each recognised page's time, ms. */
  pageMs: number[];
  /** The whole reading of the scan, ms. */
  readingMs: number;
  peakBytes: number;
  state: TDocumentReading['text']['state'];
  words: WordRecovery;
  textFacts: TDocumentFacts;
  scanFacts: TDocumentFacts;
  /** The scan's facts had no figure been doubted (doubtful-figures.ts): what the gate costs or saves. */
  ungatedFacts: TDocumentFacts;
}

export async function scanScenario(
  kind: DbKind,
  dir: string,
  count = DEFAULT_SCAN_CONTRACTS,
  skip = 0,
  pages = DEFAULT_SCAN_PAGES,
): Promise<Measurement[]> {
  const runStarted = performance.now();
  const answers = loadCuadAnswers(dir);
  const files = cuadFiles(dir, answers);
  const sample = await chooseScanSample(
    files,
    async (file) => pageCountOf(readFileSync(join(dir, 'pdf', file))),
    { count, minPages: pages.min, maxPages: pages.max, skip },
  );
  const pageTotal = sample.reduce((sum, { pages }) => sum + pages, 0);
  console.log(
    `\nScanning ${sample.length} CUAD development contracts of ${pages.min} to ${pages.max} pages (${pageTotal} pages; the first ${skip} of the order left out) and reading them...`,
  );
  // The text layer alone (no page is recognised), and the server's own limits, which recognise scans.
  const textReader = createDocumentReader({ maxRecognisedPages: 0 });
  const scanReader = createDocumentReader();
  let recognising = false;
  let peakBytes = 0;
  const sampler = setInterval(() => {
    if (recognising) peakBytes = Math.max(peakBytes, childResident(scanReader.childPid()));
  }, MEMORY_SAMPLE_MS);
  const results: ScanResult[] = [];
  try {
    // One text PDF first, so the measured readings find the child started and pdf.js loaded.
    const [first] = sample;
    if (first) await scanReader.read({ bytes: readFileSync(join(dir, 'pdf', first.file)), kind: 'pdf' });
    for (const [index, { file, pages }] of sample.entries()) {
      const bytes = readFileSync(join(dir, 'pdf', file));
      const textReading = await textReader.read({ bytes, kind: 'pdf' });
      const scan = await scanOf(bytes);
      const startedAt: number[] = [];
      peakBytes = 0;
      const started = performance.now();
      const scanReading = await scanReader.read({
        bytes: scan,
        kind: 'pdf',
        onProgress: () => {
          startedAt.push(performance.now());
          recognising = true;
        },
      });
      const answeredAt = performance.now();
      recognising = false;
      peakBytes = Math.max(peakBytes, childResident(scanReader.childPid()));
      const result: ScanResult = {
        file,
        pages,
        recognised: scanReading.text.state === 'text' ? scanReading.text.recognisedPages.length : 0,
        pageMs: pageTimes(startedAt, answeredAt),
        readingMs: answeredAt - started,
        peakBytes,
        state: scanReading.text.state,
        words: wordsRecovered(textOf(textReading), textOf(scanReading)),
        textFacts: textReading.facts,
        scanFacts: scanReading.facts,
        ungatedFacts: scanReading.text.state === 'text' ? readDocumentFacts(scanReading.text.pages) : {},
      };
      results.push(result);
      const meanPage = result.pageMs.reduce((sum, ms) => sum + ms, 0) / Math.max(1, result.pageMs.length);
      console.log(
        `  ${index + 1}/${sample.length} ${file}: ${result.recognised}/${pages} pages recognised` +
          `${result.state === 'text' ? '' : ` (${result.state})`}, ${(meanPage / 1000).toFixed(1)} s a page, ` +
          `${percentOf(result.words.found, result.words.total).toFixed(1)}% of ${result.words.total} words`,
      );
    }
  } finally {
    clearInterval(sampler);
    await Promise.all([textReader.close(), scanReader.close()]);
  }

  const on = `on ${results.length} CUAD development contracts scanned`;
  const pageMs = results.flatMap((result) => result.pageMs).sort((a, b) => a - b);
  const recognisedPages = results.reduce((sum, result) => sum + result.recognised, 0);
  const readingMs = results.reduce((sum, result) => sum + result.readingMs, 0);
  const meanPageMs = pageMs.reduce((sum, ms) => sum + ms, 0) / Math.max(1, pageMs.length);
  const p95PageMs = percentile(pageMs, 95);
  const peaks = results.map((result) => result.peakBytes).sort((a, b) => a - b);
  const words = sumRecoveries(results.map((result) => result.words));
  const wordShare = words.total === 0 ? 0 : words.found / words.total;
  const lowest = results
    .filter((result) => result.words.total > 0)
    .map((result) => ({ file: result.file, share: result.words.found / result.words.total }))
    .sort((a, b) => a.share - b.share)[0];
  const unread = results.filter((result) => result.state !== 'text');
  const missed = mostMissed(words, 20);
  console.log(`\nWords of the text layers most often missing from the scans' text: ${missed.join(', ')}`);
  printDifferences(results, answers);
  console.log(`Scanned and read in ${((performance.now() - runStarted) / 60_000).toFixed(1)} min.`);

  const textScores = scoreCuad(
    results.map((result) => ({ file: result.file, facts: result.textFacts })),
    answers,
  );
  const scanScores = scoreCuad(
    results.map((result) => ({ file: result.file, facts: result.scanFacts })),
    answers,
  );
  const ungatedScores = scoreCuad(
    results.map((result) => ({ file: result.file, facts: result.ungatedFacts })),
    answers,
  );
  const fields = scanScores.flatMap((scanned, i): Measurement[] => {
    const [text, ungated] = [textScores[i], ungatedScores[i]];
    if (!text || !ungated) return [];
    const points = (scanned.accuracy - text.accuracy) * 100;
    return [
      {
        database: kind,
        scenario: `${scanned.field} ${on}: exact match from the scans (${scanned.labelled} state it)`,
        value: scanned.accuracy * 100,
        unit: '%',
        detail: { matched: scanned.matched, 'false suggestions': scanned.falseSuggestions },
      },
      {
        database: kind,
        scenario: `${scanned.field} ${on}: exact match from the scans had no figure been doubted`,
        value: ungated.accuracy * 100,
        unit: '%',
        detail: { matched: ungated.matched, 'false suggestions': ungated.falseSuggestions },
      },
      {
        database: kind,
        scenario: `${scanned.field} ${on}: exact match from their text layers`,
        value: text.accuracy * 100,
        unit: '%',
        detail: { matched: text.matched, 'false suggestions': text.falseSuggestions },
      },
      {
        database: kind,
        scenario: `${scanned.field} ${on}: scans against text layers`,
        value: round1(points),
        unit: 'points',
        target: `≥ −${POINTS_TARGET} points`,
        pass: points >= -POINTS_TARGET,
      },
    ];
  });
  return [
    {
      database: kind,
      scenario: `seconds per recognised page, mean (${pageMs.length} pages ${on})`,
      value: meanPageMs / 1000,
      unit: 's',
      detail: { 'whole readings per page': round1(readingMs / Math.max(1, recognisedPages) / 1000) },
    },
    {
      database: kind,
      scenario: `seconds per recognised page, p95 (${pageMs.length} pages ${on})`,
      value: p95PageMs / 1000,
      unit: 's',
      target: `≤ ${PAGE_SECONDS_TARGET} s`,
      pass: p95PageMs <= PAGE_SECONDS_TARGET * 1000,
      detail: { slowest: round1((pageMs.at(-1) ?? 0) / 1000) },
    },
    {
      database: kind,
      scenario: `reading child's peak resident memory while recognising (${on})`,
      value: (peaks.at(-1) ?? 0) / MB,
      unit: 'MB',
      detail: { 'p50 of the contracts': Math.round(percentile(peaks, 50) / MB) },
    },
    {
      database: kind,
      scenario: `words of the text layers recovered from the scans (${on})`,
      value: wordShare * 100,
      unit: '%',
      target: `≥ ${WORDS_TARGET * 100}%`,
      pass: wordShare >= WORDS_TARGET,
      detail: {
        words: words.total,
        found: words.found,
        ...(lowest ? { lowest: `${round1(lowest.share * 100)}% (${lowest.file})` } : {}),
      },
    },
    {
      database: kind,
      scenario: `scans read without text (timeout, too large, unreadable) (${on})`,
      value: unread.length,
      unit: 'contracts',
      ...(unread.length > 0 ? { detail: { files: unread.map((result) => result.file).join('; ') } } : {}),
    },
    ...fields,
  ];
}
