import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';

/** Puts the server's per-field messages (a 400's or a 409's `errors`) under the form's fields. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const message = error.errors[field];
    if (message) setError(field, { type: 'server', message });
  }
}
