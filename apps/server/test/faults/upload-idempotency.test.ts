// A retried upload does not duplicate: the same Idempotency-Key from the same person within 24 hours
// answers the first upload's contract and stores nothing more.
import { API_MSG } from '@keydate/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, footprint, individualMetadata, uploadBody } from '../support/contracts.ts';
import { authHeader, buildUser } from '../support/factories.ts';

describe('POST /api/contracts/upload with an Idempotency-Key', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof buildContractWorld>>;

  beforeAll(async () => {
    t = await buildTestApp();
    world = await buildContractWorld(t);
  });
  afterAll(() => t.close());

  const send = (key: string | undefined, headers = world.admin, name = 'Linen Service 2025') => {
    const body = uploadBody({ metadata: individualMetadata(world.property(0).id, { name }) });
    return t.app.inject({
      method: 'POST',
      url: '/api/contracts/upload',
      headers: { ...headers, ...body.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body.payload,
    });
  };

  it('answers a retry with the first contract, marked as a replay, and stores nothing more', async () => {
    const first = await send('wizard-7f3a1c');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const after = await footprint(t);

    const retried = await send('wizard-7f3a1c', world.admin, 'Sent again with other details');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()._id).toBe(first.json()._id);
    expect(retried.json().name).toBe('Linen Service 2025');
    expect(await footprint(t)).toEqual(after);
  });

  it('keeps keys apart per person, and creates again without a key or with another key', async () => {
    const colleague = await buildUser(t.db, { workspaceId: world.workspace.id, role: 'user' });
    const before = await footprint(t);
    const mine = await send('same-key');
    const theirs = await send('same-key', await authHeader(t.db, colleague.id));
    expect(theirs.json()._id).not.toBe(mine.json()._id);
    expect((await send(undefined)).statusCode).toBe(201);
    expect((await send('another-key')).statusCode).toBe(201);
    expect((await footprint(t)).contracts).toBe(before.contracts + 4);
  });

  it('remembers only an upload that was created: a refused one may be sent again with the same key', async () => {
    const body = uploadBody({ metadata: { name: 'No dates' } });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/upload',
      headers: { ...world.admin, ...body.headers, 'idempotency-key': 'fix-and-retry' },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(400);
    const fixed = await send('fix-and-retry');
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours', async () => {
    const first = await send('yesterday');
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'yesterday'`,
    );
    const again = await send('yesterday');
    expect(again.statusCode).toBe(201);
    expect(again.json()._id).not.toBe(first.json()._id);
    expect((await send('yesterday')).json()._id).toBe(again.json()._id);
  });

  it('answers 409 for the key of a contract deleted since', async () => {
    const first = await send('then-deleted');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/contracts/${first.json()._id}`,
      headers: world.admin,
    });
    expect(deleted.statusCode).toBe(204);
    const before = await footprint(t);
    const retried = await send('then-deleted');
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toEqual({ message: API_MSG.uploadKeyOfDeletedContract });
    expect(await footprint(t)).toEqual(before);
  });

  it('refuses a key that is empty, too long or not visible characters', async () => {
    for (const key of ['', 'x'.repeat(256), 'two words', 'caf\u00e9']) {
      const res = await send(key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().message).toBe(API_MSG.idempotencyKeyInvalid);
    }
  });

  it('creates one contract for a double click: two uploads with one key at once', async () => {
    const before = await footprint(t);
    const [a, b] = await Promise.all([send('double-click'), send('double-click')]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    expect(a?.json()._id).toBe(b?.json()._id);
    expect([a?.headers['idempotent-replayed'], b?.headers['idempotent-replayed']].sort()).toEqual([
      'true',
      undefined,
    ]);
    const after = await footprint(t);
    expect(after.contracts).toBe(before.contracts + 1);
    expect(after.files).toHaveLength(before.files.length + 1);
  });
});
