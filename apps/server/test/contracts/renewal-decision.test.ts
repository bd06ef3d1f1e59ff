// The renewal decision over the API (docs/domain.md, The renewal decision): recorded per term by the
// contract's owner or an admin, answered with who and when, and the list's 'awaiting decision' filter.
import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, type Headers, individualMetadata, upload } from '../support/contracts.ts';
import { authHeader, buildUser } from '../support/factories.ts';

describe('the renewal decision', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  // 2026-06-01: a yearly contract from 2024-01-05 is in its third term, evaluation window open
  // (2026-04-10 to the notice date 2026-10-07).
  const clock = fixedClock('2026-06-01T09:00:00.000Z');
  const YEARLY = { type: 'automatic', term: { value: 1, unit: 'YEARS' } };

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Far Away'], vendor: 'Far Vendor' });
  });
  afterAll(() => t.close());

  const create = async (name: string, startDate: string, headers: Headers = w.member) => {
    const lifecycle = { duration: { value: 1, unit: 'YEARS' }, renewal: YEARLY };
    const res = await upload(t, headers, {
      metadata: individualMetadata(w.property(0).id, { name, startDate, lifecycle } as never),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const decide = (id: string, body: object, headers: Headers) =>
    t.app.inject({ method: 'POST', url: `/api/contracts/${id}/decision`, headers, payload: body });
  const names = async (query: string) => {
    const res = await t.app.inject({ url: `/api/contracts?page=1&sort=name&${query}`, headers: w.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((c: { name: string }) => c.name);
  };

  it('is recorded by the owner for the current term, with who and when, and ends the wait', async () => {
    const linen = await create('Linen', '2024-01-05');
    const boiler = await create('Boiler', '2024-01-05');
    // Not in its evaluation window: its third term's notice date is 2027-03-02.
    await create('Quiet', '2024-06-01');
    expect(linen).toMatchObject({
      status: 'pending_renewal',
      term: { number: 3 },
      decision: null,
      awaitingDecision: true,
    });
    expect(await names('awaitingDecision=true')).toEqual(['Boiler', 'Linen']);

    clock.set('2026-06-02T10:30:00.000Z');
    const res = await decide(
      linen._id,
      { decision: 'not_renew', reason: 'price', note: '  Too dear  ' },
      w.member,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      awaitingDecision: false,
      decision: {
        term: 3,
        decision: 'not_renew',
        reason: 'price',
        note: 'Too dear',
        decidedBy: { _id: w.memberUser.id, name: w.memberUser.name },
        decidedAt: '2026-06-02T10:30:00.000Z',
      },
    });
    expect(await names('awaitingDecision=true')).toEqual(['Boiler']);

    // An admin changes it; the last decision of the term is the one answered.
    const changed = await decide(linen._id, { decision: 'renegotiate', reason: 'service' }, w.admin);
    expect(changed.json().decision).toMatchObject({
      decision: 'renegotiate',
      note: '',
      decidedBy: { _id: w.adminUser.id },
    });
    expect(
      (await t.app.inject({ url: `/api/contracts/${boiler._id}`, headers: w.admin })).json().decision,
    ).toBeNull();

    // A notice sent with no decision recorded ends the wait too, on the contract and in the filter.
    const notice = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${boiler._id}/notice`,
      headers: w.admin,
      payload: { sentOn: '2026-06-01', channel: 'email' },
    });
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.json()).toMatchObject({ decision: null, awaitingDecision: false });
    expect(await names('awaitingDecision=true')).toEqual([]);

    // The next term starts without one: from 2023-06-20, the third term ends 2026-06-20.
    clock.set('2026-06-01T09:00:00.000Z');
    const seasonal = await create('Seasonal', '2023-06-20');
    expect(
      (await decide(seasonal._id, { decision: 'renew', reason: 'service' }, w.member)).json().decision,
    ).toMatchObject({
      term: 3,
    });
    clock.set('2026-06-25T09:00:00.000Z');
    const fourth = await t.app.inject({ url: `/api/contracts/${seasonal._id}`, headers: w.admin });
    expect(fourth.json()).toMatchObject({ term: { number: 4 }, decision: null });
    clock.set('2026-06-01T09:00:00.000Z');
  });

  it('is refused to anyone but the owner and the admins, and to bad input, in words', async () => {
    const contract = await create('Pool', '2024-01-05', w.admin);
    const stranger = await buildUser(t.db, { workspaceId: w.workspace.id, role: 'user' });
    const notOwner = await decide(
      contract._id,
      { decision: 'renew', reason: 'service' },
      await authHeader(t.db, stranger.id),
    );
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe(API_MSG.decisionNotAllowed);
    expect(
      (await decide(contract._id, { decision: 'renew', reason: 'service' }, other.admin)).statusCode,
    ).toBe(404);
    const bad = await decide(contract._id, { decision: 'maybe' }, w.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      decision: 'Decision must be renew, renegotiate or not_renew',
      reason: 'Choose a reason',
    });
  });
});
