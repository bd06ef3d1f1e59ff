// The opening of a contract: "This Distribution Agreement (the "Agreement") is made as of June 1,
// 2019 by and between A, a Delaware corporation, and B ...". It names the document, its parties and
// the date the document itself bears. An amendment's opening also names the agreement it amends
// and that agreement's date: the document at hand keeps its own.
import type { TCalendarDate } from '@keydate/domain';
import { findDates, type TDateMatch } from './contract-dates.ts';
import { factFrom, type TFact } from './fact.ts';
import { readParties } from './parties.ts';
import { CLAUSE_OPENING, MEANS, THIS_AGREEMENT } from './phrases.ts';
import type { TSentence } from './sentences.ts';

export interface TPreamble {
  sentence: TSentence;
  agreementDate?: TFact<TCalendarDate>;
  /** Set when the opening calls its date the effective date. */
  effectiveDate?: TFact<TCalendarDate>;
  /** The opening says the document is made or entered into on its date, not only that it is dated. */
  madeOnDate?: boolean;
  parties?: TFact<string[]>;
}

const DOCUMENT_WORD = /\b(agreement|amendment|contract|addendum|memorandum|license|licence)\b/i;
const OPENING_VERB =
  /\b(is|are|was)\s+(made|entered|dated|executed|effective)|\bdated\b|\bentered\s+into\b|\bmade\s+(and\s+entered\s+into\s+|in\s+(duplicate|triplicate|counterparts?)\s+)?(as\s+of|on|this|effective)\b|\bby\s+and\s+(between|among)\b|\bbetween\b/i;
// How far into a document the opening may sit (cover pages and tables of contents come first).
const OPENING_WINDOW = 250;
// "This Co-Promotion Agreement ...", "THIS AMENDMENT NO. 2 ...": the document speaking of itself.
const SELF_NAMED =
  /\b(this|these)\s+(?:[\w&,.'@-]+\s+){0,10}?(agreement|amendment|contract|addendum|memorandum)\b/i;

// The opening says the document is made, entered into, dated or effective, or is between parties.
const MAKING =
  /\b(made|entered|dated|executed|effective|concluded|signed)\b|\b(is|are)\s+(made\s+)?(by\s+and\s+)?(between|among)\b/i;

// "THIS AGREEMENT is made the 15th day of December 2001. BETWEEN (1) ...": English and Canadian
// contracts name the parties in a sentence of their own, right after the one that dates the document.
// The word may stand as a heading of its own, or spaced out: "B E T W E E N:".
const BETWEEN = String.raw`(?:b\s?e\s?t\s?w\s?e\s?e\s?n|a\s?m\s?o\s?n\s?g)`;
const PARTIES_FOLLOW = new RegExp(String.raw`^\W*(?:by\s+and\s+)?${BETWEEN}\b`, 'i');
const PARTIES_HEADING = new RegExp(String.raw`^\W*${BETWEEN}\W*$`, 'i');
const partiesFollow = (next: TSentence | undefined) =>
  next !== undefined && (PARTIES_FOLLOW.test(next.text) || PARTIES_HEADING.test(next.heading));

// Recitals and definitions ('"Effective Date" means ...') are not openings.
const RECITAL_OR_DEFINITION = new RegExp(
  String.raw`^(whereas|recitals?)\b|${CLAUSE_OPENING}"[^"]{2,60}"\s+${MEANS}\b`,
  'i',
);
const opens = (sentence: TSentence, next: TSentence | undefined) =>
  DOCUMENT_WORD.test(sentence.text) &&
  OPENING_VERB.test(sentence.text) &&
  // It names who makes it: "between A and B", "among ...", "by Acme Inc.", "the undersigned".
  (/\b(between|among|parties|undersigned|hereby\s+enter\s+into)\b/i.test(sentence.text) ||
    /\b[Bb][Yy]\s+[A-Z]/.test(sentence.text) ||
    partiesFollow(next)) &&
  !RECITAL_OR_DEFINITION.test(sentence.text);

// "... 15. Notices 7 16. Governing Law 8 THIS AGREEMENT is made the 15th day of ...": a table of
// contents or a cover page with no full stop runs into the opening, which starts where the document
// names itself with a capital and says it is made.
const CAPITAL_THIS = /\b(?:THIS|This)\s/g;

function openingWithin(sentence: TSentence): TSentence {
  const named = SELF_NAMED.exec(sentence.text);
  if (!named || named.index < 200) return sentence;
  for (const start of sentence.text.matchAll(CAPITAL_THIS)) {
    if (start.index < 200) continue;
    const rest = sentence.text.slice(start.index);
    if (SELF_NAMED.exec(rest)?.index === 0 && MAKING.test(rest.slice(0, 400)))
      return { ...sentence, text: rest };
  }
  return sentence;
}

// Clauses near the end that name the document and say it is made or executed, yet open nothing: "This
// Agreement constitutes the entire agreement ... and supersedes ...", "This Agreement may be executed in
// counterparts".
const CLOSING_CLAUSE = /\bentire\s+agreement\b|\bsupersedes?\b|\bmay\s+be\s+(?:executed|signed)\b/i;

/**
 * The sentence that opens the document: names it and says who makes it or when. One where the
 * document names itself ("This Agreement is made...") wins over a cover page that only lists the
 * parties and a date.
 */
function findOpening(sentences: TSentence[]): { opening?: TSentence; cover: TSentence[] } {
  const window = sentences
    .slice(0, OPENING_WINDOW)
    .map(openingWithin)
    .filter((sentence) => opens(sentence, sentences[sentence.order + 1]));
  const opening = window.find((sentence) => {
    const named = SELF_NAMED.exec(sentence.text);
    return (
      named !== null &&
      named.index < 200 &&
      MAKING.test(sentence.text.slice(named.index, named.index + 400)) &&
      !CLOSING_CLAUSE.test(sentence.text)
    );
  });
  // Without a self-naming opening, only the first pages may open the document.
  const first = opening ?? window.find((sentence) => sentence.page <= 2);
  // Sentences before the opening that also name the document: a cover page ("... Dated as of ...").
  const cover = first ? window.filter((sentence) => sentence.order < first.order) : [];
  return { opening: first, cover };
}

const OWN_DATE_CUE =
  /\b(made|entered\s+into|executed|effective|signed|concluded)\b[^.]{0,50}$|\b(as\s+of|dated|on|this|date:?)\s*(the\s*)?$/i;
// "... to the Supply Agreement dated as of June 1, 2010": the date of another agreement.
const OTHER_AGREEMENT_CUE =
  /\b(agreement|contract)\b[^.,]{0,25}?\b(dated|of|effective|entered\s+into)\s*(as\s+of\s*)?(the\s*)?$/i;

// The opening's own date follows its verbs ("made as of", "dated", "entered into on") and the words
// where the document names itself (what comes before is a cover or a title). An amendment's date
// is not the one that follows the name of the agreement it amends.
function rankOpeningDates(sentence: TSentence, dates: TDateMatch[]): TDateMatch | undefined {
  const named = SELF_NAMED.exec(sentence.text);
  const isAmendment = named !== null && /\b(amendment|addendum)\b/i.test(named[0]);
  let best: { date: TDateMatch; score: number } | undefined;
  dates.forEach((date, index) => {
    const from = index === 0 ? 0 : (dates[index - 1] as TDateMatch).end;
    const before = sentence.text.slice(Math.max(from, date.index - 80), date.index);
    let score = OWN_DATE_CUE.test(before) ? 2 : 0;
    // "effective as of May 1, 2020 and is made and entered into this 10th day of January, 2020": the
    // document bears the day it is made; the other is its effective date.
    if (MADE_CUE.test(before)) score += 1;
    if (named && date.index > named.index) score += 1;
    if (isAmendment && OTHER_AGREEMENT_CUE.test(before)) score -= 3;
    if (!best || score > best.score) best = { date, score };
  });
  return best?.date;
}

const MADE_CUE =
  /\b(?:made|entered\s+into|executed|signed|concluded)\b(?:\s+(?:on|as\s+of|this|the|day\s+of))*\s*$/i;

// "is made and entered into this 2nd day of May", "entered into on", "signed this": the act of
// contracting, where "dated as of" just before the date only names the document's date.
const MADE = /\b(made|entered\s+into|signed|executed|concluded)\b/i;

// '... 2019 (the "Effective Date")', '(hereinafter "EffectiveDate")', ', hereinafter called the
// Effective Date'.
const EFFECTIVE_AFTER =
  /^[^.]{0,40}?(?:\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?|\bhereinafter\s+(?:referred\s+to\s+as|called)\s+)(?:the\s+|this\s+)?["']?(?:[\w-]+\s+){0,3}?(?:Effective|Commencement)\s*Date/i;
// "effective as of", "effective for all purposes and in all respects as of", "made effective this 17th day".
const EFFECTIVE_BEFORE = /\beffective\b(?:[^.;\d]{0,40}?\b(?:as\s+of|on|from))?\s*(?:(?:the|this)\s*)?$/i;

/** The document's own opening: its date, and the effective date when the opening names it so. */
export function readPreamble(sentences: TSentence[]): TPreamble | undefined {
  const { opening: sentence, cover } = findOpening(sentences);
  if (!sentence) return undefined;
  const preamble: TPreamble = { sentence };
  // Recitals that follow in the same run of text tell of other documents and their dates.
  const recitals = /\b(WHEREAS|RECITALS|WITNESSETH|BACKGROUND)\b/.exec(sentence.text);
  const dates = findDates(recitals ? sentence.text.slice(0, recitals.index) : sentence.text);
  const date = rankOpeningDates(sentence, dates);
  if (!date) {
    // The opening bears no date; a cover page before it may ("INTELLECTUAL PROPERTY AGREEMENT ...
    // Dated as of September 30, 2019").
    for (const page of cover) {
      const dated = findDates(page.text).find((found) =>
        /\bdated?\s*:?\s*(as\s+of\s*)?$/i.test(page.text.slice(0, found.index)),
      );
      if (dated) {
        preamble.agreementDate = factFrom(dated.date, page, dated.index, dated.end);
        break;
      }
    }
  }
  if (date) {
    preamble.agreementDate = factFrom(date.date, sentence, date.index, date.end);
    const before = sentence.text.slice(SELF_NAMED.exec(sentence.text)?.index ?? 0, date.index);
    preamble.madeOnDate = MADE.test(before) && !/\bdated\b[^.]{0,20}$/i.test(before);
  }
  // The opening may carry two dates ("dated January 28, 2005, effective as of October 15, 2004"):
  // the effective one is the date it calls so.
  const effective = dates.find((found, index) => {
    const from = index === 0 ? 0 : (dates[index - 1] as TDateMatch).end;
    const before = sentence.text.slice(Math.max(from, found.index - 60), found.index);
    const after = sentence.text.slice(found.end, dates[index + 1]?.index);
    return EFFECTIVE_AFTER.test(after) || EFFECTIVE_BEFORE.test(before);
  });
  if (effective) preamble.effectiveDate = factFrom(effective.date, sentence, effective.index, effective.end);
  // The parties follow the document's name; a cover before it may list them in other words.
  const named = SELF_NAMED.exec(sentence.text);
  const parties = readParties(sentence.text.slice(named?.index ?? 0, recitals?.index));
  if (parties) preamble.parties = factFrom(parties, sentence, 0, 0);
  return preamble;
}

// "Dated: July 6, 2020" above the signatures, "IN WITNESS WHEREOF, the undersigned execute this
// Agreement as of February 19, 2020", or "This Agreement is dated April 29, 2010": the date of a
// document whose opening bears none.
// Not a form's other dates: "Effective Date:", "Termination Date:".
const DATED_LABEL =
  /(?<!\b(?:effective|commencement|start|termination|expiration|end|renewal)\s)\bdated?\s*:\s*$/i;
const WITNESS_DATE = /\b(as\s+of|on|this|dated)\s*(the\s*)?$/i;
// A closing sentence that dates the document: "14.6 This Agreement is dated April 29, 2010."
const IS_DATED = new RegExp(
  `${CLAUSE_OPENING}${THIS_AGREEMENT}\\s+is\\s+dated\\s+(?:as\\s+of\\s+)?(?:the\\s+)?$`,
  'i',
);
// The witness clause, at a sentence's start or, where the full stop before it was lost (a scan, a
// line the text layer runs on), inside it: only what follows it is the clause. "In witness whereof",
// "hereof", "thereof", "wherefore" or "of", and a "WHEREOF" a scan cut short ("IN WITNESS WHERE QHhe").
const IN_WITNESS = String.raw`in\s+witness\s+(?:(?:where|here|there)(?:of|fore)?|of)`;
const WITNESS = new RegExp(String.raw`(?:^|[^\p{L}])(?:${IN_WITNESS}|thus\s+done\s+and\s+signed)\b`, 'iu');
// Beside a signature: "Date: 3-14-18", "By: /s/ J. Smith 5/17/12", "Signature ... Date".
const SIGNATURE_LABEL = /\b(?:dated?|signed|signature)\b|\/s\//i;
/** Sentences after the witness clause that still belong to the signatures. */
const SIGNATURE_SPAN = 12;

/**
 * The date a document bears outside its opening, when it has no dated opening: a "Dated:" label or
 * the witness clause's date, else the latest date written beside the signatures (the day the last
 * party signed, when the agreement was made).
 */
export function readSignatureDate(sentences: TSentence[]): TFact<TCalendarDate> | undefined {
  for (const sentence of sentences) {
    const witness = WITNESS.exec(sentence.text);
    const inWitness = (index: number) => witness !== null && index > witness.index;
    // Two parties' "Date:" fields side by side: the later is the day the agreement was made.
    const labelled = findDates(sentence.text).filter((date) => {
      const before = sentence.text.slice(Math.max(0, date.index - 40), date.index);
      const opening = sentence.text.slice(0, date.index);
      return (
        DATED_LABEL.test(before) ||
        (inWitness(date.index) && WITNESS_DATE.test(before)) ||
        IS_DATED.test(opening)
      );
    });
    const latest = labelled.reduce<TDateMatch | undefined>(
      (late, date) => (late && late.date >= date.date ? late : date),
      undefined,
    );
    if (latest) return factFrom(latest.date, sentence, latest.index, latest.end);
  }
  return lastSignatureDate(sentences);
}

function lastSignatureDate(sentences: TSentence[]): TFact<TCalendarDate> | undefined {
  const start = sentences.findIndex((sentence) => WITNESS.test(sentence.text));
  const witness = sentences[start];
  if (!witness) return undefined;
  // In the witness clause's own sentence, only what follows the clause.
  const clauseAt = WITNESS.exec(witness.text)?.index ?? 0;
  let latest: { sentence: TSentence; date: TDateMatch } | undefined;
  for (const sentence of sentences.slice(start, start + SIGNATURE_SPAN)) {
    if (sentence.page > witness.page + 1) break;
    for (const date of findDates(sentence.text)) {
      if (sentence === witness && date.index < clauseAt) continue;
      const around = sentence.text.slice(Math.max(0, date.index - 40), date.end + 40);
      if (SIGNATURE_LABEL.test(around) && (!latest || date.date > latest.date.date))
        latest = { sentence, date };
    }
  }
  return latest && factFrom(latest.date.date, latest.sentence, latest.date.index, latest.date.end);
}
