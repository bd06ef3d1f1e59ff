// A contract's DOCX as the preview frame shows it: made in the reading child the first time it is opened,
// then kept (document_previews), a failure too, so that opening it again makes nothing again.
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { MAX_UPLOAD_BYTES } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentPreviews } from '../../db/schema/index.ts';
import { documentReader } from '../../documents/reading/document-reader.ts';

/** Previews being made, by document: openings that come meanwhile wait for the same one. */
const making = new Map<string, Promise<string | null>>();

/**
 * The document's body as HTML, or null when it cannot be shown. Throws ReadingQueueFull or ReaderClosed
 * when the reader cannot take it now; nothing is kept then.
 */
export async function previewDocument(options: {
  db: Executor;
  contractId: string;
  documentKey: string;
  /** The stored document, read only when no preview is kept. */
  document: { body: Readable; size: number };
}): Promise<string | null> {
  const { db, contractId, documentKey, document } = options;
  const [kept] = await db
    .select({ html: documentPreviews.html })
    .from(documentPreviews)
    .where(and(eq(documentPreviews.contractId, contractId), eq(documentPreviews.documentKey, documentKey)));
  if (kept) {
    document.body.destroy();
    return kept.html;
  }
  let made = making.get(documentKey);
  if (made) {
    document.body.destroy();
    return made;
  }
  made = makePreview(db, contractId, documentKey, document).finally(() => making.delete(documentKey));
  making.set(documentKey, made);
  return made;
}

async function makePreview(
  db: Executor,
  contractId: string,
  documentKey: string,
  { body, size }: { body: Readable; size: number },
): Promise<string | null> {
  let html: string | null = null;
  // Stored documents are never larger; this only guards against a store that says otherwise.
  if (size <= MAX_UPLOAD_BYTES) {
    const preview = await documentReader().preview({ bytes: await buffer(body) });
    if (preview.state === 'html') html = preview.html;
  } else body.destroy();
  const row = { documentKey, html, createdAt: new Date() };
  await db
    .insert(documentPreviews)
    .values({ contractId, ...row })
    .onConflictDoUpdate({ target: documentPreviews.contractId, set: row });
  return html;
}
