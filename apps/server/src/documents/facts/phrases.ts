// The vocabulary of contract phrases every rule reads with: numbers written out ("one hundred
// eighty"), ordinals ("fifth", "twenty-first"), and the ways a contract names itself ("this
// Agreement", "the Distribution Agreement"). A phrase is defined once, here, and each rule builds its
// own sentence from these parts.

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const UNIT_WORD = Object.keys(UNITS)
  .filter((word) => word !== 'a' && word !== 'an' && word !== 'zero')
  .join('|');
const TENS_WORD = Object.keys(TENS).join('|');
/** The numbers written as one word: "one" to "nineteen", and the tens. */
export const NUMBER_WORDS: readonly string[] = [...UNIT_WORD.split('|'), ...Object.keys(TENS)];
/** A number written out below a thousand: "one hundred and eighty", "twenty-four", "ninety", "six". */
export const WORD_NUMBER = `(?:(?:${UNIT_WORD})\\s+hundred(?:\\s+and)?\\s+)?(?:(?:${TENS_WORD})(?:[-\\s](?:${UNIT_WORD}))?|${UNIT_WORD})|(?:${UNIT_WORD})\\s+hundred`;

/** The value of a written-out number below a thousand ("one hundred eighty", "twenty-one"), or null. */
export function wordsToNumber(text: string): number | null {
  let current = 0;
  let seen = false;
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    if (word === '' || word === 'and') continue;
    if (word === 'hundred') {
      current = (current || 1) * 100;
    } else if (word in UNITS) current += UNITS[word] as number;
    else if (word in TENS) current += TENS[word] as number;
    else return null;
    seen = true;
  }
  return seen ? current : null;
}

const ORDINAL_VALUES: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
const ONE_TO_NINTH = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth';
/** An ordinal in words up to the thirty-first: "fifth", "twelfth", "twenty-first", "thirty first". */
export const ORDINAL_WORD = `(?:${Object.keys(ORDINAL_VALUES).join('|')}|(?:twenty|thirty)[- ](?:${ONE_TO_NINTH}))`;
/** An ordinal in digits: "5th", "21st", "2nd". */
export const ORDINAL_DIGITS = '\\d{1,2}(?:st|nd|rd|th)';

/** The value of an ordinal in words ("fifth", "twenty-third") or digits ("5th"), or null. */
export function ordinalToNumber(text: string): number | null {
  const digits = /^(\d{1,2})(?:st|nd|rd|th)$/i.exec(text.trim());
  if (digits) return Number(digits[1]);
  const words = text.trim().toLowerCase().split(/[- ]+/);
  const last = ORDINAL_VALUES[words.at(-1) ?? ''];
  if (last === undefined) return null;
  if (words.length === 1) return last;
  const tens = wordsToNumber(words[0] ?? '');
  return tens === null || tens < 20 ? null : tens + last;
}

/** A month's name, whole or cut short: "March", "Mar", "Sept", "September". */
export const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** The word before a clause's number: "Section 14.1", "Article 3", "Clause 2" (with the flag i). */
export const CLAUSE_WORD = String.raw`(?:section|article|clause)\s+`;
/**
 * Where a sentence starts, past its clause's number: "14.1 The term", "Section 14.1 The term", "Article
 * 3. This Agreement" (with the flag i).
 */
export const CLAUSE_OPENING = String.raw`^\W*(?:${CLAUSE_WORD})?(?:[\d.]+\s*)?`;

/**
 * The figures after a number in words ("five (5)"), and as a scan may leave them ("five 5)", "five (5"):
 * `figures` is their pattern.
 */
export const inParens = (figures: string) => String.raw`(?:\(\s*|(?=\d{1,3}\s*\)))${figures}\s*\)?`;

/** The word a contract calls itself by: "Agreement", "Contract". */
export const AGREEMENT_WORD = '(?:agreement|contract)';
/**
 * The contract naming itself: "this Agreement", "the Agreement", "this Distribution Agreement", "the
 * Master Supply Contract" (up to three words of its name between).
 */
export const THIS_AGREEMENT = `(?:this|the)\\s+(?:[\\w-]+\\s+){0,3}?${AGREEMENT_WORD}`;
/** The contract or its term: "this Agreement", "the Initial Term", "the Supply Contract". */
export const THIS_AGREEMENT_OR_TERM = `(?:this|the)\\s+(?:[\\w-]+\\s+){0,3}?(?:${AGREEMENT_WORD}|term)`;

/** The agreement's own period by name: "Contract Period", "Agreement Period", "Service Period". */
export const AGREEMENT_PERIOD = `(?:${AGREEMENT_WORD}|service)\\s+period`;

/** The name a contract gives the day it starts: "Effective Date", "Commencement Date", "Start Date". */
export const START_DATE = '(?:effective|commencement|start)\\s+date';
/** The name a contract gives the day it ends: "Expiration Date", "Termination Date", "End Date". */
export const END_DATE = '(?:termination|expiration|expiry|end)\\s+date';

/**
 * Words that start a period or bring a contract into force: "commence", "begin", "start", "become
 * effective", "come into force", "with effect (from)".
 */
export const STARTS = String.raw`(?:commenc\w*|begin\w*|start\w*|(?:be(?:come)?|is|are)\s+effective|(?:come|comes|enter|enters)\s+into\s+(?:force|effect)|with\s+effect)`;

/** A period's start, as it runs: "commencing", "beginning", "starting", "with effect (from)". */
export const STARTING = String.raw`(?:commencing|beginning|starting|with\s+effect)`;

/** What the contract says will be: "shall" or "will" ("shall commence", "will remain in effect"). */
export const SHALL = '(?:shall|will)';
/** A definition's verb: "means", "shall mean", "will mean". */
export const MEANS = `(?:${SHALL}\\s+)?means?`;

/** In force: "in full force and effect", "in effect", "effective", "valid". */
export const IN_FORCE = String.raw`(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+(?:effect|force))?|effective|valid)`;

/** What opens a name given in passing: "(the ", "(hereinafter ", "(herein called the ", "(referred to as ". */
export const NAME_OPENS = String.raw`\(\s*(?:(?:herein(?:after)?\s+)?(?:called|referred\s+to\s+as|named)\s+|hereinafter\s+)?(?:the\s+|this\s+)?`;
/**
 * A name given in passing, in parentheses: '(the "Initial Term")', '(herein called the "Effective
 * Date")', '(hereinafter referred to as "Term")'. Quotes are straight once the text is cleaned.
 */
export const AS_NAMED = String.raw`${NAME_OPENS}"[^"()]{1,40}"\s*\)`;
/** The agreement's own period by its quoted name: '"Term"', '"Initial Term"', '"Contract Period"'. */
export const OWN_PERIOD = String.raw`"(?:initial\s+|original\s+|${AGREEMENT_WORD}\s+)?(?:term|period)"`;
/** The term named in passing: '(the "Term")', '(hereinafter referred to as the "Initial Period")'. */
export const NAMED_THE_TERM = String.raw`${NAME_OPENS}${OWN_PERIOD}\s*\)`;

/** A part of the contract that states things elsewhere: "Schedule 2", "Exhibit A", "Section 9.3". */
export const DOCUMENT_PART = '(?:schedule|exhibit|appendix|annex|addendum|section|clause|article)';

/** A unit of time a length is counted in: "days", "month", "years". */
export const TIME_UNIT = '(?:days?|weeks?|months?|years?)';
/** What ends a company's name: "Acme, Inc.", "Brook Ltd", "Vale GmbH". */
export const COMPANY_SUFFIX = String.raw`(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Co|N\.A|L\.P|LP|LLP|S\.A|GmbH|AG|B\.V|N\.V|PLC|plc)\b`;
