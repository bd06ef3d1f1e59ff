import type { TErrorResponse } from '@keydate/domain';

/** An error whose status and message are meant for the client, in the shape of docs/architecture.md, API. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Omit<TErrorResponse, 'message'> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors ? { errors } : {});
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors ? { errors } : {});
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    {},
    retryAfterSeconds === undefined ? {} : { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  );
