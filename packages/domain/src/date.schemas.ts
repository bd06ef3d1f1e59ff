import { z } from 'zod';
import { parseContractDate } from './dates.ts';

/**
 * A contract date on the wire: 'YYYY-MM-DD' or an ISO timestamp, answered as the ISO string at
 * 12:00:00.000Z of its (UTC) calendar day. Impossible dates ('2025-02-30') fail with `invalid`.
 */
export const zContractDate = (required: string, invalid: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim()
    .min(1, required)
    .transform((text, ctx) => {
      const date = parseContractDate(text);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return date.toISOString();
    });
