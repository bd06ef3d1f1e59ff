import { API_MSG } from '@keydate/domain';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ReaderClosed, ReadingQueueFull } from '../documents/reading/document-reader.ts';
import { isServiceUnavailable } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';

type Body = { message: string; errors?: Record<string, string>; needsVerification?: boolean };

/** Seconds a client is asked to wait before trying again while a service is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/** One error shape for every answer: { message, errors? }, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  const outage = outageLog(app.log);
  app.addHook('onClose', async () => outage.close());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: Body = { message: error.message, ...error.extra };
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
        if (!errors[field]) errors[field] = issue.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0] ?? API_MSG.validationFailed;
      return reply.status(400).send({ message: first, errors } satisfies Body);
    }
    if (error instanceof ReadingQueueFull) {
      return reply.status(429).send({ message: API_MSG.documentsBusy } satisfies Body);
    }
    // The server is stopping: a reading was ended, not finished.
    if (error instanceof ReaderClosed) {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: API_MSG.temporarilyUnavailable } satisfies Body);
    }
    if (isServiceUnavailable(error)) {
      outage.refused(error);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: API_MSG.temporarilyUnavailable } satisfies Body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: withoutQueryParams(error) }, 'request failed');
      return reply.status(500).send({ message: API_MSG.internal } satisfies Body);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'The request body is not valid JSON' } satisfies Body);
    }
    if (status === 413) return reply.status(413).send({ message: 'The request is too large' } satisfies Body);
    if (status === 415) return reply.status(415).send({ message: 'Unsupported content type' } satisfies Body);
    return reply.status(status).send({ message: error.message } satisfies Body);
  });
}

// Drizzle puts a failed query's parameters (password hashes, emails) into the error message;
// the log keeps the query text and the driver's error, never the values.
function withoutQueryParams(error: Error): Error {
  if (!('query' in error && 'params' in error)) return error;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const safe = new Error(`Failed query: ${String(error.query)}${cause ? ` (${cause.message})` : ''}`);
  safe.name = cause?.name ?? error.name;
  safe.stack = cause?.stack ?? safe.stack;
  return safe;
}

// An outage is logged once when it begins and once when no request has been refused for a while,
// rather than once per refused request.
const OUTAGE_QUIET_MS = 30_000;

function outageLog(log: FastifyBaseLogger) {
  let outage: { since: number; refused: number; timer: NodeJS.Timeout } | undefined;
  const end = () => {
    if (!outage) return;
    const { since, refused } = outage;
    log.info(
      { refused, seconds: Math.round((Date.now() - since) / 1000) },
      'no request refused for 30 s: outage over',
    );
    outage = undefined;
  };
  return {
    refused(error: Error) {
      if (outage) {
        outage.refused += 1;
        outage.timer.refresh();
        return;
      }
      log.error(
        { err: withoutQueryParams(error) },
        'a service is unreachable: answering 503 until it returns',
      );
      outage = { since: Date.now(), refused: 1, timer: setTimeout(end, OUTAGE_QUIET_MS).unref() };
    },
    close() {
      if (outage) clearTimeout(outage.timer);
      outage = undefined;
    },
  };
}
