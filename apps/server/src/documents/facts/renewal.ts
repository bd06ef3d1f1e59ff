// Automatic renewal and the notice that stops it: "This Agreement shall automatically renew for
// successive one (1) year periods unless either party gives notice of non-renewal at least ninety
// (90) days prior to the expiration of the then-current term." An option to extend, or a renewal
// the parties must agree on, is not an automatic renewal. The notice is read inside the renewal
// clause or in a sentence near it that speaks of not renewing or of the end of the term; a notice
// to end the agreement for breach is something else.
import { findDurations, type TAmount, type TDurationMatch, YEAR_TO_YEAR } from './durations.ts';
import { factFrom, type TFact } from './fact.ts';
import { NAME_OPENS, THIS_AGREEMENT_OR_TERM } from './phrases.ts';
import { isTermHeading } from './sections.ts';
import type { TSentence } from './sentences.ts';

export interface TRenewalFacts {
  renewalTerm?: TFact<TAmount>;
  noticePeriod?: TFact<TAmount>;
  /** The clause renews for terms as long as the initial one ("successive terms of the same duration"). */
  likeInitial?: { sentence: TSentence; index: number; end: number };
}

// "renew for successive terms of the same duration", "for periods equal in length to the Initial Term".
const LIKE_INITIAL =
  /\b(?:terms?|periods?)\s+of\s+(?:the\s+)?(?:same|equal|like)\s+(?:duration|length)\b|\b(?:terms?|periods?)\s+(?:equal\s+in\s+(?:duration|length)|of\s+(?:the\s+)?same\s+(?:duration|length))\s+(?:to|as)\s+the\s+(?:initial|original)\s+(?:term|period)\b/i;

// "automatically renew", "renewed automatically", "automatic annual renewals", "auto-renew": the word
// must govern the renewal ("shall automatically terminate ... including renewals" is no renewal).
const AUTOMATICALLY =
  /\bautomatic(ally)?\s+(?:[\w-]+\s+){0,3}?(renew|extend|extension|continu)|\b(renew|extend|continu)\w*\s+(?:[\w-]+\s+){0,2}?automatically\b|\bauto[-\s]?(renew|extend)/i;
// "This Agreement renews annually": a renewal that needs no one's choice.
const AUTOMATIC =
  /\bevergreen\b|\b(?:renews|extends)\s+(?:for|annually|yearly|each|every|monthly|on)\b|\b(shall|will)\s+(thereafter\s+)?(be\s+)?(renew|extend|continue)\w*\b[^.]{0,80}\b(successive|additional|further|consecutive|subsequent)\b|\b(year|month)[\s-]+to[\s-]+(year|month)\b|\brenew\w*\s+(thereafter\s+)?(for|on)\s+(successive|additional|consecutive)\b/i;
const RENEWAL_WORD = /\b(renew\w*|extend\w*|extensions?|continue\w*)\b/i;
// "... and shall continue in full force and effect thereafter until terminated by either Party by
// providing thirty (30) days' prior written notice": the agreement goes on after its term until a notice.
const AFTER_THE_TERM = String.raw`(?:thereafter|after\s+that|after\s+the\s+(?:initial|original)\s+(?:term|period))`;
const GOES_ON = String.raw`(?:continu\w*|remain\w*)`;
const CONTINUES_AFTER_TERM = new RegExp(
  `\\b${GOES_ON}\\b[^.;]{0,90}\\b${AFTER_THE_TERM}\\b[^.;]{0,40}\\buntil\\s+terminated|\\b${AFTER_THE_TERM}\\b[^.;]{0,60}\\b${GOES_ON}\\b[^.;]{0,60}\\buntil\\s+terminated`,
  'i',
);
// A renewal that needs a choice or an agreement is optional, not automatic.
const OPTIONAL =
  /\bmay\s+(be\s+)?(renew|extend)|\boption\s+to\s+(renew|extend)|\bmutual(ly)?\b|\bupon\s+(the\s+)?(written\s+)?agreement|\bif\s+(both|the)\s+parties\s+(so\s+)?agree|\bagreed\s+(to\s+)?in\s+writing|\bat\s+the\s+(sole\s+)?(option|discretion|election|request)\b|\belects?\s+to\s+(renew|extend)|\bupon\s+(the\s+)?request|\bsubject\s+to\s+(the\s+)?(parties'?|mutual)|\bnegotiat|\bapprov/i;

const RENEWAL_LENGTH_BEFORE =
  /\b(successive|additional|further|consecutive|subsequent|renewal|like|another)\s+((terms?|periods?)\s+of\s+)?$|\b(renew\w*|extend\w*|continue\w*)\b[^.;]{0,50}?\b(for|by)\s+(an?\s+)?((additional|further|successive|consecutive|subsequent|renewal|another)\s+)?((term|period)s?\s+of\s+)?(up\s+to\s+)?$/i;
// "automatic renewal of one year", "for successive period, 12 months".
const RENEWAL_OF = String.raw`\b(?:renewal|extension)s?\s+(?:(?:term|period)s?\s+)?of\s+$`;
const SUCCESSIVE_PERIOD = String.raw`\b(?:successive|additional|further|consecutive|subsequent)\s+(?:term|period)s?[,:]\s+$`;
// An order form's field: "Renewal Term: 12 months".
const RENEWAL_FIELD = String.raw`\b(?:renewal|extension)\s+(?:term|period)s?\s*:\s*$`;
const RENEWAL_LENGTH_NAMED = new RegExp(`${RENEWAL_OF}|${SUCCESSIVE_PERIOD}|${RENEWAL_FIELD}`, 'i');
const RENEWAL_NOUN_AFTER = /^[\s-]*(?:(?:term|period)\s+)?(?:renewals?|extensions?)\b/i;
// "... renewed for additional extended terms each of two (2) years": after the renewal word.
const PERIODS_OF = /(?<!\b(?:initial|original|first)\s+)\b(?:term|period)s?\s+(?:each\s+)?of\s+$/i;
const RENEWAL_LENGTH_AFTER =
  /^[\s-]*((renewal|extension|additional)\s+)?(periods?|terms?|increments?|basis|intervals?)\b/i;
// ... or a form's field: "Notice of Non-Renewal: 60 days", "Notice Period: 3 months".
const NOTICE_BEFORE =
  /\b(at\s+least|not\s+less\s+than|no\s+(later|less|fewer)\s+than|minimum\s+of|within|than)\s*$|\bgiv\w+\s+(the\s+other\s+party\s+)?$|\bnotice(?:\s+(?:of\s+)?[\w-]+){0,2}\s*:\s*$/i;
// "days' prior written notice", "days notice", "days before", "days in advance"; not "a year period
// by notice" or "one year by written notice", where the length is what the notice asks for, nor the
// next field of a form ("Renewal Term: 12 months Notice of Non-Renewal: 60 days").
const NOTICE_AFTER =
  /^['\u2019]?\s*(?:(?!(?:by|periods?|terms?)\b)\w+\s+){0,2}?(notice|prior|in\s+advance|advance|before|preceding)\b(?![\w\s-]{0,30}:)/i;
// A notice sentence speaks of not renewing, or of the end of the term it would renew.
const ABOUT_RENEWAL_END =
  /\banniversary\b|\bnot\s+to\s+(renew|extend)|\bnon-?\s?renewal|\brenew|\bexpir\w*|\b(end|conclusion|close)\s+of\s+(the\s+|any\s+|such\s+|each\s+)?([\w-]+\s+){0,3}(term|period)\b|\bthen[- ]?current\s+(term|period)/i;
const FOR_CAUSE = /\bbreach|\bcure|\bdefault|\binsolven|\bbankrupt|\bmaterial(ly)?\s+(breach|fail)/i;

function isNotice(text: string, length: TDurationMatch): boolean {
  const before = text.slice(Math.max(0, length.index - 30), length.index);
  const after = text.slice(length.end, length.end + 60);
  return NOTICE_BEFORE.test(before) || NOTICE_AFTER.test(after);
}

// "continue for three (3) years thereafter (the "Initial Term")": a length the sentence names the
// initial term is not a renewal's, whatever word of continuing leads to it.
const NAMED_INITIAL_TERM = new RegExp(
  String.raw`^\s*(?:thereafter\s*)?${NAME_OPENS}["“']?(?:initial|original|first)\s+(?:term|period)\b`,
  'i',
);

// A length is the renewal's when words of renewal lead to it ("renew for successive one (1) year
// periods"), or when it names periods after the renewal word ("... renew for additional twelve (12)
// month terms"); a length before the renewal word is the initial term's.
export function isRenewalLength(text: string, length: TDurationMatch, renewalAt: number): boolean {
  if (isNotice(text, length)) return false;
  const before = text.slice(Math.max(0, length.index - 90), length.index);
  const after = text.slice(length.end, length.end + 80);
  if (NAMED_INITIAL_TERM.test(after)) return false;
  if (RENEWAL_LENGTH_BEFORE.test(before) || RENEWAL_LENGTH_NAMED.test(before)) return true;
  if (/to/i.test(text.slice(length.index, length.end))) return true;
  // "an automatic 2 year term extension": the length names the renewal it comes before.
  if (RENEWAL_NOUN_AFTER.test(after)) return true;
  return length.index > renewalAt && (RENEWAL_LENGTH_AFTER.test(after) || PERIODS_OF.test(before));
}

// "automatic annual renewals", "renews annually": a renewal of one year.
const ANNUAL =
  /\b(annual|yearly)\s+(renewals?|extensions?|terms?|periods?|basis)\b|\b(renew|extend)\w*\s+(annually|yearly|each\s+year)\b/i;

// "extend automatically for monthly periods", "renews monthly": a renewal of one month.
const MONTHLY =
  /\bmonthly\s+(renewals?|extensions?|terms?|periods?|basis)\b|\b(renew|extend)\w*\s+(?:automatically\s+)?(monthly|each\s+month)\b/i;

function isAutomaticRenewal(sentence: TSentence): boolean {
  const text = sentence.text;
  const automatically = AUTOMATICALLY.test(text) || CONTINUES_AFTER_TERM.test(text);
  if (!(automatically || AUTOMATIC.test(text))) return false;
  // "... until February 28, 2026 and thereafter from year to year": a renewal without the word.
  if (!RENEWAL_WORD.test(text) && !YEAR_TO_YEAR.test(text)) return false;
  // The agreement's own renewal: said of the agreement or its term, or under a Term heading.
  if (!ABOUT_AGREEMENT.test(text) && !isTermHeading(sentence.heading)) return false;
  return automatically || !OPTIONAL.test(text);
}

export const ABOUT_AGREEMENT = new RegExp(`\\b${THIS_AGREEMENT_OR_TERM}\\b`, 'i');

function renewalLength(clause: TSentence): TFact<TAmount> | undefined {
  const text = clause.text;
  const renewalAt = RENEWAL_WORD.exec(text)?.index ?? 0;
  const length = findDurations(text).find((found) => isRenewalLength(text, found, renewalAt));
  if (length) return factFrom(length.amount, clause, length.index, length.end);
  const annual = ANNUAL.exec(text);
  if (annual)
    return factFrom({ value: 1, unit: 'YEARS' }, clause, annual.index, annual.index + annual[0].length);
  const monthly = MONTHLY.exec(text);
  if (monthly)
    return factFrom({ value: 1, unit: 'MONTHS' }, clause, monthly.index, monthly.index + monthly[0].length);
  return undefined;
}

// Inside the renewal clause any notice stops the renewal, with or without the word ("unless
// terminated by either party at least six months prior to the expiration"); a sentence near it must
// speak of notice (or of cancelling) and of not renewing or of the end of the term.
function noticeIn(sentence: TSentence, isClause: boolean): TFact<TAmount> | undefined {
  const text = sentence.text;
  if (!isClause && (!/\bnotice|\bnotif|\bcancel/i.test(text) || !ABOUT_RENEWAL_END.test(text)))
    return undefined;
  // A notice with a breach or a cure beside it ends the agreement for cause, not a renewal.
  const forCause = (found: TDurationMatch) =>
    FOR_CAUSE.test(text.slice(Math.max(0, found.index - 100), found.end + 100));
  const length = findDurations(text).find((found) => isNotice(text, found) && !forCause(found));
  return length && factFrom(length.amount, sentence, length.index, length.end);
}

/** The renewal term and the notice that stops a renewal, from the best placed automatic renewal clause. */
export function readRenewal(sentences: TSentence[]): TRenewalFacts {
  const clauses = sentences.filter(isAutomaticRenewal);
  // A clause under a Term or Renewal heading speaks of the agreement; elsewhere it may be a licence's.
  clauses.sort(
    (a, b) => Number(isTermHeading(b.heading)) - Number(isTermHeading(a.heading)) || a.order - b.order,
  );
  // "shall automatically continue in effect until either party gives six (6) months' notice":
  // an automatic continuation with no length of its own still has a notice that stops it.
  let continuation: TRenewalFacts = {};
  for (const clause of clauses) {
    const renewalTerm = renewalLength(clause);
    const noticePeriod = noticeNear(sentences, clause);
    if (renewalTerm) return noticePeriod ? { renewalTerm, noticePeriod } : { renewalTerm };
    const like = LIKE_INITIAL.exec(clause.text);
    if (like) {
      const likeInitial = { sentence: clause, index: like.index, end: like.index + like[0].length };
      return noticePeriod ? { likeInitial, noticePeriod } : { likeInitial };
    }
    const continues = AUTOMATICALLY.test(clause.text) || CONTINUES_AFTER_TERM.test(clause.text);
    if (noticePeriod && !continuation.noticePeriod && continues) continuation = { noticePeriod };
  }
  return continuation;
}

// "1. TERM ... automatic successive renewal terms of three (3) years. 1.1. Termination. ... upon written
// notice ... no later than ninety (90) days prior to the expiration of the relevant Term": the section on
// ending the term that follows it.
const TERMINATION_HEADING = /^\W*termination\b/i;

/**
 * The notice inside the clause, or in a sentence just after it in its section (or the termination section
 * that follows it), or just before it.
 */
function noticeNear(sentences: TSentence[], clause: TSentence): TFact<TAmount> | undefined {
  const after = sentences
    .slice(clause.order + 1, clause.order + 4)
    .filter((sentence) => sentence.heading === clause.heading || TERMINATION_HEADING.test(sentence.heading));
  for (const sentence of [clause, ...after, sentences[clause.order - 1]]) {
    const notice = sentence && noticeIn(sentence, sentence === clause);
    if (notice) return notice;
  }
  return undefined;
}
