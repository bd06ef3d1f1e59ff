// The feed token is the only credential of a feed: anything but a current token answers 404 in the
// one error shape (never 401 or 500), and regenerating kills the old URL at once.
import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedKey, signFeedToken } from '../../src/services/calendar/feed-token.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { feedPath, getFeed, pathOf, readEvents } from '../support/calendar.ts';
import { buildContractWorld, individualMetadata, upload } from '../support/contracts.ts';
import { authHeader, buildUser } from '../support/factories.ts';

describe('calendar feed tokens', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;

  const regenerate = (headers: { authorization: string }) =>
    t.app.inject({ method: 'POST', url: '/api/account/calendar-feed/regenerate', headers });

  const expectNotFound = async (path: string) => {
    const res = await getFeed(t, path);
    expect(res.statusCode, path).toBe(404);
    expect(res.headers['content-type'], path).toMatch(/^application\/json/);
    expect(res.json(), path).toEqual({ message: API_MSG.notFound });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildContractWorld(t);
    const res = await upload(t, w.member, { metadata: individualMetadata(w.property(0).id) });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('regenerating answers a new URL that works, and the old one answers 404 from then on', async () => {
    const first = await feedPath(t, w.member);
    expect((await getFeed(t, first)).statusCode).toBe(200);

    const res = await regenerate(w.member);
    expect(res.statusCode).toBe(200);
    const second = pathOf(res.json().calendarFeedUrl);
    expect(second).not.toBe(first);
    await expectNotFound(first);
    const fresh = await getFeed(t, second);
    expect(fresh.statusCode).toBe(200);
    expect(readEvents(fresh.body).events).toHaveLength(3);
    // The account page shows the new URL too.
    expect(await feedPath(t, w.member)).toBe(second);

    const third = pathOf((await regenerate(w.member)).json().calendarFeedUrl);
    await expectNotFound(first);
    await expectNotFound(second);
    expect((await getFeed(t, third)).statusCode).toBe(200);
  });

  it("regenerating one person's link leaves everyone else's working", async () => {
    const adminPath = await feedPath(t, w.admin);
    expect((await regenerate(w.member)).statusCode).toBe(200);
    expect((await getFeed(t, adminPath)).statusCode).toBe(200);
  });

  it('answers 404 for malformed, forged and unknown tokens', async () => {
    const good = (await feedPath(t, w.member)).slice('/api/calendar/'.length, -'.ics'.length);
    const [payload = '', mac = ''] = good.split('.');
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const stranger = '0f0e0d0c-0b0a-4908-8706-050403020100';
    const ownKey = feedKey(t.config.SECRET_KEY ?? '');
    const otherKey = feedKey('a-different-secret-a-different-secret-0123');
    const cases = [
      `${payload}.${flipped}`,
      `${payload}.${mac.slice(0, -2)}`,
      `${payload}`,
      `${payload}.${mac}.${mac}`,
      'garbage',
      '.',
      '%00',
      '%E2%82%AC.%F0%9F%98%80',
      "'; drop table users; --",
      // Well formed and signed, but for no user, or by another server's key.
      signFeedToken({ key: ownKey, userId: stranger, version: 0 }),
      signFeedToken({ key: otherKey, userId: stranger, version: 0 }),
    ];
    for (const token of cases) await expectNotFound(`/api/calendar/${encodeURIComponent(token)}.ics`);
    // A user's id with a version they do not have yet.
    const account = (await t.app.inject({ method: 'GET', url: '/api/account', headers: w.member })).json();
    await expectNotFound(
      `/api/calendar/${signFeedToken({ key: ownKey, userId: account.user._id, version: 999 })}.ics`,
    );
    // Far longer than any token: the app-wide limit on path parameters answers first, in the same shape.
    const long = await getFeed(t, `/api/calendar/${payload}.${mac}${'x'.repeat(300)}.ics`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long' });
    // Without the extension, or with a session instead of a token, there is no feed either.
    await expectNotFound(`/api/calendar/${good}`);
    const withSession = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/not-a-token.ics',
      headers: w.member,
    });
    expect(withSession.statusCode).toBe(404);
  });

  it('regenerating needs a session, and works for a plain user on their own account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/calendar-feed/regenerate' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_MSG.notAuthenticated });

    const user = await buildUser(t.db, { workspaceId: w.workspace.id, role: 'user' });
    const headers = await authHeader(t.db, user.id);
    const before = await feedPath(t, headers);
    const after = await regenerate(headers);
    expect(after.statusCode).toBe(200);
    await expectNotFound(before);
    expect((await getFeed(t, pathOf(after.json().calendarFeedUrl))).statusCode).toBe(200);
  });
});
