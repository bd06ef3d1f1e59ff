import type { Readable } from 'node:stream';
import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { type TDisposition, verifyDocumentLink } from '../../documents/document-links.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Storage } from '../../storage/index.ts';

export interface OpenedDocument {
  documentKey: string;
  body: Readable;
  size: number;
  contentType: string;
  fileName: string;
  disposition: TDisposition;
}

/**
 * The document a signed link names. No session is needed: the signature is the credential, and it
 * covers the contract, its current document and the disposition. Any doubt answers 403.
 */
export async function openSignedDocument(options: {
  db: Executor;
  storage: Storage;
  secret: string;
  now: Date;
  contractId: string;
  link: { disposition?: string | undefined; expires?: string | undefined; signature?: string | undefined };
}): Promise<OpenedDocument> {
  const { db, storage, secret, now, contractId, link } = options;
  const refused = forbidden(API_MSG.documentLinkInvalid);
  if (!isUuid(contractId) || !link.disposition || !link.expires || !link.signature) throw refused;
  const [row] = await db.select().from(contracts).where(eq(contracts.id, contractId)).limit(1);
  if (!row?.documentKey) throw refused;
  const valid = verifyDocumentLink({
    secret,
    target: { contractId: row.id, documentKey: row.documentKey },
    disposition: link.disposition,
    expires: link.expires,
    signature: link.signature,
    now,
  });
  if (!valid) throw refused;
  const stored = await storage.get(row.documentKey);
  if (!stored) throw notFound(API_MSG.documentNotFound);
  return {
    documentKey: row.documentKey,
    body: stored.body,
    size: stored.size,
    contentType: row.documentContentType ?? stored.contentType,
    fileName: row.documentName ?? 'document',
    disposition: link.disposition as TDisposition,
  };
}
