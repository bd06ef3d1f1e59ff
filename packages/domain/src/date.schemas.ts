import { z } from 'zod';
import { parseCalendarDate, type TCalendarDate, toWireDate } from './dates.ts';

/**
 * A calendar date in a request: 'YYYY-MM-DD' or an ISO timestamp (its UTC calendar day), read as
 * 'YYYY-MM-DD'. Impossible dates ('2025-02-30') fail with `invalid`.
 */
export const zContractDate = (required: string, invalid: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim()
    .min(1, required)
    .transform((text, ctx) => {
      const date = parseCalendarDate(text);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return date;
    });

/** A calendar date as 'YYYY-MM-DD', in the code and on the wire (document facts). */
export const ZCalendarDate = z.custom<TCalendarDate>(
  (value) => typeof value === 'string' && parseCalendarDate(value) === value,
  { message: 'Expected a date as YYYY-MM-DD' },
);

/**
 * A calendar date in an answer: 'YYYY-MM-DDT12:00:00.000Z' on the wire (the specification's form),
 * 'YYYY-MM-DD' in the code. The server encodes with it, the web app decodes.
 */
export const ZWireDate = z.codec(z.string(), ZCalendarDate, {
  decode: (text, ctx) => {
    const date = parseCalendarDate(text);
    if (date) return date;
    ctx.issues.push({ code: 'custom', message: 'Expected an ISO date', input: text });
    return z.NEVER;
  },
  encode: toWireDate,
});
