import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drafts } from '../../db/schema/index.ts';
import { releaseDocument } from '../../documents/pending-documents.ts';
import type { Storage } from '../../storage/index.ts';
import { findDraft } from './list-drafts.ts';

/** DELETE /api/drafts/:id: the draft, then its file once that is committed (the sweep finishes a failure). */
export async function discardDraft(options: {
  db: Db;
  storage: Storage;
  workspaceId: string;
  draftId: string;
}): Promise<void> {
  const { db, workspaceId } = options;
  const key = await db.transaction(async (tx) => {
    const draft = await findDraft(tx, workspaceId, options.draftId, { forUpdate: true });
    await tx.delete(drafts).where(eq(drafts.id, draft.id));
    return draft.documentKey;
  });
  await releaseDocument(options.storage, key);
}

/** PATCH /api/drafts/:id { reviewed }: a person has looked at the proposals and kept the draft, or not. */
export async function markDraftReviewed(options: {
  db: Db;
  workspaceId: string;
  draftId: string;
  reviewed: boolean;
  now: Date;
}): Promise<void> {
  const draft = await findDraft(options.db, options.workspaceId, options.draftId);
  await options.db
    .update(drafts)
    .set({ reviewedAt: options.reviewed ? options.now : null })
    .where(eq(drafts.id, draft.id));
}
