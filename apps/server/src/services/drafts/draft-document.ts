import type { drafts } from '../../db/schema/index.ts';
import type { StoredDocument } from '../../documents/receive-upload.ts';

/** A draft's document, as a contract names it. */
export const draftDocument = (draft: typeof drafts.$inferSelect): StoredDocument => ({
  key: draft.documentKey,
  name: draft.documentName,
  contentType: draft.documentContentType,
  size: draft.documentSize,
  sha256: draft.documentSha256,
});
