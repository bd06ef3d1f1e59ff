// One fact as the rules hand it on: its value, the sentence it came from (cut to a readable quote)
// and the page.
import { quoteAround } from './quote.ts';
import type { TSentence } from './sentences.ts';

export interface TFact<T> {
  value: T;
  quote: string;
  page: number;
  /** When the value rests on weaker evidence than its sentence says. */
  note?: string;
}

/** A fact read from `sentence`, its quote centred on [from, to) of the sentence's text. */
export function factFrom<T>(value: T, sentence: TSentence, from = 0, to = from): TFact<T> {
  return { value, quote: quoteAround(sentence.text, from, to), page: sentence.page };
}
