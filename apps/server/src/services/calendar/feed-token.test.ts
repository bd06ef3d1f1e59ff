import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calendarFeedUrl, feedKey, readFeedToken, signFeedToken } from './feed-token.ts';

const key = feedKey('test-secret-key-test-secret-key-0123456789');
const userId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('calendar feed tokens', () => {
  it('read back the user and version they were signed for', () => {
    for (const version of [0, 1, 7, 0xffff_ffff]) {
      const token = signFeedToken({ key, userId, version });
      expect(token).toMatch(/^[A-Za-z0-9_-]{27}\.[A-Za-z0-9_-]{22}$/);
      expect(readFeedToken({ key, token })).toEqual({ userId, version });
    }
  });

  it('differ per version and per user, and are the same each time they are made', () => {
    const first = signFeedToken({ key, userId, version: 0 });
    expect(signFeedToken({ key, userId, version: 0 })).toBe(first);
    expect(signFeedToken({ key, userId, version: 1 })).not.toBe(first);
    expect(signFeedToken({ key, userId: '3f2504e0-4f89-41d3-9a0c-0305e82c3302', version: 0 })).not.toBe(
      first,
    );
  });

  it('are refused under another key, including the bare secret the document links use', () => {
    const token = signFeedToken({ key, userId, version: 3 });
    expect(readFeedToken({ key: feedKey('another-secret-another-secret-0123456789'), token })).toBeNull();
    const bareSecret = Buffer.from('test-secret-key-test-secret-key-0123456789');
    expect(readFeedToken({ key: bareSecret, token })).toBeNull();
  });

  it('are refused when any part is changed, and garbage is refused without throwing', () => {
    const token = signFeedToken({ key, userId, version: 3 });
    const [payload = '', mac = ''] = token.split('.');
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    // Another user's id or another version under the original MAC.
    const otherVersion = Buffer.from(payload, 'base64url');
    otherVersion.writeUInt32BE(4, 16);
    const cases = [
      `${flip(payload, 0)}.${mac}`,
      `${otherVersion.toString('base64url')}.${mac}`,
      `${payload}.${flip(mac, 5)}`,
      `${payload}.${mac.slice(0, -1)}`,
      `${payload}.${mac}A`,
      `${payload}.${mac}.x`,
      `${payload}${mac}`,
      `${payload}.`,
      `.${mac}`,
      '',
      '.',
      'not-a-token',
      `${payload}.${mac.replace(/./, '+')}`,
      '../../etc/passwd',
      'x'.repeat(500),
      `${payload}.${'é'.repeat(22)}`,
    ];
    for (const garbage of cases) expect(readFeedToken({ key, token: garbage }), garbage).toBeNull();
  });

  it('accept only the canonical encoding of the payload', () => {
    const token = signFeedToken({ key, userId, version: 3 });
    const [payload = '', mac = ''] = token.split('.');
    // 20 bytes in 27 characters leave two spare bits in the last one; setting them spells the same bytes.
    const last = payload.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = `${payload.slice(0, -1)}${alphabet[alphabet.indexOf(last) + 1]}`;
    expect(Buffer.from(twin, 'base64url').equals(Buffer.from(payload, 'base64url'))).toBe(true);
    expect(readFeedToken({ key, token: `${twin}.${mac}` })).toBeNull();
  });

  it('sign user id and version with a key derived for this purpose from the secret', () => {
    const derived = createHmac('sha256', 'test-secret-key-test-secret-key-0123456789')
      .update('keydate-calendar-feed-v1')
      .digest();
    expect(key.equals(derived)).toBe(true);
    const expectedMac = createHmac('sha256', derived).update(`${userId}:5`).digest().subarray(0, 16);
    expect(signFeedToken({ key, userId, version: 5 }).split('.')[1]).toBe(expectedMac.toString('base64url'));
  });

  it('make an absolute .ics URL under the app URL', () => {
    const url = calendarFeedUrl({ appUrl: 'https://keydate.example.com', key, userId, version: 2 });
    expect(url).toBe(
      `https://keydate.example.com/api/calendar/${signFeedToken({ key, userId, version: 2 })}.ics`,
    );
  });
});
