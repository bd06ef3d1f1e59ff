// Development runner for the rules that read a contract's key dates: reads every PDF of the CUAD
// development set as the server does (pdf.js, page by page), runs readDocumentFacts, and scores the
// suggestions against the lawyers' answers. No server, no HTTP: the official figures come from the
// bench that goes through the endpoint.
//   --dir <folder>     holds pdf/ and answers.csv (default ../shared/cuad-dev beside the repository)
//   --show <field>     print the misses and false suggestions of one field
//   --cache <folder>   keep each PDF's text there and reuse it (text time is then not measured)
//   --only <text>      only the files whose name contains this text
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { TDocumentFacts } from '@keydate/domain';
import { readDocumentFacts } from '../../apps/server/src/documents/facts/read-document-facts.ts';
import { readPdfText } from '../../apps/server/src/documents/reading/pdf-text.ts';
import {
  answerMatches,
  answerState,
  CUAD_DIR,
  CUAD_FIELDS,
  type CuadAnswers,
  loadCuadAnswers,
  scoreCuad,
  type TCuadField,
} from '../lib/cuad-answers.ts';
import { percentile } from '../lib/harness.ts';

const MAX_PAGES = 200;

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: CUAD_DIR },
    show: { type: 'string' },
    cache: { type: 'string' },
    only: { type: 'string' },
  },
});
const dir = values.dir as string;
const show = values.show as TCuadField | undefined;
if (show && !CUAD_FIELDS.includes(show)) {
  console.error(`--show takes one of ${CUAD_FIELDS.join(', ')}`);
  process.exit(1);
}

async function pagesOf(file: string): Promise<{ pages: string[]; textMs: number | null }> {
  const cached = values.cache ? join(values.cache, `${file}.json`) : null;
  if (cached && existsSync(cached)) return { pages: JSON.parse(readFileSync(cached, 'utf8')), textMs: null };
  const started = performance.now();
  const { pages } = await readPdfText(new Uint8Array(readFileSync(join(dir, 'pdf', file))), MAX_PAGES);
  const textMs = performance.now() - started;
  if (cached && values.cache) {
    mkdirSync(values.cache, { recursive: true });
    writeFileSync(cached, JSON.stringify(pages));
  }
  return { pages, textMs };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function describeValue(facts: TDocumentFacts, field: TCuadField): string {
  const value = facts[field]?.value;
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : `${value.value} ${value.unit.toLowerCase()}`;
}

function printMisses(
  results: Array<{ file: string; facts: TDocumentFacts }>,
  answers: Map<string, CuadAnswers>,
  field: TCuadField,
) {
  console.log(`\nMisses and false suggestions of ${field}:`);
  for (const { file, facts } of results) {
    const cell = answers.get(file)?.[field] ?? '';
    const state = answerState(cell);
    const fact = facts[field];
    if (state === 'blank') continue;
    if (state === 'empty' && !fact) continue;
    if (state === 'stated' && fact && answerMatches(cell, fact.value)) continue;
    console.log(`\n• ${file}`);
    console.log(`  expected: ${cell || '(not stated)'}   got: ${describeValue(facts, field)}`);
    if (fact) console.log(`  p.${fact.page}: ${fact.quote}`);
  }
}

const answers = loadCuadAnswers(dir);
const files = readdirSync(join(dir, 'pdf'))
  .filter((file) => file.toLowerCase().endsWith('.pdf') && answers.has(file))
  .filter((file) => !values.only || file.includes(values.only))
  .sort();
const results: Array<{ file: string; facts: TDocumentFacts }> = [];
const textTimes: number[] = [];
const ruleTimes: number[] = [];
const totalTimes: number[] = [];
for (const file of files) {
  const { pages, textMs } = await pagesOf(file);
  const started = performance.now();
  const facts = readDocumentFacts(pages);
  const rulesMs = performance.now() - started;
  ruleTimes.push(rulesMs);
  if (textMs !== null) {
    textTimes.push(textMs);
    totalTimes.push(textMs + rulesMs);
  }
  results.push({ file, facts });
}

console.log(`\n${results.length} contracts from ${dir}\n`);
console.log('| field | exact | labelled | false suggestions | unlabelled | blanks |');
console.log('|---|---|---|---|---|---|');
for (const score of scoreCuad(results, answers)) {
  console.log(
    `| ${score.field} | ${percent(score.accuracy)} (${score.matched}) | ${score.labelled} | ${percent(score.falseRate)} (${score.falseSuggestions}) | ${score.unlabelled} | ${score.blanks} |`,
  );
}
const timing = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`,
  );
};
console.log('');
timing('rules', ruleTimes);
if (totalTimes.length > 0) {
  timing('text', textTimes);
  timing('text + rules', totalTimes);
} else console.log('text: read from the cache, not measured');
if (show) printMisses(results, answers, show);
