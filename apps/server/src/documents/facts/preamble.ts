// The opening of a contract: "This Distribution Agreement (the "Agreement") is made as of June 1,
// 2019 by and between A, a Delaware corporation, and B ...". It names the document, its parties and
// the date the document itself bears. An amendment's opening also names the agreement it amends
// and that agreement's date: the document at hand keeps its own.
import type { TCalendarDate } from '@keydate/domain';
import { findDates, type TDateMatch } from './contract-dates.ts';
import { factFrom, type TFact } from './fact.ts';
import type { TSentence } from './sentences.ts';

export interface TPreamble {
  sentence: TSentence;
  agreementDate?: TFact<TCalendarDate>;
  /** Set when the opening calls its date the effective date. */
  effectiveDate?: TFact<TCalendarDate>;
  parties?: TFact<string[]>;
}

const DOCUMENT_WORD = /\b(agreement|amendment|contract|addendum|memorandum|license|licence)\b/i;
const OPENING_VERB =
  /\b(is|are|was)\s+(made|entered|dated|executed|effective)|\bdated\b|\bentered\s+into\b|\bmade\s+(and\s+entered\s+into\s+)?(as\s+of|on|this|effective)\b|\bby\s+and\s+(between|among)\b|\bbetween\b/i;
// How far into a document the opening may sit (cover pages and tables of contents come first).
const OPENING_WINDOW = 80;

/** The first sentence that opens the document: names it and says who makes it or when. */
function findOpening(sentences: TSentence[]): TSentence | undefined {
  return sentences
    .slice(0, OPENING_WINDOW)
    .find(
      (sentence) =>
        DOCUMENT_WORD.test(sentence.text) &&
        OPENING_VERB.test(sentence.text) &&
        /\b(between|among|by|parties|undersigned)\b/i.test(sentence.text) &&
        !/^(whereas|recitals?)\b/i.test(sentence.text),
    );
}

const OWN_DATE_CUE =
  /\b(made|entered\s+into|executed|effective|signed|concluded)\b[^.]{0,50}$|\b(as\s+of|dated|on|this|date:?)\s*(the\s*)?$/i;
// "... to the Supply Agreement dated as of June 1, 2010": the date of another agreement.
const OTHER_AGREEMENT_CUE =
  /\b(agreement|contract)\b[^.,]{0,25}?\b(dated|of|effective|entered\s+into)\s*(as\s+of\s*)?(the\s*)?$/i;

function rankOpeningDates(sentence: TSentence, dates: TDateMatch[]): TDateMatch | undefined {
  const isAmendment = /^\W*(this\s+)?([\w.-]+\s+){0,6}?(amendment|addendum)\b/i.test(sentence.text);
  let best: { date: TDateMatch; score: number } | undefined;
  dates.forEach((date, index) => {
    const from = index === 0 ? 0 : (dates[index - 1] as TDateMatch).end;
    const before = sentence.text.slice(Math.max(from, date.index - 80), date.index);
    let score = OWN_DATE_CUE.test(before) ? 2 : 0;
    if (isAmendment && OTHER_AGREEMENT_CUE.test(before)) score -= 3;
    if (!best || score > best.score) best = { date, score };
  });
  return best?.date;
}

const EFFECTIVE_AFTER = /^[^.]{0,40}?\(\s*(?:the\s+)?["']?(?:Effective|Commencement)\s+Date/i;
const EFFECTIVE_BEFORE = /\beffective\s*(?:as\s+of|on|from)?\s*(?:the\s*)?$/i;

/** The document's own opening: its date, and the effective date when the opening names it so. */
export function readPreamble(sentences: TSentence[]): TPreamble | undefined {
  const sentence = findOpening(sentences);
  if (!sentence) return undefined;
  const preamble: TPreamble = { sentence };
  const date = rankOpeningDates(sentence, findDates(sentence.text));
  if (date) {
    preamble.agreementDate = factFrom(date.date, sentence, date.index, date.end);
    const before = sentence.text.slice(Math.max(0, date.index - 40), date.index);
    if (EFFECTIVE_AFTER.test(sentence.text.slice(date.end)) || EFFECTIVE_BEFORE.test(before)) {
      preamble.effectiveDate = preamble.agreementDate;
    }
  }
  const parties = readParties(sentence.text);
  if (parties) preamble.parties = factFrom(parties, sentence, 0, 0);
  return preamble;
}

// What ends the list of parties: the recitals, or the end of the opening.
const PARTIES_END = /\b(WITNESSETH|RECITALS|WHEREAS|BACKGROUND)\b|\.\s*$/;

/** The parties named after "between" or "among": each one's name up to its first comma or parenthesis. */
export function readParties(text: string): string[] | undefined {
  const start = /\b(?:by\s+and\s+)?(?:between|among)\b:?/i.exec(text);
  if (!start) return undefined;
  let rest = text.slice(start.index + start[0].length);
  const end = PARTIES_END.exec(rest);
  if (end) rest = rest.slice(0, end.index);
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  const words = rest.split(/(\s+|[()])/);
  for (const word of words) {
    if (word === '(') depth += 1;
    if (word === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /^(and|&)$/i.test(word) && /,\s*$|\)\s*$|\s$/.test(current)) {
      parts.push(current);
      current = '';
      continue;
    }
    current += word;
  }
  parts.push(current);
  const names = parts
    .map((part) =>
      part
        .replace(/^[\s,;:]*(\(\w{1,4}\)\s*)?/, '')
        .split(/[,(;]|\s+a\s+(?:[A-Z][a-z]+\s+)*(?:corporation|company|limited)/)[0]
        ?.replace(/["']/g, '')
        .trim(),
    )
    .filter((name): name is string => !!name && name.length >= 2 && name.length <= 100 && /[A-Z]/.test(name));
  return names.length >= 2 && names.length <= 8 ? names : undefined;
}
