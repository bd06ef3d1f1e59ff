// Answer schemas shared by the route files, so the OpenAPI document lists every error status.
import { ZErrorResponse } from '@keydate/domain';
import { z } from 'zod';

type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 429;

/** The listed statuses, plus the 503 every route answers while the database is unreachable. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S | 503, typeof ZErrorResponse> {
  return Object.fromEntries([...statuses, 503].map((status) => [status, ZErrorResponse])) as Record<
    S | 503,
    typeof ZErrorResponse
  >;
}

export const bearerSecurity = [{ bearer: [] }];

export const ZNoContent = z.null().describe('No content');

export const ZIdParams = z.object({ id: z.string() });
export const ZTokenParams = z.object({ token: z.string() });
