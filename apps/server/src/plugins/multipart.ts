import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '../documents/receive-upload.ts';

/** Multipart uploads are read as streams by documents/receive-upload.ts, within these limits. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  // An upload refused before its body has arrived (wrong type at the first bytes, too large) is
  // answered at once; the rest of the body is not read, so the connection closes after the answer
  // instead of lingering half-read (which would also hold up a graceful shutdown).
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
  });
}
