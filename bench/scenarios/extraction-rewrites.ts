// How well the reading rules hold when a contract says the same thing in other words. Each rewrite
// below changes how every development contract is written but not what it means ("shall" for "will",
// "three (3) years" for "3 years", "1 January 2020" for "January 1, 2020"); the runner reads every
// contract as written and rewritten and prints, per field, how many of the values read right survive the
// rewrite, and the false suggestions it adds. A rule that reads only one way of writing a fact fails
// here whatever contract it was written from, so this measures the rules on writing they have not
// been tuned on, not on the contracts' labels.
//   --dir <folder>      holds pdf/ and answers.csv (default ../shared/cuad-dev beside the repository)
//   --cache <folder>    keep each PDF's text there and reuse it (as extraction-local.ts --cache)
//   --only <rewrite>    one rewrite, by name
//   --show <field>      with --only: print the contracts whose value the rewrite lost, and those it
//                       gave a false suggestion
import { parseArgs } from 'node:util';
import { asCalendarDate, formatLongDate, type TDocumentFacts } from '@keydate/domain';
import { MONTH_NAME, WORD_NUMBER } from '../../apps/server/src/documents/facts/phrases.ts';
import { readDocumentFacts } from '../../apps/server/src/documents/facts/read-document-facts.ts';
import {
  answerMatches,
  answerState,
  CUAD_DIR,
  CUAD_FIELDS,
  type CuadAnswers,
  loadCuadAnswers,
  type TCuadField,
} from '../lib/cuad-answers.ts';
import { cuadFiles, cuadPages } from '../lib/cuad-text.ts';

/** "January 1, 2020", "Jan. 1st, 2020": the month's name, the day and the year. */
const MONTH_DAY_YEAR = new RegExp(
  String.raw`\b(${MONTH_NAME})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\s*,?\s*((?:19|20)\d\d)\b`,
  'gi',
);
/** "three (3)", "thirty-six (36)": a number written out with its digits after it. */
const WORDS_AND_DIGITS = new RegExp(String.raw`\b(${WORD_NUMBER})\s*\((\d{1,3})\)`, 'gi');

const pad = (n: number) => String(n).padStart(2, '0');
const monthName = (month: number) =>
  formatLongDate(asCalendarDate(`2000-${pad(month)}-01`)).split(' ')[0] ?? '';
const monthOf = (name: string) =>
  Array.from({ length: 12 }, (_, i) => i + 1).find(
    (month) => monthName(month).slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase(),
  ) ?? 1;
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

interface TWrittenDate {
  day: number;
  month: number;
  year: string;
  /** The text just before the date. */
  before: string;
}
/** Every "January 1, 2020" of a text written another way (or left as it is where `write` says null). */
const rewriteDates = (text: string, write: (date: TWrittenDate) => string | null) =>
  text.replace(MONTH_DAY_YEAR, (written: string, month: string, day: string, year: string, at: number) => {
    const before = text.slice(Math.max(0, at - 3), at);
    return write({ day: Number(day), month: monthOf(month), year, before }) ?? written;
  });

/** Meaning-preserving rewrites of a contract's text, each a way contracts are commonly written. */
const REWRITES: Record<string, (text: string) => string> = {
  'will for shall': (text) => text.replace(/\bshall\b/g, 'will').replace(/\bShall\b/g, 'Will'),
  'Contract for Agreement': (text) =>
    text.replace(/\bAgreement\b/g, 'Contract').replace(/\bAGREEMENT\b/g, 'CONTRACT'),
  'digits only ("3 years")': (text) => text.replace(WORDS_AND_DIGITS, '$2'),
  'words only ("three years")': (text) => text.replace(WORDS_AND_DIGITS, '$1'),
  'day month year ("1 January 2020")': (text) =>
    rewriteDates(text, ({ day, month, year }) => `${day} ${monthName(month)} ${year}`),
  // In a sentence only: a form's field ("Date: January 1, 2020") is not written this way.
  'ordinal day ("the 1st day of January, 2020")': (text) =>
    rewriteDates(text, ({ day, month, year, before }) =>
      /:\s*$/.test(before) ? null : `the ${ordinal(day)} day of ${monthName(month)}, ${year}`,
    ),
  'ordinal before the month ("1st January 2020")': (text) =>
    rewriteDates(text, ({ day, month, year }) => `${ordinal(day)} ${monthName(month)} ${year}`),
  'numeric dates ("01/01/2020")': (text) =>
    rewriteDates(text, ({ day, month, year }) => `${pad(month)}/${pad(day)}/${year}`),
  'Commencement Date for Effective Date': (text) =>
    text
      .replace(/\bEffective Date\b/g, 'Commencement Date')
      .replace(/\bEFFECTIVE DATE\b/g, 'COMMENCEMENT DATE'),
  'calendar days': (text) => text.replace(/\b(\d+\)?\s+)days\b/g, '$1calendar days'),
  'a length before its noun ("a three-year period")': (text) =>
    text.replace(
      new RegExp(String.raw`\ba period of (${WORD_NUMBER})\s*\(\d{1,3}\)\s+(year|month|day)s?\b`, 'gi'),
      (_, number: string, unit: string) => `a ${number.toLowerCase()}-${unit.toLowerCase()} period`,
    ),
  '"the date of this Agreement" for "the date hereof"': (text) =>
    text.replace(/\bthe date hereof\b/g, 'the date of this Agreement'),
  'before for prior to': (text) => text.replace(/\bprior to\b/g, 'before').replace(/\bPrior to\b/g, 'Before'),
  'extend for renew': (text) =>
    text
      .replace(/\brenewals?\b/g, (word) => (word.endsWith('s') ? 'extensions' : 'extension'))
      .replace(/\bRenewals?\b/g, (word) => (word.endsWith('s') ? 'Extensions' : 'Extension'))
      .replace(/\brenew(s|ed|ing)?\b/g, (_, ending: string | undefined) => `extend${ending ?? ''}`),
  'expiry for expiration': (text) =>
    text.replace(/\bexpiration\b/g, 'expiry').replace(/\bExpiration\b/g, 'Expiry'),
  // In running text ("the Term", "this Agreement"); headings and the quoted names keep their capitals.
  'defined terms in lower case ("the effective date")': (text) =>
    text.replace(
      /\b(the|this) (Effective Date|Agreement|Initial Term|Renewal Term|Term)\b/g,
      (_, article: string, words: string) => `${article} ${words.toLowerCase()}`,
    ),
  'begin for commence': (text) =>
    text
      .replace(/\bcommencing\b/g, 'beginning')
      .replace(/\bcommences\b/g, 'begins')
      .replace(/\bcommence\b/g, 'begin'),
  'straight quotes for curly ones': (text) => text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'"),
  'curly quotes for straight ones': (text) =>
    text
      .replace(/"(?=\w)/g, '“')
      .replace(/"/g, '”')
      .replace(/'/g, '’'),
  'consecutive for successive': (text) =>
    text.replace(/\bsuccessive\b/g, 'consecutive').replace(/\bSuccessive\b/g, 'Consecutive'),
  '"Renewal Period" for "Renewal Term"': (text) =>
    text.replace(/\b(Initial|Renewal|Extension) Term(s?)\b/g, '$1 Period$2'),
  'then current for then-current': (text) =>
    text.replace(/\bthen-current\b/gi, (word) => word.replace('-', ' ')),
  'open lengths ("one year term")': (text) =>
    text.replace(
      new RegExp(String.raw`\b(${WORD_NUMBER}|\d{1,3})-(year|month|day)\b`, 'gi'),
      (_, number: string, unit: string) => `${number} ${unit}`,
    ),
  'ordinal after the month ("January 1st, 2020")': (text) =>
    rewriteDates(text, ({ day, month, year }) => `${monthName(month)} ${ordinal(day)}, ${year}`),
  'abbreviated months ("Jan. 1, 2020")': (text) =>
    rewriteDates(text, ({ day, month, year }) =>
      month === 5 ? null : `${monthName(month).slice(0, 3)}. ${day}, ${year}`,
    ),
  'two-digit years ("1/1/20")': (text) =>
    rewriteDates(text, ({ day, month, year }) => `${month}/${day}/${year.slice(2)}`),
  'ISO dates ("2020-01-01")': (text) =>
    rewriteDates(text, ({ day, month, year }) => `${year}-${pad(month)}-${pad(day)}`),
  '"hereinafter referred to as" before a name': (text) =>
    text.replace(/\((?:the\s+)?(["“])/g, '(hereinafter referred to as the $1'),
  'between for by and between': (text) =>
    text.replace(/\bby and between\b/g, 'between').replace(/\bBY AND BETWEEN\b/g, 'BETWEEN'),
  'entered into for made and entered into': (text) =>
    text.replace(/\bmade and entered into\b/g, 'entered into'),
  'a renewal in the passive ("shall be automatically renewed")': (text) =>
    text
      .replace(/\b(shall|will) automatically renew\b/g, '$1 be automatically renewed')
      .replace(/\bautomatically renews\b/g, 'is automatically renewed'),
  'Duration for Term as a heading': (text) =>
    text.replace(
      /^(\s*(?:\d+(?:\.\d+)*\.?\s+)?)(Term|TERM)(?=[.:]|\s*$)/gm,
      (_, number: string, term: string) => `${number}${term === 'TERM' ? 'DURATION' : 'Duration'}`,
    ),
  '"with effect from" for "commencing on"': (text) =>
    text.replace(/\b(commencing|beginning|starting) on\b/g, 'with effect from'),
  '"come into force" for "commence"': (text) =>
    text.replace(/\b(shall|will) commence\b/g, '$1 come into force'),
  '"for a term of" for "for a period of"': (text) => text.replace(/\bfor a period of\b/g, 'for a term of'),
  '"continue in force" for "remain in full force and effect"': (text) =>
    text.replace(/\bremain in full force and effect\b/g, 'continue in force'),
  'terminate for expire': (text) =>
    text.replace(
      /\b(E|e)xpire(s|d)?\b/g,
      (_, e: string, ending: string | undefined) => `${e === 'E' ? 'T' : 't'}erminate${ending ?? ''}`,
    ),
  '"notice in writing" for "written notice"': (text) =>
    text.replace(/\bwritten notice\b/g, 'notice in writing'),
  'the renewal clause in capitals': (text) =>
    text.replace(/[^.]*\b(?:renew|RENEW)[^.]*\./g, (sentence) => sentence.toUpperCase()),
  'headings in capitals': (text) =>
    text.replace(
      /^(\s*(?:\d+(?:\.\d+)*\.?|Section \d+(?:\.\d+)*\.?)\s+)([A-Z][A-Za-z,&' -]{2,40}\.?)[ \t]*$/gm,
      (_, number: string, heading: string) => `${number}${heading.toUpperCase()}`,
    ),
  '"Section" before clause numbers': (text) =>
    text.replace(/^(\s*)(\d+\.\d+(?:\.\d+)*\.?)(\s+)(?=[A-Z(])/gm, '$1Section $2$3'),
  // A line that goes on in lower case joins the one before; a list item ("(ii) ...") keeps its line.
  'wider lines (a paragraph on one line)': (text) => text.replace(/([^.:;\n])\n(?=[a-z])/g, '$1 '),
  // As Tesseract may read a page: the opening parenthesis of the figures lost.
  'a scan\'s lost parenthesis ("five 5) years")': (text) => text.replace(WORDS_AND_DIGITS, '$1 $2)'),
  '"not less than" for "at least"': (text) =>
    text.replace(/\bat least\b/g, 'not less than').replace(/\bAt least\b/g, 'Not less than'),
  'nonrenewal for non-renewal': (text) => text.replace(/\b(N|n)on-(renew|RENEW)/g, '$1on$2'),
  // "sixty (60) days' notice", "six months' written notice": the possessive's apostrophe dropped.
  'notice without the apostrophe ("60 days notice")': (text) =>
    text.replace(/\b(days|months|years)['’]/gi, '$1'),
  'a renewal after its verb ("shall renew automatically")': (text) =>
    text.replace(/\b(shall|will) automatically (renew|extend|continue)\b/g, '$1 $2 automatically'),
  '"unless sooner terminated" for "unless earlier terminated"': (text) =>
    text.replace(/\bunless (earlier|previously) terminated\b/g, 'unless sooner terminated'),
  'narrower lines (at most 60 characters)': (text) =>
    text
      .split('\n')
      // Not before a single letter: a text layer's split word ("27t h day") stays on its line.
      .map((line) => line.replace(/(.{20,59}) (?=\S{2}.{18})/g, '$1\n'))
      .join('\n'),
};

// A contract from another drafter differs in many ways at once: these rewrites together.
const TOGETHER = [
  'will for shall',
  'Contract for Agreement',
  'Commencement Date for Effective Date',
  'ordinal after the month ("January 1st, 2020")',
  '"Renewal Period" for "Renewal Term"',
  'consecutive for successive',
  'before for prior to',
  '"notice in writing" for "written notice"',
  '"hereinafter referred to as" before a name',
  '"Section" before clause numbers',
  'curly quotes for straight ones',
];
REWRITES['several of the above at once'] = (text) =>
  TOGETHER.reduce((rewritten, name) => (REWRITES[name] as (text: string) => string)(rewritten), text);

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: CUAD_DIR },
    cache: { type: 'string' },
    only: { type: 'string' },
    show: { type: 'string' },
  },
});
const dir = values.dir as string;
const show = values.show as TCuadField | undefined;
if (show && !CUAD_FIELDS.includes(show)) {
  console.error(`--show takes one of ${CUAD_FIELDS.join(', ')}`);
  process.exit(1);
}
const rewrites = Object.entries(REWRITES).filter(([name]) => !values.only || name.startsWith(values.only));
if (rewrites.length === 0) {
  console.error(`--only takes one of: ${Object.keys(REWRITES).join('; ')}`);
  process.exit(1);
}

const answers = loadCuadAnswers(dir);
const files = cuadFiles(dir, answers);
const documents: Array<{ file: string; pages: string[]; facts: TDocumentFacts }> = [];
for (const file of files) {
  const { pages } = await cuadPages(dir, file, values.cache);
  documents.push({ file, pages, facts: readDocumentFacts(pages) });
}

const rightOn = (cells: CuadAnswers, facts: TDocumentFacts, field: TCuadField) => {
  const cell = cells[field];
  const value = facts[field]?.value;
  return answerState(cell) === 'stated' && value !== undefined && answerMatches(cell, value);
};
const falseOn = (cells: CuadAnswers, facts: TDocumentFacts, field: TCuadField) =>
  answerState(cells[field]) === 'empty' && facts[field] !== undefined;
const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`;

console.log(`\n${documents.length} contracts from ${dir}, each read as written and rewritten`);
console.log('\nOf the values read right as written, the share still read right when rewritten; and the');
console.log('false suggestions as written and rewritten\n');
console.log(`| rewrite | ${CUAD_FIELDS.map((field) => `${field} kept`).join(' | ')} | false suggestions |`);
console.log(`|---|${'---|'.repeat(CUAD_FIELDS.length + 1)}`);
const lost: Array<{ file: string; field: TCuadField; before: unknown; after: unknown }> = [];
for (const [name, rewrite] of rewrites) {
  const kept = new Map<TCuadField, { right: number; kept: number }>(
    CUAD_FIELDS.map((field) => [field, { right: 0, kept: 0 }]),
  );
  let falseBefore = 0;
  let falseAfter = 0;
  for (const { file, pages, facts } of documents) {
    const cells = answers.get(file) as CuadAnswers;
    const rewritten = readDocumentFacts(pages.map(rewrite));
    for (const field of CUAD_FIELDS) {
      const tally = kept.get(field) as { right: number; kept: number };
      if (falseOn(cells, facts, field)) falseBefore++;
      if (falseOn(cells, rewritten, field)) {
        falseAfter++;
        if (field === show && !falseOn(cells, facts, field))
          lost.push({ file, field, before: facts[field], after: rewritten[field] });
      }
      if (!rightOn(cells, facts, field)) continue;
      tally.right++;
      if (rightOn(cells, rewritten, field)) tally.kept++;
      else if (field === show) lost.push({ file, field, before: facts[field], after: rewritten[field] });
    }
  }
  const shares = CUAD_FIELDS.map((field) => {
    const tally = kept.get(field) as { right: number; kept: number };
    return `${percent(tally.kept, tally.right)} (${tally.kept}/${tally.right})`;
  });
  console.log(`| ${name} | ${shares.join(' | ')} | ${falseBefore} → ${falseAfter} |`);
}
for (const { file, before, after } of lost) {
  const describe = (fact: unknown) =>
    fact === undefined ? '—' : JSON.stringify((fact as { value: unknown; quote: string }).value);
  console.log(`\n• ${file}\n  as written: ${describe(before)}   rewritten: ${describe(after)}`);
  const quoted = (before ?? after) as { quote: string } | undefined;
  if (quoted) console.log(`  ${quoted.quote}`);
}
