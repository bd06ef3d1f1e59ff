import type { IncomingMessage } from 'node:http';
import { MAX_UPLOAD_BYTES, MSG, MSG_FN } from '@keydate/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

/** The most of a request body read (and thrown away) so that an early answer reaches its client. */
const MB = 1024 * 1024;
export const DISCARD_LIMIT_BYTES = MAX_UPLOAD_BYTES + 2 * MB;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that takes a larger upload than a document (a backup to restore) says how large. */
    maxUploadBytes?: number;
  }
}
const DISCARD_TIMEOUT_MS = 30_000;

/**
 * How the server treats connections, so no answer is lost and close() ends promptly:
 * - An answer given before its request's body has arrived (a refused upload, 401, 404) waits until the
 *   rest of the body is read and thrown away, up to DISCARD_LIMIT_BYTES: a client still sending would
 *   otherwise meet a reset connection instead of the answer. Past that bound (or a body declared larger),
 *   the answer goes out at once and the connection closes after it.
 * - Once the app is closing, every answer closes its connection and connections falling idle are
 *   closed, so close() ends as soon as the requests in flight are answered.
 */
export function registerConnectionHandling(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length']);
    const routeLimit = request.routeOptions.config?.maxUploadBytes;
    const limit = routeLimit === undefined ? DISCARD_LIMIT_BYTES : routeLimit + 2 * MB;
    if (declared > limit && request.headers['content-type']?.startsWith('multipart/')) {
      throw new HttpError(
        413,
        routeLimit === undefined ? MSG.uploadTooLarge : MSG_FN.fileLargerThan(Math.round(routeLimit / MB)),
      );
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // `complete` is undefined on injected requests, which have no connection.
    if (request.raw.complete === false && !(await discardBody(request.raw))) {
      reply.header('connection', 'close');
    }
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
}

/** Reads the rest of a request's body and drops it; false when it is, or turns out, too large or slow. */
function discardBody(raw: IncomingMessage): Promise<boolean> {
  if (Number(raw.headers['content-length']) > DISCARD_LIMIT_BYTES) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (read: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onFailure).off('close', onFailure);
      resolve(read);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_LIMIT_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onFailure = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), DISCARD_TIMEOUT_MS);
    // Whatever was reading the body (the multipart parser) stops; from here its bytes are dropped.
    raw.unpipe();
    raw.on('data', onData).once('end', onEnd).once('error', onFailure).once('close', onFailure);
    raw.resume();
  });
}
