// What Keydate reads in a contract's document: each fact it found, with the sentence it came from and
// the page. A fact is present only when the document states it (POST /api/documents/analyze, and a
// contract's documentFacts).
import { z } from 'zod';
import { ZCalendarDate } from './date.schemas.ts';
import { DATE_UNITS } from './dates.ts';

const ZAmount = z.object({ value: z.number().int().positive(), unit: z.enum(DATE_UNITS) });

const fact = <T extends z.ZodType>(value: T) =>
  z.object({ value, quote: z.string(), page: z.number().int().positive() });

export const ZDocumentFacts = z.object({
  effectiveDate: fact(ZCalendarDate).optional(),
  agreementDate: fact(ZCalendarDate).optional(),
  expirationDate: fact(z.union([ZCalendarDate, z.literal('perpetual')])).optional(),
  initialTerm: fact(ZAmount).optional(),
  renewalTerm: fact(ZAmount).optional(),
  noticePeriod: fact(ZAmount).optional(),
  parties: fact(z.array(z.string())).optional(),
  title: fact(z.string()).optional(),
});
export type TDocumentFacts = z.infer<typeof ZDocumentFacts>;
export type TDocumentFactName = keyof TDocumentFacts;

/** The answer of POST /api/documents/analyze. */
export const ZDocumentAnalysis = z.object({
  textLayer: z.boolean(),
  pages: z.number().int().nonnegative(),
  suggestions: ZDocumentFacts,
});
export type TDocumentAnalysis = z.infer<typeof ZDocumentAnalysis>;

/** In a searched page of the list: the passage of a contract's document that matches, its words marked. */
export const ZDocumentMatch = z.object({
  parts: z.array(z.object({ text: z.string(), marked: z.boolean() })),
});
export type TDocumentMatch = z.infer<typeof ZDocumentMatch>;
