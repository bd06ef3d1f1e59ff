// Every document write goes through here, so that no crash can leave a file nobody refers to: the key
// is recorded as pending before the first byte is stored, the transaction that commits the contract
// takes it out of pending (the document is then live), and what stays pending is the sweep's
// (services/documents/sweep-documents.ts).
import { randomUUID } from 'node:crypto';
import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { pendingDocuments } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Storage } from '../storage/index.ts';

/** A new key (unguessable, scoped to the workspace: workspaces/<id>/documents/<uuid>), recorded as pending. */
export async function beginDocument(db: Executor, workspaceId: string): Promise<string> {
  const key = `workspaces/${workspaceId}/documents/${randomUUID()}`;
  await db.insert(pendingDocuments).values({ key, workspaceId });
  return key;
}

/**
 * Inside the transaction that makes a contract point at `key`: the document is live from its commit.
 * A pending record that is gone means the sweep took the upload for abandoned; it is refused.
 */
export async function adoptDocument(tx: Executor, key: string): Promise<void> {
  const [adopted] = await tx
    .delete(pendingDocuments)
    .where(eq(pendingDocuments.key, key))
    .returning({ key: pendingDocuments.key });
  if (!adopted) throw new HttpError(408, API_MSG.uploadExpired);
}

/** Removes a refused or failed upload, then its pending record; whatever fails here the sweep finishes. */
export async function abandonDocument(db: Executor, storage: Storage, key: string): Promise<void> {
  try {
    await storage.delete(key);
    await db.delete(pendingDocuments).where(eq(pendingDocuments.key, key));
  } catch {
    // The record stays pending, so the sweep removes the file and the record later.
  }
}

/** Removes a document no contract refers to any more (replaced, or its contract deleted), once that is committed. */
export async function releaseDocument(storage: Storage, key: string): Promise<void> {
  // A file left behind by a failure here is found by the sweep's listing of the store.
  await storage.delete(key).catch(() => undefined);
}
