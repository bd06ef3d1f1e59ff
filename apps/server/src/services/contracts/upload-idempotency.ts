// Idempotency-Key on an upload: the same key from the same person within 24 hours answers the contract
// the first upload created instead of creating another (a double click, a retry after a lost answer).
import { API_MSG, type TContract } from '@keydate/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { getContract } from './get-contract.ts';

export interface UploadKey {
  userId: string;
  key: string;
}

const KEY = /^[\x21-\x7E]{1,255}$/;
const dayAgo = sql`now() - interval '24 hours'`;

/** The request's Idempotency-Key, checked; undefined when it sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) throw badRequest(API_MSG.idempotencyKeyInvalid);
  return value;
}

/** Thrown inside the creating transaction when an upload with the same key committed first. */
export class UploadKeyTaken extends Error {}

/**
 * In the transaction that creates `contractId`: records the key for it, after forgetting this person's
 * keys older than 24 hours. Throws UploadKeyTaken when the key already stands for another upload.
 */
export async function recordUploadKey(tx: Executor, upload: UploadKey, contractId: string): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, upload.userId), lt(idempotencyKeys.createdAt, dayAgo)));
  const recorded = await tx
    .insert(idempotencyKeys)
    .values({ ...upload, contractId })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (recorded.length === 0) throw new UploadKeyTaken();
}

/** The answer of the upload this key stands for, if any within 24 hours (409 when its contract was deleted). */
export async function earlierUpload(options: {
  db: Executor;
  workspaceId: string;
  upload: UploadKey;
  answer: ContractAnswerContext;
}): Promise<TContract | undefined> {
  const { db, upload } = options;
  const [row] = await db
    .select({ contractId: idempotencyKeys.contractId })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, upload.userId),
        eq(idempotencyKeys.key, upload.key),
        gt(idempotencyKeys.createdAt, dayAgo),
      ),
    );
  if (!row) return undefined;
  if (!row.contractId) throw conflict(API_MSG.uploadKeyOfDeletedContract);
  return getContract({
    db,
    workspaceId: options.workspaceId,
    contractId: row.contractId,
    answer: options.answer,
  });
}
