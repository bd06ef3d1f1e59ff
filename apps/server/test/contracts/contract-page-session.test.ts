// The dashboard's page checks its caller's session in its own statements instead of a session query of
// its own (find-contracts-page.ts). Every kind of statement it runs must refuse a session that is not
// live exactly as every other route does, even when a remembered total would spare the count, and
// must still tell an empty list from a refused session.
import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, type Headers, individualMetadata, upload } from '../support/contracts.ts';
import { authHeader, buildUser, buildWorkspace } from '../support/factories.ts';

const NOW = '2025-06-01T09:00:00.000Z';

describe('the paged list and its caller’s session', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  let queries: string[];

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock(NOW) });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Elsewhere Inn'] });
    for (const [name, index] of [
      ['Linen Service', 0],
      ['Linen Supply', 1],
      ['Pool Care', 0],
    ] as const) {
      const res = await upload(t, w.admin, {
        metadata: individualMetadata(w.property(index).id, { name, vendorId: w.vendor.id }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await upload(t, other.admin, {
      metadata: individualMetadata(other.property(0).id, { name: 'Linen Elsewhere' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    queries = [
      'page=1', // the dashboard's first page
      'page=2&pageSize=1', // a page bound by LIMIT and OFFSET
      'page=1&sort=vendor&order=desc', // ordered by a joined name
      'page=1&q=linen', // a search in name order (the walk)
      'page=1&q=linen&sort=startDate', // a search's ids, then its rows by id
      `page=1&propertyId=${w.property(0).id}`,
      'page=1&status=active&contractType=service',
      'page=1&q=no-such-contract', // nothing to find
      'page=9', // past the end: the last page
    ];
  });
  afterAll(() => t?.close());

  const list = (query: string, headers: Headers | Record<string, never>) =>
    t.app.inject({ method: 'GET', url: `/api/contracts?${query}`, headers });

  async function expectRefused(headers: Headers | Record<string, never>, message: string) {
    for (const query of queries) {
      const res = await list(query, headers);
      expect(res.statusCode, query).toBe(401);
      expect(res.json(), query).toEqual({ message });
    }
  }

  it('answers a live session with its own workspace’s contracts only', async () => {
    const names = async (query: string, headers: Headers) => {
      const res = await list(query, headers);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return (res.json() as { items: Array<{ name: string }> }).items.map((c) => c.name);
    };
    expect(await names('page=1', w.member)).toEqual(['Linen Service', 'Linen Supply', 'Pool Care']);
    expect(await names('page=1&q=linen', w.member)).toEqual(['Linen Service', 'Linen Supply']);
    expect(await names('page=1&q=linen&sort=startDate', w.member)).toHaveLength(2);
    expect(await names('page=9', w.member)).toEqual(['Linen Service', 'Linen Supply', 'Pool Care']);
    expect(await names('page=1&q=linen', other.member)).toEqual(['Linen Elsewhere']);
    // Another workspace's property filters to nothing here, like an unknown one.
    expect(await names(`page=1&propertyId=${other.property(0).id}`, w.member)).toEqual([]);
    for (const query of queries) expect((await list(query, w.member)).statusCode, query).toBe(200);
  });

  it('tells an empty list from a refused session', async () => {
    const workspace = await buildWorkspace(t.db);
    const user = await buildUser(t.db, { workspaceId: workspace.id, role: 'user' });
    const headers = await authHeader(t.db, user.id);
    for (const query of ['page=1', 'page=1&q=linen', 'page=3&sort=status']) {
      const res = await list(query, headers);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    }
  });

  it('refuses a missing or unknown token', async () => {
    await expectRefused({}, API_MSG.notAuthenticated);
    await expectRefused({ authorization: 'Bearer not-a-token-of-this-server' }, API_MSG.sessionExpired);
  });

  it('refuses a session that has expired, even where it was answered a moment before', async () => {
    const user = await buildUser(t.db, { workspaceId: w.workspace.id, role: 'user' });
    const headers = await authHeader(t.db, user.id);
    // Every statement prepared and every total remembered while the session was live.
    for (const query of queries) expect((await list(query, headers)).statusCode, query).toBe(200);
    const token = headers.authorization.slice('Bearer '.length);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(NOW) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await expectRefused(headers, API_MSG.sessionExpired);
    // A moment before its expiry it was live (the same rule as every other route's).
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(new Date(NOW).getTime() + 1) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await list('page=1', headers)).statusCode).toBe(200);
    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
    expect(verify.statusCode).toBe(200);
  });

  it('refuses a session after sign-out and a deleted person’s session', async () => {
    const leaving = await buildUser(t.db, { workspaceId: w.workspace.id, role: 'user' });
    const signedOut = await authHeader(t.db, leaving.id);
    const deleted = await authHeader(t.db, leaving.id);
    for (const headers of [signedOut, deleted]) {
      expect((await list('page=1&q=linen', headers)).statusCode).toBe(200);
    }
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: signedOut });
    expect(logout.statusCode).toBeLessThan(300);
    await expectRefused(signedOut, API_MSG.sessionExpired);
    expect((await list('page=1', deleted)).statusCode).toBe(200);

    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${leaving.id}`,
      headers: w.admin,
    });
    expect(removal.statusCode, removal.body).toBeLessThan(300);
    await expectRefused(deleted, API_MSG.sessionExpired);
  });
});
