// Short-lived signed document links (docs/domain.md, Documents): the signature is the credential, so the
// link works in an <iframe> or a new tab without a bearer header, and only for a few minutes.
//
//   /api/documents/<contractId>?disposition=inline|attachment&expires=<unix seconds>&signature=<base64url>
//
// The HMAC-SHA256 (keyed with SECRET_KEY) covers the contract id, its document key, the disposition and
// the expiry, so a link dies with the file it named (a replaced document) and cannot be turned from
// inline into attachment or stretched in time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DISPOSITIONS = ['inline', 'attachment'] as const;
export type TDisposition = (typeof DISPOSITIONS)[number];

/** How long a link lives. */
export const DOCUMENT_LINK_TTL_SECONDS = 5 * 60;

export interface DocumentLinkTarget {
  contractId: string;
  documentKey: string;
}

function mac(secret: string, target: DocumentLinkTarget, disposition: string, expires: string): Buffer {
  return createHmac('sha256', secret)
    .update(
      ['keydate-document-link-v1', target.contractId, target.documentKey, disposition, expires].join('\n'),
    )
    .digest();
}

/** A relative, same-origin link to the document, valid for DOCUMENT_LINK_TTL_SECONDS from `now`. */
export function signDocumentLink(options: {
  secret: string;
  target: DocumentLinkTarget;
  disposition: TDisposition;
  now: Date;
}): string {
  const { secret, target, disposition, now } = options;
  const expires = String(Math.floor(now.getTime() / 1000) + DOCUMENT_LINK_TTL_SECONDS);
  const signature = mac(secret, target, disposition, expires).toString('base64url');
  const query = new URLSearchParams({ disposition, expires, signature });
  return `/api/documents/${encodeURIComponent(target.contractId)}?${query.toString()}`;
}

/** True when the link's parts were signed for this target and it has not expired at `now`. */
export function verifyDocumentLink(options: {
  secret: string;
  target: DocumentLinkTarget;
  disposition: string;
  expires: string;
  signature: string;
  now: Date;
}): boolean {
  const { secret, target, disposition, expires, signature, now } = options;
  if (!(DISPOSITIONS as readonly string[]).includes(disposition)) return false;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return false;
  // Compared as text, so only the one canonical encoding of the signature is accepted.
  const expected = Buffer.from(mac(secret, target, disposition, expires).toString('base64url'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The secret links are signed with; server.ts always resolves one (generated into DATA_DIR when unset). */
export function linkSecret(config: { SECRET_KEY?: string | undefined }): string {
  if (!config.SECRET_KEY) throw new Error('SECRET_KEY is not set: document links cannot be signed');
  return config.SECRET_KEY;
}
