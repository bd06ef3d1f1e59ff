// The secret of a calendar feed URL, derived rather than stored (docs/domain.md, Calendar feed):
//
//   <base64url(16 bytes of the user id + 4 bytes of the feed version)>.<base64url(HMAC-SHA256 truncated to 128 bits)>
//
// The MAC is keyed with a key derived from SECRET_KEY for this one purpose, so a feed token can never
// pass for a document link signature or the other way round. Raising users.calendar_feed_version
// changes the token, and the old URL stops working because its version no longer matches.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { linkSecret } from '../../documents/document-links.ts';
import { isUuid } from '../../lib/uuid.ts';

const PURPOSE = 'keydate-calendar-feed-v1';
const MAC_BYTES = 16;
const PAYLOAD_BYTES = 20;
const MAX_VERSION = 0xffff_ffff;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface FeedTokenSubject {
  userId: string;
  version: number;
}

/** The feed key: HMAC of the purpose label under the server's secret. */
export function feedKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

/** The feed key of this server, from the same SECRET_KEY that signs document links. */
export function feedKeyOf(config: { SECRET_KEY?: string | undefined }): Buffer {
  return feedKey(linkSecret(config));
}

function mac(key: Buffer, subject: FeedTokenSubject): Buffer {
  return createHmac('sha256', key)
    .update(`${subject.userId.toLowerCase()}:${subject.version}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

export function signFeedToken(options: { key: Buffer } & FeedTokenSubject): string {
  const { key, userId, version } = options;
  if (!isUuid(userId)) throw new Error('A calendar feed token needs a user id');
  if (!Number.isInteger(version) || version < 0 || version > MAX_VERSION) {
    throw new Error(`A calendar feed version must fit in 32 bits, got ${version}`);
  }
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  Buffer.from(userId.replaceAll('-', ''), 'hex').copy(payload, 0);
  payload.writeUInt32BE(version, 16);
  return `${payload.toString('base64url')}.${mac(key, { userId, version }).toString('base64url')}`;
}

/**
 * The user id and version a token was signed for, or null for anything this server did not sign
 * (wrong MAC, wrong length, not base64url). Whether that version is still the user's current one is
 * the caller's question.
 */
export function readFeedToken(options: { key: Buffer; token: string }): FeedTokenSubject | null {
  const parts = options.token.split('.');
  if (parts.length !== 2) return null;
  const [payloadText, macText] = parts as [string, string];
  if (!BASE64URL.test(payloadText) || !BASE64URL.test(macText)) return null;
  const payload = Buffer.from(payloadText, 'base64url');
  // Only the one canonical encoding is accepted (trailing bits of base64 could spell the same bytes).
  if (payload.length !== PAYLOAD_BYTES || payload.toString('base64url') !== payloadText) return null;
  const hex = payload.subarray(0, 16).toString('hex');
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const subject = { userId, version: payload.readUInt32BE(16) };
  const expected = Buffer.from(mac(options.key, subject).toString('base64url'));
  const given = Buffer.from(macText);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return subject;
}

/** The absolute feed URL calendar apps subscribe to. */
export function calendarFeedUrl(options: { appUrl: string; key: Buffer } & FeedTokenSubject): string {
  const { appUrl, ...rest } = options;
  return `${appUrl}/api/calendar/${signFeedToken(rest)}.ics`;
}
