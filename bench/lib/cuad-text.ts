// The text of a CUAD development contract as the server reads it (pdf.js, page by page, no
// recognition), for the runners that read many contracts again and again: with a cache folder each
// PDF's pages are kept there as JSON and read back the next time (its reading time is then unknown).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPdfText } from '../../apps/server/src/documents/reading/pdf-text.ts';
import type { CuadAnswers } from './cuad-answers.ts';

const MAX_PAGES = 200;

/** The development contracts of `dir` that have answers, by file name in order. */
export function cuadFiles(dir: string, answers: Map<string, CuadAnswers>): string[] {
  return readdirSync(join(dir, 'pdf'))
    .filter((file) => file.toLowerCase().endsWith('.pdf') && answers.has(file))
    .sort();
}

/** The pages of `dir`/pdf/`file`, and how long reading them took (null when they came from the cache). */
export async function cuadPages(
  dir: string,
  file: string,
  cache?: string,
): Promise<{ pages: string[]; textMs: number | null }> {
  const cached = cache ? join(cache, `${file}.json`) : null;
  if (cached && existsSync(cached)) return { pages: JSON.parse(readFileSync(cached, 'utf8')), textMs: null };
  const started = performance.now();
  const { pages } = await readPdfText(new Uint8Array(readFileSync(join(dir, 'pdf', file))), {
    maxPages: MAX_PAGES,
    maxRecognisedPages: 0,
  });
  const textMs = performance.now() - started;
  if (cache && cached) {
    mkdirSync(cache, { recursive: true });
    writeFileSync(cached, JSON.stringify(pages));
  }
  return { pages, textMs };
}
