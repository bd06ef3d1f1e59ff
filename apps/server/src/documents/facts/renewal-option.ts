// A renewal a party may choose, or that follows a condition: "Distributor shall have the option to
// renew this Agreement for an additional three (3) year period", "may extend the term of this
// Agreement for an additional one year", "the Agreement shall be renewable for one (1) year terms",
// "this term shall be extended for a 1 year period provided ...". Its length is a renewal term as
// much as an automatic renewal's. A renewal the parties must still agree on ("by mutual agreement
// the Initial Term may be extended") promises nothing, and the renewal of a licence, a lease, an
// order or a deadline is not the agreement's.
import { findDurations, type TAmount } from './durations.ts';
import { factFrom, type TFact } from './fact.ts';
import { ABOUT_AGREEMENT, isRenewalLength } from './renewal.ts';
import { isTermHeading } from './sections.ts';
import type { TSentence } from './sentences.ts';

// "Customer may, at its option, renew": an aside between commas may stand after "may".
const OPTION =
  /\b(?:option|right)s?\s+to\s+(?:\w+\s+)?(?:renew|extend)|\bmay\s*(?:,[^,.;]{1,40},\s*)?(?:\w+\s+)?(?:be\s+)?(?:renew|extend)\w*|\brenewable\b|\b(?:shall|will)\s+(?:then\s+)?be\s+(?:renewed|extended)\s+(?=for|by)|\belects?\s+to\s+(?:renew|extend)/i;
const MUTUAL = /\bmutual(ly)?\b/i;
// What the renewal is of, when it is not the agreement: said just before or after the words.
const OTHER_OBJECT =
  /\b(licen[cs]es?|lease|orders?|warrant(y|ies)|letters?\s+of\s+credit|offering|deadline|review|times?|periods?\s+for|insurance|polic(y|ies)|loans?|maintenance)\b/i;

function optionLength(sentence: TSentence): TFact<TAmount> | undefined {
  const text = sentence.text;
  const option = OPTION.exec(text);
  if (!option || MUTUAL.test(text)) return undefined;
  if (!ABOUT_AGREEMENT.test(text) && !isTermHeading(sentence.heading)) return undefined;
  const around = text.slice(Math.max(0, option.index - 40), option.index + option[0].length + 40);
  if (OTHER_OBJECT.test(around)) return undefined;
  // The length follows the option's words; one before them is the initial term's.
  const length = findDurations(text).find(
    (found) => found.index > option.index && isRenewalLength(text, found, option.index),
  );
  return length && factFrom(length.amount, sentence, length.index, length.end);
}

/** The length of one renewal a party may choose, from the first clause that states it. */
export function readRenewalOption(sentences: TSentence[]): TFact<TAmount> | undefined {
  for (const sentence of sentences) {
    const length = optionLength(sentence);
    if (length) return length;
  }
  return undefined;
}
