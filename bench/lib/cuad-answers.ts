// The lawyers' answers of the CUAD development set (answers.csv) and the one place that says when a
// suggestion matches one. Both the local runner and the HTTP bench score through scoreCuad.
//
// Comparison rules, the same for every field:
// - a date answer is m/d/yy or m/d/yyyy; a two-digit year below 70 is 20yy, else 19yy;
// - 'perpetual' equals only 'perpetual';
// - a duration is the number just before its unit ('successive 1 year', '3 successive 1 year' and
//   '(6) months' read as 1 year, 1 year and 6 months); two durations are equal when value and unit
//   match or when they are the same number of months (1 year = 12 months); days compare as days;
// - an answer with ';' matches when any of its parts does;
// - an answer holding '[]' (a blank left in the contract) cannot be matched exactly: it is counted
//   apart (blanks) and is neither in the accuracy nor in the false suggestions;
// - an empty cell means the contract does not state the field.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TDocumentFacts } from '@keydate/domain';
import { parseCsv } from './csv.ts';

/** The development set beside the repository: answers.csv and pdf/. */
export const CUAD_DIR = resolve(import.meta.dirname, '../../../shared/cuad-dev');

export const CUAD_FIELDS = [
  'agreementDate',
  'effectiveDate',
  'expirationDate',
  'renewalTerm',
  'noticePeriod',
] as const;
export type TCuadField = (typeof CUAD_FIELDS)[number];
/** The raw cells of one contract's row. */
export type CuadAnswers = Record<TCuadField, string>;

export interface CuadFieldScore {
  field: TCuadField;
  /** Contracts whose answer states the field (blanks excluded). */
  labelled: number;
  matched: number;
  /** matched / labelled, 0..1. */
  accuracy: number;
  /** Contracts whose answer is empty. */
  unlabelled: number;
  /** Unlabelled contracts that got a suggestion anyway. */
  falseSuggestions: number;
  /** falseSuggestions / unlabelled, 0..1. */
  falseRate: number;
  /** Answers with a blank ('[]') in them, counted apart. */
  blanks: number;
}

/** The answers by PDF file name; `dir` holds answers.csv. */
export function loadCuadAnswers(dir: string): Map<string, CuadAnswers> {
  const [header, ...rows] = parseCsv(readFileSync(join(dir, 'answers.csv'), 'utf8'));
  if (!header) throw new Error(`${dir}/answers.csv is empty`);
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${dir}/answers.csv has no column ${name}`);
    return index;
  };
  const fileColumn = column('file');
  const fieldColumns = CUAD_FIELDS.map((field) => [field, column(field)] as const);
  const answers = new Map<string, CuadAnswers>();
  for (const row of rows) {
    const file = row[fileColumn]?.trim();
    if (!file) continue;
    const cells = Object.fromEntries(fieldColumns.map(([field, index]) => [field, row[index]?.trim() ?? '']));
    answers.set(file, cells as CuadAnswers);
  }
  return answers;
}

type TAnswerState = 'empty' | 'blank' | 'stated';

export function answerState(cell: string): TAnswerState {
  if (cell.trim() === '') return 'empty';
  return cell.includes('[]') ? 'blank' : 'stated';
}

/** An answer date as YYYY-MM-DD, or null when it is not an m/d/y date. */
export function normalizeAnswerDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, day] = [Number(match[1]), Number(match[2])];
  let year = Number(match[3]);
  if (match[3]?.length === 2) year += year < 70 ? 2000 : 1900;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const UNIT_MONTHS = { DAYS: null, MONTHS: 1, YEARS: 12 } as const;
type TUnit = keyof typeof UNIT_MONTHS;
export interface AnswerDuration {
  value: number;
  unit: TUnit;
}

/** The duration an answer names: the number just before its unit ('3 successive 1 year' is 1 year). */
export function normalizeAnswerDuration(text: string): AnswerDuration | 'perpetual' | null {
  if (/^\s*perpetual\s*$/i.test(text)) return 'perpetual';
  const matches = [...text.matchAll(/(\d+)\)?\s*(day|month|year)s?\b/gi)];
  const last = matches.at(-1);
  if (!last) return null;
  const unit = `${last[2]?.toUpperCase()}S` as TUnit;
  return { value: Number(last[1]), unit };
}

export function sameDuration(a: AnswerDuration, b: AnswerDuration): boolean {
  if (a.value === b.value && a.unit === b.unit) return true;
  const monthsA = UNIT_MONTHS[a.unit];
  const monthsB = UNIT_MONTHS[b.unit];
  return monthsA !== null && monthsB !== null && a.value * monthsA === b.value * monthsB;
}

/** The suggestion of one field as a comparable value, or undefined when none was made. */
function suggestionOf(facts: TDocumentFacts, field: TCuadField): string | AnswerDuration | undefined {
  return facts[field]?.value;
}

function partMatches(part: string, suggestion: string | AnswerDuration): boolean {
  if (typeof suggestion === 'string') {
    if (suggestion === 'perpetual') return /^\s*perpetual\s*$/i.test(part);
    return normalizeAnswerDate(part) === suggestion;
  }
  const answer = normalizeAnswerDuration(part);
  return answer !== null && answer !== 'perpetual' && sameDuration(answer, suggestion);
}

/** Whether a suggestion matches a stated answer: any ';'-separated part may match. */
export function answerMatches(cell: string, suggestion: string | AnswerDuration): boolean {
  return cell.split(';').some((part) => partMatches(part.trim(), suggestion));
}

/**
 * Per field, the exact-match accuracy over the contracts that state it and the share of the others
 * that got a suggestion. Every result must name a file of the answers (a mismatch of folders would
 * otherwise score as silence).
 */
export function scoreCuad(
  results: Array<{ file: string; facts: TDocumentFacts }>,
  answers: Map<string, CuadAnswers>,
): CuadFieldScore[] {
  return CUAD_FIELDS.map((field) => {
    const score = { labelled: 0, matched: 0, unlabelled: 0, falseSuggestions: 0, blanks: 0 };
    for (const { file, facts } of results) {
      const row = answers.get(file);
      if (!row) throw new Error(`No answer for ${file}`);
      const cell = row[field];
      const suggestion = suggestionOf(facts, field);
      const state = answerState(cell);
      if (state === 'blank') score.blanks += 1;
      else if (state === 'empty') {
        score.unlabelled += 1;
        if (suggestion !== undefined) score.falseSuggestions += 1;
      } else {
        score.labelled += 1;
        if (suggestion !== undefined && answerMatches(cell, suggestion)) score.matched += 1;
      }
    }
    return {
      field,
      ...score,
      accuracy: score.labelled === 0 ? 0 : score.matched / score.labelled,
      falseRate: score.unlabelled === 0 ? 0 : score.falseSuggestions / score.unlabelled,
    };
  });
}

/**
 * The first rows of answers.csv are the contracts the rules were first written from; the rows after them
 * were added later, and were read by the rules as contracts never seen.
 */
export const CUAD_WRITTEN_FROM = 114;

export type TCuadSet = 'all' | 'written from' | 'added';

/** Which of the development set's parts a file is in, by its row in answers.csv. */
export function cuadSetOf(answers: Map<string, CuadAnswers>): (file: string) => Exclude<TCuadSet, 'all'> {
  const order = new Map([...answers.keys()].map((file, row) => [file, row]));
  return (file) =>
    (order.get(file) ?? Number.POSITIVE_INFINITY) < CUAD_WRITTEN_FROM ? 'written from' : 'added';
}

/** Folds of the cross-validation: five, fixed by a hash of the file name, the same on every machine. */
export const CUAD_FOLDS = 5;

export function cuadFold(file: string): number {
  return Number.parseInt(createHash('sha256').update(file).digest('hex').slice(0, 8), 16) % CUAD_FOLDS;
}

/** The excerpts the lawyers marked as stating each field, by PDF file name (clauses.json). */
export type CuadClauses = Map<string, Partial<Record<TCuadField, string[]>>>;

export function loadCuadClauses(dir: string): CuadClauses {
  const path = join(dir, 'clauses.json');
  if (!existsSync(path)) return new Map();
  return new Map(
    Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<TCuadField, string[]>>),
  );
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Runs of this many words shared by a quote and an excerpt say they are the same passage. */
const SHARED_RUN = 5;

/**
 * Whether a quoted sentence is (part of) one of the lawyers' excerpts: they share a run of five words,
 * or, when one of them is shorter than that, it lies inside the other.
 */
export function quoteOverlaps(quote: string, excerpts: readonly string[]): boolean {
  const quoted = words(quote);
  return excerpts.some((excerpt) => {
    const marked = words(excerpt);
    const [shorter, longer] = quoted.length <= marked.length ? [quoted, marked] : [marked, quoted];
    if (shorter.length === 0) return false;
    const run = Math.min(SHARED_RUN, shorter.length);
    const longerText = ` ${longer.join(' ')} `;
    for (let at = 0; at + run <= shorter.length; at += 1) {
      if (longerText.includes(` ${shorter.slice(at, at + run).join(' ')} `)) return true;
    }
    return false;
  });
}

export interface CuadClauseScore {
  field: TCuadField;
  /** Labelled contracts that got a suggestion, and whose excerpts are known. */
  suggested: number;
  /** Of those, the suggestions whose quote is one of the lawyers' excerpts (found the right clause). */
  foundClause: number;
  /** Of those found, the ones whose value matches (read it right). */
  readRight: number;
}

/** Per field: how often the quote is the clause the lawyers marked, apart from whether the value is right. */
export function scoreClauses(
  results: Array<{ file: string; facts: TDocumentFacts }>,
  answers: Map<string, CuadAnswers>,
  clauses: CuadClauses,
): CuadClauseScore[] {
  return CUAD_FIELDS.map((field) => {
    const score = { field, suggested: 0, foundClause: 0, readRight: 0 };
    for (const { file, facts } of results) {
      const cell = answers.get(file)?.[field] ?? '';
      const fact = facts[field];
      const excerpts = clauses.get(file)?.[field] ?? [];
      if (answerState(cell) !== 'stated' || !fact || excerpts.length === 0) continue;
      score.suggested += 1;
      if (!quoteOverlaps(fact.quote, excerpts)) continue;
      score.foundClause += 1;
      if (answerMatches(cell, fact.value)) score.readRight += 1;
    }
    return score;
  });
}
