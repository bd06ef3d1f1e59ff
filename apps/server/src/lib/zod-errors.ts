import { API_MSG } from '@keydate/domain';
import type { z } from 'zod';
import { badRequest, type HttpError } from './http-error.ts';

/** A failed parse as a 400 in the one error shape: the first message, and one message per field path. */
export function validationError(error: z.ZodError): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  return badRequest(Object.values(errors)[0] ?? API_MSG.validationFailed, errors);
}
