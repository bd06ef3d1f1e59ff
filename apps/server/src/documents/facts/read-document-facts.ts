// Reads a contract's key dates and names from its text, page by page, by rules over contract
// language. A fact is returned only when the document states it; silence is better than a guess.
import {
  COUNTED_FROM_AGREEMENT_DATE,
  COUNTED_FROM_EFFECTIVE_DATE,
  type TCalendarDate,
  type TDocumentFacts,
} from '@keydate/domain';
import { cleanPages } from './clean-text.ts';
import { openingStartsAgreement, readEffectiveDate } from './effective-date.ts';
import { factFrom } from './fact.ts';
import { readPreamble, readSignatureDate } from './preamble.ts';
import { readRenewal } from './renewal.ts';
import { readRenewalOption } from './renewal-option.ts';
import { toSentences } from './sentences.ts';
import { readTerm, type TTermFacts } from './term.ts';
import { readTitle } from './title.ts';

/**
 * An end counted from a term's length says what it was counted from when that is weaker than the
 * sentence: the agreement date, the document stating no effective date; or the effective date, the
 * term running from an event the document does not date.
 */
function withBasis(
  end: NonNullable<TTermFacts['expirationDate']>,
  term: TTermFacts,
  effectiveDate: TCalendarDate | undefined,
  agreementDate: TCalendarDate | undefined,
): NonNullable<TTermFacts['expirationDate']> {
  if (!term.initialTerm || end.value === 'perpetual') return end;
  if (term.start === 'event') return { ...end, note: COUNTED_FROM_EFFECTIVE_DATE };
  if (!effectiveDate && agreementDate && term.start === agreementDate) {
    return { ...end, note: COUNTED_FROM_AGREEMENT_DATE };
  }
  return end;
}

/** The facts a document states, from its pages' text (as readPdfText gives it). Pure and synchronous. */
export function readDocumentFacts(pages: string[]): TDocumentFacts {
  if (pages.every((page) => page.trim() === '')) return {};
  const cleaned = cleanPages(pages);
  const sentences = toSentences(cleaned);
  const facts: TDocumentFacts = {};

  const preamble = readPreamble(sentences);
  const title = readTitle(cleaned[0] ?? '', preamble?.sentence);
  if (title) facts.title = title;
  if (preamble?.parties) facts.parties = preamble.parties;
  const agreementDate = preamble?.agreementDate ?? readSignatureDate(sentences);
  if (agreementDate) facts.agreementDate = agreementDate;

  const effective = readEffectiveDate(sentences, agreementDate);
  // The opening's own words win; elsewhere, a definition that ties the date to an event means none.
  // One made effective by its signing starts on the date the document bears (the latest date beside
  // the signatures, when the opening bears none).
  const signed = effective.onSigning ? agreementDate : undefined;
  const effectiveDate = preamble?.effectiveDate ?? (effective.event ? signed : effective.fact);
  if (effectiveDate) facts.effectiveDate = effectiveDate;

  const term = readTerm(sentences, {
    effectiveDate: effectiveDate?.value,
    agreementDate: agreementDate?.value,
    effectiveIsEvent: !effectiveDate && effective.event,
  });
  // Nothing names an effective date: an opening made on its date may start the agreement (a term
  // counted from the signing does not say the opening's date is that day).
  if (!effectiveDate && !effective.event && preamble?.agreementDate && !term.fromSigning) {
    if (openingStartsAgreement(sentences, preamble, term.start)) facts.effectiveDate = preamble.agreementDate;
  }
  if (term.initialTerm) facts.initialTerm = term.initialTerm;
  if (term.expirationDate) {
    facts.expirationDate = withBasis(term.expirationDate, term, effectiveDate?.value, agreementDate?.value);
  }

  const renewal = readRenewal(sentences);
  // Without an automatic renewal, a renewal a party may choose has a term too (but its notice is
  // the notice to exercise it, not the notice that stops a renewal).
  const like = renewal.likeInitial;
  const likeInitial =
    like && term.initialTerm
      ? factFrom(term.initialTerm.value, like.sentence, like.index, like.end)
      : undefined;
  const renewalTerm = renewal.renewalTerm ?? likeInitial ?? readRenewalOption(sentences);
  if (renewalTerm) facts.renewalTerm = renewalTerm;
  if (renewal.noticePeriod) facts.noticePeriod = renewal.noticePeriod;
  return facts;
}
