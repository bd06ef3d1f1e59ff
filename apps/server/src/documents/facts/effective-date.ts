// The effective date when the contract names one: a date it calls "the Effective Date", a definition
// ("Effective Date" means ...), or "This Agreement shall be effective as of / commence on <date>".
// A definition that ties it to an event ("the date last signed below", "the Closing") states no date,
// and nothing is suggested; one that points back at the opening ("the date first written above")
// takes the opening's date.
import type { TCalendarDate } from '@keydate/domain';
import { findDates } from './contract-dates.ts';
import { factFrom, type TFact } from './fact.ts';
import {
  AGREEMENT_PERIOD,
  AGREEMENT_WORD,
  AS_NAMED,
  IN_FORCE,
  MEANS,
  NAME_OPENS,
  NAMED_THE_TERM,
  SHALL,
  START_DATE,
  STARTS,
  THIS_AGREEMENT,
  THIS_AGREEMENT_OR_TERM,
} from './phrases.ts';
import { isTermHeading } from './sections.ts';
import type { TSentence } from './sentences.ts';

const NAMED_AFTER = new RegExp(String.raw`^[^.;]{0,40}?${NAME_OPENS}["']?${START_DATE}\b`, 'i');
// A form's field: "Effective Date: March 1, 1996", or a title above the date: "EFFECTIVE DATE JUNE 1, 1998",
// "Commencement Date 1 June 2020" (in capitals or capitalised: a title, not words of a sentence).
const EFFECTIVE_LABEL = new RegExp(String.raw`\b${START_DATE}\s*:\s*$`, 'i');
const EFFECTIVE_TITLE =
  /\b(?:(?:EFFECTIVE|COMMENCEMENT|START)\s+DATE|(?:Effective|Commencement|Start)\s+Date)\s+$/;
// "shall become effective as of", "commencing on", "in full force and effect from", "comes into force
// upon", "with effect from", "shall run from": the words that make the date after them the start.
const TAKES_FORCE = `(?:${STARTS}|effective(?:ness)?|runs?|running|${IN_FORCE})`;
const FROM_DAY = String.raw`(?:as\s+(?:of|from)|on|upon|from)?\s*(?:the\s+)?(?:day\s+of\s+)?`;
const EFFECTIVE_BEFORE = new RegExp(String.raw`\b${TAKES_FORCE}\s*${FROM_DAY}$`, 'i');
// 'The Effective Date of this Agreement (herein called the "Effective Date") is ...': the name the
// definition gives itself may stand between the words and the verb.
const CALLED = `(?:${AS_NAMED}\\s*)?`;
const DEFINITION = new RegExp(
  `["']?(${START_DATE})["']?\\s*(?:of\\s+${THIS_AGREEMENT}\\s+)?${CALLED}(?:${MEANS}|is|(?:${SHALL}\\s+)?be|refers\\s+to)\\b\\s*:?\\s*(?:the\\s+)?`,
  'i',
);
const BACK_TO_OPENING = new RegExp(
  String.raw`^(?:(?:date|day)\s+(?:and\s+year\s+)?)?(?:first\s+(?:above\s+)?(?:written|set\s+forth|stated)|(?:set\s+forth|written|specified|stated)\s+(?:above|in\s+the\s+(?:preamble|first\s+paragraph))|hereof|of\s+this\s+${AGREEMENT_WORD}\b(?!\s+(?:is|has\s+been)\s+(?:signed|executed)))|^(?:is\s+)?(?:defined|specified|set\s+forth)\s+in\s+the\s+(?:preamble|first\s+paragraph|introductory\s+paragraph)`,
  'i',
);
// "This Agreement shall become effective on the date first above written", 'The "Term" shall begin
// on the date hereof', "for a term of one year commencing on the date first above written": the
// opening's date.
const EFFECTIVE_AS_OPENING = new RegExp(
  `\\b(?:${AGREEMENT_WORD}|term)["']?\\s+(?:[^.;]{0,40}?\\s)?(?:${SHALL}\\s+)?${STARTS}\\s+(?:as\\s+of|on|from|upon)\\s+the\\s+`,
  'i',
);
// "the date last signed", "the date on which ... executed", "the time when the Parties have
// acknowledged ...", "the Closing": an event, not a date.
const EVENT =
  /\b(last\s+(?:signed|executed|signature)|signed\s+by\s+(?:both|all|the\s+last)|execution\s+by|executed\s+by|date\s+on\s+which|(?:date|day|time)\s+(?:when|at\s+which)|upon\s+which|closing|approval|receipt|launch|later\s+of|earlier\s+of)\b/i;

// "the date of last signature", "the later of the dates shown by the signatures below", "the date
// on which the last Party signs": the event is the signing, whose day the signature block may show.
const LAST_SIGNATURE =
  /\b(?:last|later|latest)\s+(?:of\s+the\s+dates?\s+)?[^.;]{0,40}?\b(?:sign\w*|signatures?|execut\w*)\b/i;
// "the date on which the Parties sign and execute this Agreement", "upon the full execution of this
// Agreement by both Parties", "the date the last party hereto has executed": the signing itself, and
// nothing besides it (a closing, an approval, a launch) that the day could wait for.
const SIGNING = String.raw`\b(?:sign|signs|signed|signing|signature|signatures|execute|executes|executed|execution)\b`;
const BY_THE_PARTIES = String.raw`(?:(?:the|both|all|each)\s+(?:of\s+the\s+)?part(?:y|ies)|the\s+last\s+party|the\s+authori[sz]ed\s+representatives)`;
const THE_PARTIES_SIGN = new RegExp(
  [
    String.raw`${BY_THE_PARTIES}\s+(?:\w+\s+){0,2}?(?:(?:has|have|${SHALL}\s+have)\s+)?(?:duly\s+)?${SIGNING}`,
    String.raw`\b(?:full\s+|mutual\s+)?execution\s+(?:of\s+${THIS_AGREEMENT}\s+|hereof\s+)?by\s+${BY_THE_PARTIES}`,
    String.raw`\bdate\s+of\s+(?:its\s+|the\s+)?(?:execution|signature|signing)\b(?!\s+(?:of|by)\s+(?!${THIS_AGREEMENT}|the\s+parties|both))`,
  ].join('|'),
  'i',
);
const OTHER_EVENT =
  /\b(?:closing|approv\w*|receipt|launch\w*|earlier\s+of|consummat\w*|conditions?|registration|payment)\b/i;

// The event the clause names is the signing: the last signature, or the parties' signing alone.
function isSigning(clause: string): boolean {
  const event = /^[^.;]*/.exec(clause)?.[0] ?? clause;
  if (LAST_SIGNATURE.test(event)) return true;
  return THE_PARTIES_SIGN.test(event) && !OTHER_EVENT.test(event);
}

// "This Agreement shall take effect on the date of signature by both parties", "shall become
// effective upon execution", "shall enter into force when signed by both parties", "the term of this
// Agreement shall begin on the date of execution": the agreement starts on the day it is signed. The
// counterparts clause says how copies bind, not when the term starts.
const TAKES_EFFECT = String.raw`(?:${SHALL}\s+)?(?:(?:become|becomes|be|take|takes|enter\s+into|enters\s+into|come\s+into|comes\s+into)\s+(?:effective|effect|force)|commences?|begins?|starts?)`;
const ON_SIGNING = String.raw`(?:\s+\w+){0,2}?\s+(?:on|upon|as\s+of|from|when|with)\b[^.;]{0,80}?\b(?:execut\w*|sign\w*|signature)\b`;
const EFFECTIVE_ON_SIGNING = new RegExp(`\\b${THIS_AGREEMENT}\\s+${TAKES_EFFECT}${ON_SIGNING}`, 'i');
const COUNTERPARTS = /\bcounterparts?\b/i;

// The act of signing, in lower case: a "Signing Date" or an "Execution Date" is a date the contract
// defines elsewhere, which the opening's date need not be.
function takesEffectOnSigning(sentence: TSentence): boolean {
  const statement = EFFECTIVE_ON_SIGNING.exec(sentence.text);
  if (!statement || COUNTERPARTS.test(sentence.text)) return false;
  return /^[a-z]/.test(/\w+$/.exec(statement[0])?.[0] ?? '');
}

export interface TEffectiveDate {
  fact?: TFact<TCalendarDate>;
  /** The contract ties its effective date to an event: no date is stated. */
  event: boolean;
  /** The event is the signing: the agreement starts on the day the last party signs. */
  onSigning?: boolean;
}

function fromDefinition(
  sentence: TSentence,
  definition: RegExpExecArray,
  opening: TFact<TCalendarDate> | undefined,
): TEffectiveDate | undefined {
  const rest = sentence.text.slice(
    definition.index + definition[0].length,
    definition.index + definition[0].length + 160,
  );
  const restStart = definition.index + definition[0].length;
  const date = findDates(rest)[0];
  if (date && date.index < 40) {
    return {
      fact: factFrom(date.date, sentence, restStart + date.index, restStart + date.end),
      event: false,
    };
  }
  if (BACK_TO_OPENING.test(rest) && opening) {
    return { fact: factFrom(opening.value, sentence, definition.index), event: false };
  }
  const clause = rest.slice(0, 100);
  if (isSigning(clause)) return { event: true, onSigning: true };
  if (EVENT.test(clause)) return { event: true };
  return undefined;
}

// A recital tells the story of other documents ("WHEREAS, the parties entered into an agreement
// dated ... (the "Effective Date")"), and a past tense speaks of another agreement ("which was
// effective July 17, 2009").
const NOT_THIS_AGREEMENT = /^\W*whereas\b|\bwas\s+effective\b|\bhave\s+entered\s+into\b/i;

// Said of the agreement or its term, or of what the sentence names the Term: 'The duration of the
// venture (the "Term") will begin on March 1, 2020'.
const OF_THIS_AGREEMENT = new RegExp(`\\b${THIS_AGREEMENT_OR_TERM}\\b|${NAMED_THE_TERM}`, 'i');

// "X may terminate this Agreement, effective as of December 31, 2023": the day an ending takes effect.
const ENDING_EFFECTIVE = /\bterminat\w*\b[^.;]{0,40}\beffective\b[^.;]{0,12}$/i;

// "Licensee's fiscal year beginning April 1, 1999", "the first Contract Year commences as of June 1":
// a year or a quarter of the calendar or of the contract that starts on the date, not the agreement
// (a length is not such a year: "a period of two years commencing June 1, 2004" is the term).
const PERIOD_STARTS =
  /\b(?:fiscal|financial|calendar|contract|lease|licen[cs]e|royalty|sales|marketing)\s+(?:years?|quarters?|months?|seasons?)\s+(?:shall\s+|will\s+)?(?:commenc\w*|begin\w*|start\w*)\s*(?:as\s+of|on|from)?\s*(?:the\s+)?$/i;

// "Term of Agreement: From June 1, 2023 to May 31, 2026", "the contract period from 1 June 2023 until
// ...", "Contract Period: 01.04.2023 - 31.03.2026": the agreement's own period runs from the date (not
// any period: "during the period from").
const PERIOD_FROM_DATE = new RegExp(
  String.raw`\b(?:term|${AGREEMENT_PERIOD}|${AGREEMENT_WORD})\b(?:[^.;]{0,40}\bfrom|\s*:)\s+$`,
  'i',
);
const PERIOD_TO_DATE = /^\s*(?:,?\s*(?:to|through|until|till)\b|[-–]\s*\S)/i;

function fromStatement(sentence: TSentence): TFact<TCalendarDate> | undefined {
  if (NOT_THIS_AGREEMENT.test(sentence.text)) return undefined;
  for (const date of findDates(sentence.text)) {
    const before = sentence.text.slice(Math.max(0, date.index - 60), date.index);
    const after = sentence.text.slice(date.end, date.end + 60);
    if (NAMED_AFTER.test(after) || EFFECTIVE_LABEL.test(before) || EFFECTIVE_TITLE.test(before)) {
      return factFrom(date.date, sentence, date.index, date.end);
    }
    if (PERIOD_FROM_DATE.test(before) && PERIOD_TO_DATE.test(after)) {
      return factFrom(date.date, sentence, date.index, date.end);
    }
    if (
      EFFECTIVE_BEFORE.test(before) &&
      !ENDING_EFFECTIVE.test(before) &&
      !PERIOD_STARTS.test(before) &&
      (OF_THIS_AGREEMENT.test(before + sentence.text.slice(0, 80)) || isTermHeading(sentence.heading))
    ) {
      return factFrom(date.date, sentence, date.index, date.end);
    }
  }
  return undefined;
}

// '... as of that date (the "Effective Date") the Site becomes operational': the sentence names
// the effective date with no date before it. It is the opening's date when it points back to it
// ("as of the date first written above"), else an event.
const NAMING = new RegExp(String.raw`${NAME_OPENS}["']?${START_DATE}["']?\s*\)`, 'i');

const POINTS_BACK = new RegExp(
  String.raw`\b(date\s+(and\s+year\s+)?first\s+(above\s+)?(written|set\s+forth|stated)|date\s+hereof|date\s+of\s+this\s+${AGREEMENT_WORD})\b[^.;]{0,30}$`,
  'i',
);

function fromNaming(
  sentence: TSentence,
  opening: TFact<TCalendarDate> | undefined,
): TEffectiveDate | undefined {
  if (NOT_THIS_AGREEMENT.test(sentence.text)) return undefined;
  const naming = NAMING.exec(sentence.text);
  if (!naming) return undefined;
  const before = sentence.text.slice(Math.max(0, naming.index - 80), naming.index);
  if (findDates(before).length > 0) return undefined;
  if (POINTS_BACK.test(before))
    return opening ? { fact: factFrom(opening.value, sentence, naming.index), event: false } : undefined;
  return isSigning(before.slice(before.search(/[^.;]*$/)))
    ? { event: true, onSigning: true }
    : { event: true };
}

/**
 * The effective date the contract states outside its opening, or that it ties to an event: a
 * definition first (of the Effective Date before a Commencement Date), then the first sentence that
 * states or names it, then "this Agreement shall become effective on the date first above written".
 */
export function readEffectiveDate(
  sentences: TSentence[],
  opening: TFact<TCalendarDate> | undefined,
): TEffectiveDate {
  // A contract that defines both an Effective Date and a Commencement Date (the day the services
  // begin) starts on its Effective Date.
  let commencement: TEffectiveDate | undefined;
  for (const sentence of sentences) {
    const definition = DEFINITION.exec(sentence.text);
    const defined = definition ? fromDefinition(sentence, definition, opening) : undefined;
    if (defined && /^effective/i.test(definition?.[1] ?? '')) return defined;
    commencement ??= defined;
  }
  if (commencement) return commencement;
  for (const sentence of sentences) {
    const stated = fromStatement(sentence);
    if (stated) return { fact: stated, event: false };
    const named = fromNaming(sentence, opening);
    if (named) return named;
  }
  for (const sentence of sentences) {
    const statement = EFFECTIVE_AS_OPENING.exec(sentence.text);
    const rest = statement ? sentence.text.slice(statement.index + statement[0].length) : '';
    if (statement && opening && BACK_TO_OPENING.test(rest)) {
      return { fact: factFrom(opening.value, sentence, statement.index), event: false };
    }
  }
  if (sentences.some(takesEffectOnSigning)) return { event: true, onSigning: true };
  return { event: false };
}

// A capitalised Effective (Commencement, Start) Date the contract speaks of: one it defines, or one it
// uses but leaves to another document or to an event.
const SPEAKS_OF_EFFECTIVE_DATE =
  /\b(?:Effective|Commencement|Start)\s+Date\b|\b(?:EFFECTIVE|COMMENCEMENT|START)\s+DATE\b/;
// "two years from May 1, 2013 to April 30, 2015": a period that runs from a date of its own.
const PERIOD_FROM = /\bfrom\s+[^.;]{0,40}?\d{4}\s*,?\s+(?:to|through|until)\b/i;

function periodFromOtherDate(sentence: TSentence, opening: TCalendarDate): boolean {
  if (!PERIOD_FROM.test(sentence.text)) return false;
  return findDates(sentence.text).some(
    (date) =>
      date.date !== opening &&
      /\bfrom\s+$/i.test(sentence.text.slice(Math.max(0, date.index - 6), date.index)) &&
      /^\s*,?\s*(?:to|through|until)\b/i.test(sentence.text.slice(date.end, date.end + 10)),
  );
}

/**
 * Whether an opening that says the document is made or entered into on its date ("This Agreement is
 * made and entered into this 10th day of January, 2018") starts the agreement that day: when its term
 * counts from that date ("commencing on the date hereof") and nothing else says when it starts. The
 * contract never speaks of an Effective Date, and no period it states runs from another date ("from
 * February 8, 2018 to May 3, 2018"). Without a term that counts from it, the date is the agreement's
 * date only: lawyers leave the effective date empty for about half of such contracts, and a proposal
 * wrong that often is worse than none. An opening that only says the document is "dated" names the
 * document, not the start of the agreement.
 */
export function openingStartsAgreement(
  sentences: TSentence[],
  opening: { agreementDate?: TFact<TCalendarDate>; madeOnDate?: boolean },
  termStart: TCalendarDate | 'event' | 'unknown' | undefined,
): boolean {
  const date = opening.agreementDate?.value;
  if (!opening.madeOnDate || !date) return false;
  if (termStart !== date) return false;
  return !sentences.some(
    (sentence) => SPEAKS_OF_EFFECTIVE_DATE.test(sentence.text) || periodFromOtherDate(sentence, date),
  );
}
