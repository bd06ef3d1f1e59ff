// Development runner for the rules that read a contract's key dates: reads every PDF of the CUAD
// development set as the server does (pdf.js, page by page), runs readDocumentFacts, and scores the
// suggestions against the lawyers' answers. No server, no HTTP: the official figures come from the
// bench that goes through the endpoint.
//   --dir <folder>     holds pdf/ and answers.csv (default ../shared/cuad-dev beside the repository)
//   --show <field>     print the misses and false suggestions of one field
//   --cache <folder>   keep each PDF's text there and reuse it (text time is then not measured)
//   --only <text>      only the files whose name contains this text
//   --fold <k>         cross-validation: --show prints only the other folds' misses (write from those),
//                      and fold k's figures are the judge of the change (docs/testing.md, Reading dates)
import { parseArgs } from 'node:util';
import type { TDocumentFacts } from '@keydate/domain';
import { readDocumentFacts } from '../../apps/server/src/documents/facts/read-document-facts.ts';
import {
  answerMatches,
  answerState,
  CUAD_DIR,
  CUAD_FIELDS,
  CUAD_FOLDS,
  type CuadAnswers,
  cuadFold,
  cuadSetOf,
  loadCuadAnswers,
  loadCuadClauses,
  scoreClauses,
  scoreCuad,
  type TCuadField,
} from '../lib/cuad-answers.ts';
import { cuadFiles, cuadPages } from '../lib/cuad-text.ts';
import { percentile } from '../lib/harness.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: CUAD_DIR },
    show: { type: 'string' },
    cache: { type: 'string' },
    only: { type: 'string' },
    fold: { type: 'string' },
  },
});
const judged = values.fold === undefined ? undefined : Number(values.fold);
if (judged !== undefined && !(Number.isInteger(judged) && judged >= 0 && judged < CUAD_FOLDS)) {
  console.error(`--fold takes 0 to ${CUAD_FOLDS - 1}`);
  process.exit(1);
}
const dir = values.dir as string;
const show = values.show as TCuadField | undefined;
if (show && !CUAD_FIELDS.includes(show)) {
  console.error(`--show takes one of ${CUAD_FIELDS.join(', ')}`);
  process.exit(1);
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
const files = cuadFiles(dir, answers).filter((file) => !values.only || file.includes(values.only));
const results: Array<{ file: string; facts: TDocumentFacts }> = [];
const textTimes: number[] = [];
const ruleTimes: number[] = [];
const totalTimes: number[] = [];
for (const file of files) {
  const { pages, textMs } = await cuadPages(dir, file, values.cache);
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

type TResult = { file: string; facts: TDocumentFacts };
const printScores = (title: string, part: TResult[]) => {
  console.log(`\n${title}: ${part.length} contracts\n`);
  console.log('| field | exact | labelled | false suggestions | unlabelled | blanks |');
  console.log('|---|---|---|---|---|---|');
  for (const score of scoreCuad(part, answers)) {
    console.log(
      `| ${score.field} | ${percent(score.accuracy)} (${score.matched}) | ${score.labelled} | ${percent(score.falseRate)} (${score.falseSuggestions}) | ${score.unlabelled} | ${score.blanks} |`,
    );
  }
};

console.log(`\n${results.length} contracts from ${dir}`);
printScores('All', results);
const setOf = cuadSetOf(answers);
printScores(
  'The first 114, which the rules were written from',
  results.filter((r) => setOf(r.file) === 'written from'),
);
printScores(
  'The 267 added later',
  results.filter((r) => setOf(r.file) === 'added'),
);

console.log('\nExact match per fold (cross-validation; folds by a hash of the file name)\n');
console.log(`| field | ${Array.from({ length: CUAD_FOLDS }, (_, k) => `fold ${k}`).join(' | ')} | mean |`);
console.log(`|---|${'---|'.repeat(CUAD_FOLDS + 1)}`);
const byFold = Array.from({ length: CUAD_FOLDS }, (_, k) =>
  scoreCuad(
    results.filter((r) => cuadFold(r.file) === k),
    answers,
  ),
);
for (const [i, field] of CUAD_FIELDS.entries()) {
  const accuracies = byFold.map((scores) => scores[i]?.accuracy ?? 0);
  const mean = accuracies.reduce((sum, value) => sum + value, 0) / CUAD_FOLDS;
  console.log(`| ${field} | ${accuracies.map(percent).join(' | ')} | ${percent(mean)} |`);
}

console.log(
  "\nWhere the loss is: of the suggestions on contracts that state the field, how many quote the lawyers'",
);
console.log('excerpt (found the right clause), and of those, how many read it right\n');
console.log('| field | suggested | found the clause | read it right |');
console.log('|---|---|---|---|');
for (const score of scoreClauses(results, answers, loadCuadClauses(dir))) {
  const share = (part: number, whole: number) => (whole === 0 ? '—' : `${percent(part / whole)} (${part})`);
  console.log(
    `| ${score.field} | ${score.suggested} | ${share(score.foundClause, score.suggested)} | ${share(score.readRight, score.foundClause)} |`,
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
if (judged !== undefined)
  printScores(
    `Fold ${judged}, the judge`,
    results.filter((r) => cuadFold(r.file) === judged),
  );
if (show) {
  const writtenFrom = judged === undefined ? results : results.filter((r) => cuadFold(r.file) !== judged);
  printMisses(writtenFrom, answers, show);
}
