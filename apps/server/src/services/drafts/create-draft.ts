import { Readable } from 'node:stream';
import { API_MSG, MAX_OPEN_DRAFTS, type TDraft } from '@keydate/domain';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drafts } from '../../db/schema/index.ts';
import { DOCUMENT_CONTENT_TYPES, type TDocumentKind } from '../../documents/document-kinds.ts';
import { abandonDocument, adoptDocument, beginDocument } from '../../documents/pending-documents.ts';
import { conflict } from '../../lib/http-error.ts';
import type { Storage } from '../../storage/index.ts';
import { analyzeDocument } from '../documents/analyze-document.ts';
import { refuseDocumentTwin } from './document-twin.ts';
import { getDraft } from './list-drafts.ts';

/**
 * POST /api/drafts: a document already received and checked as an upload is, unless the workspace holds
 * the same bytes (409 naming the contract or draft), is stored, read in the reading child, and kept as a
 * draft with what it states. A failure at any step leaves nothing stored.
 */
export async function createDraft(options: {
  db: Db;
  storage: Storage;
  workspaceId: string;
  userId: string;
  file: { name: string; kind: TDocumentKind; bytes: Buffer; sha256: string };
}): Promise<TDraft> {
  const { db, storage, workspaceId, file } = options;
  const [waiting] = await db.select({ n: count() }).from(drafts).where(eq(drafts.workspaceId, workspaceId));
  if ((waiting?.n ?? 0) >= MAX_OPEN_DRAFTS) throw conflict(API_MSG.tooManyDrafts);
  await refuseDocumentTwin(db, workspaceId, file.sha256);

  const contentType = DOCUMENT_CONTENT_TYPES[file.kind];
  const key = await beginDocument(db, workspaceId);
  let draftId: string;
  try {
    await storage.put(key, Readable.from([file.bytes]), { contentType });
    const { text, analysis } = await analyzeDocument({ bytes: file.bytes, kind: file.kind });
    draftId = await db.transaction(async (tx) => {
      // Checked again under the lock: two copies of one file dropped at once make one draft.
      await refuseDocumentTwin(tx, workspaceId, file.sha256);
      await adoptDocument(tx, key);
      const [row] = await tx
        .insert(drafts)
        .values({
          workspaceId,
          createdBy: options.userId,
          documentKey: key,
          documentName: file.name,
          documentContentType: contentType,
          documentSize: file.bytes.length,
          documentSha256: file.sha256,
          textLayer: text.state === 'text' ? 'text' : text.state,
          pageCount: text.pageCount,
          recognisedPages: analysis.recognisedPages,
          facts: analysis.suggestions,
        })
        .returning({ id: drafts.id });
      if (!row) throw new Error('draft not stored');
      return row.id;
    });
  } catch (error) {
    await abandonDocument(db, storage, key);
    throw error;
  }
  return getDraft({ db, workspaceId, draftId });
}
