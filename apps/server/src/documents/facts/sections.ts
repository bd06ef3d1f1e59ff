// Where a sentence sits says whose term it speaks of: the agreement's own term is stated in a
// "Term" (or "Term and Termination", "Duration") section, while a licence, a non-compete or a
// confidentiality duty has terms of its own that must not be read as the agreement's, and a Notices
// section says when a notice takes effect ("five (5) days after mailing"), not the agreement.
import { AGREEMENT_WORD, SHALL, THIS_AGREEMENT } from './phrases.ts';
import type { TSentence } from './sentences.ts';

const NAMES_ITSELF = new RegExp(`\\b${THIS_AGREEMENT}\\b`, 'i');

const TERM_HEADING = new RegExp(
  String.raw`\bterm\b(?!s)|\bduration\b|\bperiod\s+of\s+(the\s+)?${AGREEMENT_WORD}\b|\b${AGREEMENT_WORD}\s+period\b|\bexpiration\b|\brenewal\b|\beffective\s+date\b|\bterm\s+and\s+termination\b|\bcommencement\b`,
  'i',
);
const OTHER_HEADING =
  /\blicen[cs]e|\bnon[- ]?compet|\bnon[- ]?solicit|\bconfidential|\bwarrant|\bindemn|\bpayment|\bprice|\bpricing|\binsurance|\blimitation|\bintellectual\s+property|\bsurviv|\bexclusiv|\bfees?\b|\broyalt|\brecords|\baudit|\bpatent|\btrademark|\bminimum|\bnotices?\b/i;
// A sentence about something other than the agreement's own life.
const OTHER_SUBJECT = new RegExp(
  String.raw`\blicen[cs]e[sd]?\b|\bnon[- ]?compet|\bnot\s+(to\s+)?compete|\bsolicit|\bconfidential|\bwarrant(y|ies)\b|\bindemnif|\bsurviv|\binsurance|\bguarant|\b${SHALL}\s+not\s+(sell|offer|disclose|use)|\bpatent|\broyalt|\brecords\b|\baudit|\bmost\s+favou?red|\bexclusivity\b|\bwork\s+order|\bstatement\s+of\s+work\b|\bpurchase\s+order|\binterest\b|\bloans?\b|\bpayment\s+terms?\b`,
  'i',
);

/**
 * How strongly a sentence's place says it speaks of the agreement's own term: higher is closer. A
 * sentence whose own subject is the agreement's term ("The term of this Agreement shall be...") is
 * not moved off by the heading of another subject: that heading is one the text layer left behind.
 */
export function termPlaceScore(sentence: TSentence, ownSubject = false): number {
  let score = 0;
  if (TERM_HEADING.test(sentence.heading)) score += 3;
  else if (OTHER_HEADING.test(sentence.heading) && !ownSubject) score -= 3;
  if (OTHER_SUBJECT.test(sentence.text)) score -= 2;
  if (NAMES_ITSELF.test(sentence.text)) score += 1;
  return score;
}

/** Whether a heading names the term or its renewal and termination. */
export const isTermHeading = (heading: string) => TERM_HEADING.test(heading);
