// Reads the text of every stored document still waiting for it. A document waits from the transaction
// that stores it (queueDocumentText) or, for those stored before texts were read, from migration 0018.
// Each document is saved as it is read, so the work can stop at any point and go on where it stopped.
import { buffer } from 'node:stream/consumers';
import { MAX_UPLOAD_BYTES, type TDocumentFacts } from '@keydate/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import { contracts, documentTexts } from '../../db/schema/index.ts';
import { DOCUMENT_CONTENT_TYPES, type TDocumentKind } from '../../documents/document-kinds.ts';
import type { TExtractedText } from '../../documents/reading/reading-types.ts';
import type { Storage } from '../../storage/index.ts';
import { analyzeDocument } from './analyze-document.ts';

const PROGRESS_EVERY_MS = 5_000;
/** Pages are stored one after another, a form feed between two; `pageStarts` says where each begins. */
const PAGE_BREAK = '\f';

/** Marks a contract's newly stored document as waiting to be read (in the transaction that stores it). */
export async function queueDocumentText(
  db: Executor,
  document: { workspaceId: string; contractId: string; documentKey: string },
): Promise<void> {
  const { workspaceId, contractId, documentKey } = document;
  const pending = {
    documentKey,
    state: 'pending' as const,
    pageCount: 0,
    content: '',
    pageStarts: [],
    recognisedPages: [],
    facts: {},
  };
  await db
    .insert(documentTexts)
    .values({ contractId, workspaceId, ...pending })
    .onConflictDoUpdate({ target: documentTexts.contractId, set: { ...pending, updatedAt: new Date() } });
}

/**
 * Reads until no document waits, or `signal` aborts; says how many it read. Whoever aborts may also kill
 * the reading in progress (closeDocumentReader): that document stays pending.
 */
export async function readDocumentTexts(options: {
  db: Db;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info'>;
  signal?: AbortSignal;
}): Promise<{ read: number }> {
  const { db, log, signal } = options;
  const pending = eq(documentTexts.state, 'pending');
  const [waiting] = await db.select({ total: count() }).from(documentTexts).where(pending);
  const total = waiting?.total ?? 0;
  let read = 0;
  let reported = Date.now();
  while (!signal?.aborted) {
    const batch = await db
      .select({
        contractId: documentTexts.contractId,
        key: documentTexts.documentKey,
        type: contracts.documentContentType,
      })
      .from(documentTexts)
      .innerJoin(contracts, eq(contracts.id, documentTexts.contractId))
      .where(pending)
      .limit(10);
    if (batch.length === 0) break;
    for (const row of batch) {
      if (signal?.aborted) break;
      try {
        await readOne(options, row.contractId, row.key, kindOf(row.type));
      } catch (error) {
        if (signal?.aborted) break;
        throw error;
      }
      read += 1;
      if (Date.now() - reported > PROGRESS_EVERY_MS) {
        reported = Date.now();
        log.info({ read, total }, 'reading the text of stored documents');
      }
    }
  }
  if (read > 0) log.info({ read, total }, 'document texts read');
  return { read };
}

const kindOf = (contentType: string | null) =>
  (Object.keys(DOCUMENT_CONTENT_TYPES) as TDocumentKind[]).find(
    (kind) => DOCUMENT_CONTENT_TYPES[kind] === contentType,
  );

async function readOne(
  { db, storage, signal }: { db: Db; storage: Storage; signal?: AbortSignal | undefined },
  contractId: string,
  key: string,
  kind: TDocumentKind | undefined,
): Promise<void> {
  const stored = await storage.get(key);
  let text: TExtractedText = { state: 'unavailable', reason: 'unreadable', pageCount: 0 };
  let facts: TDocumentFacts = {};
  if (stored && kind && stored.size <= MAX_UPLOAD_BYTES) {
    const bytes = await buffer(stored.body);
    // Stopped meanwhile: a reading asked for now would start the reading child again.
    signal?.throwIfAborted();
    const result = await analyzeDocument({ bytes, kind });
    text = result.text;
    facts = result.analysis.suggestions;
  } else stored?.body.destroy();
  // Control characters (NUL, which PostgreSQL's text refuses, and the marks of the search's passages)
  // become spaces; the page break is the store's own.
  const pages = (text.state === 'text' ? text.pages : []).map((page) =>
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what goes
    page.replace(/[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f]/g, ' '),
  );
  let at = 0;
  const pageStarts = pages.map((page) => {
    const start = at;
    at += page.length + PAGE_BREAK.length;
    return start;
  });
  // Kept only if the contract still names this document: a replacement made meanwhile waits its turn.
  await db
    .update(documentTexts)
    .set({
      state: text.state,
      pageCount: text.pageCount,
      content: pages.join(PAGE_BREAK),
      pageStarts,
      recognisedPages: text.state === 'text' ? text.recognisedPages : [],
      facts,
      updatedAt: new Date(),
    })
    .where(and(eq(documentTexts.contractId, contractId), eq(documentTexts.documentKey, key)));
}
