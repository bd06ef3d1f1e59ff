// Owners and responsible people (docs/domain.md, Owners and responsible people): a contract's owner over
// the API, GET /api/members, a property's responsible people, handing contracts over when a person is
// deleted, and who receives a contract's reminders, on real SMTP.
import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { sweep } from '../reminders/reminder-world.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, type Headers, individualMetadata, upload } from '../support/contracts.ts';
import { authHeader, buildUser } from '../support/factories.ts';

describe('owners and responsible people', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  let people: Record<'olga' | 'rita' | 'bob', Awaited<ReturnType<typeof buildUser>>>;
  const clock = fixedClock('2025-06-01T09:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Far Away'], vendor: 'Far Vendor' });
    const person = (name: string) =>
      buildUser(t.db, {
        workspaceId: w.workspace.id,
        role: 'user',
        name,
        email: `${name.split(' ')[0]?.toLowerCase()}@owners.test`,
      });
    people = {
      olga: await person('Olga Owner'),
      rita: await person('Rita Responsible'),
      bob: await person('Bob Bystander'),
    };
  });
  afterAll(() => t.close());

  const member = (user: { id: string; name: string; email: string }) => ({
    _id: user.id,
    name: user.name,
    email: user.email,
  });
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Headers = w.admin,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = async (overrides: object, headers: Headers = w.admin) => {
    const res = await upload(t, headers, { metadata: individualMetadata(w.property(0).id, overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('makes the uploader the owner unless one is chosen, keeps it on edits that leave it out, and refuses a stranger', async () => {
    const mine = await create({ name: 'Uploaded By Member' }, w.member);
    const [uploader] = await t.db.select().from(contracts).where(eq(contracts.id, mine._id));
    expect(mine.owner?._id).toBe(uploader?.createdBy);
    const olgas = await create({ name: 'Olga Linen', ownerId: people.olga.id });
    expect(olgas.owner).toEqual(member(people.olga));

    const edit = (ownerId?: string) =>
      call('PUT', `/api/contracts/${olgas._id}`, {
        ...individualMetadata(w.property(0).id, { name: 'Olga Linen' }),
        ...(ownerId ? { ownerId } : {}),
      });
    expect((await edit()).json().owner).toEqual(member(people.olga));
    expect((await edit(people.rita.id)).json().owner).toEqual(member(people.rita));
    const stranger = await edit(other.adminUser.id);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({
      message: API_MSG.unknownOwnerId,
      errors: { ownerId: API_MSG.unknownOwnerId },
    });
    expect((await call('GET', `/api/contracts/${olgas._id}`)).json().owner).toEqual(member(people.rita));
  });

  it("lists the workspace's people for any role, and filters the list by 'Owner: me'", async () => {
    const members = await call('GET', '/api/members', undefined, w.member);
    expect(members.statusCode).toBe(200);
    const names = members.json().map((m: { name: string }) => m.name);
    expect(names).toContain('Olga Owner');
    expect(names).not.toContain(other.adminUser.name);
    expect(Object.keys(members.json()[0]).sort()).toEqual(['_id', 'email', 'name']);

    const olgaHeaders = await authHeader(t.db, people.olga.id);
    await create({ name: 'Olga Towels', ownerId: people.olga.id });
    const mine = await call('GET', '/api/contracts?page=1&ownerId=me', undefined, olgaHeaders);
    expect(mine.json().items.map((c: { name: string }) => c.name)).toEqual(['Olga Towels']);
    const bad = await call('GET', '/api/contracts?page=1&ownerId=nobody');
    expect(bad.statusCode).toBe(400);
  });

  it("keeps a property's responsible people, members of the workspace only", async () => {
    const created = await call('POST', '/api/properties', {
      name: 'Lighthouse Inn',
      responsibleIds: [people.rita.id, people.olga.id, people.rita.id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().responsibles).toEqual([member(people.olga), member(people.rita)]);
    const id = created.json()._id;
    expect(
      (await call('PUT', `/api/properties/${id}`, { name: 'Lighthouse Inn' })).json().responsibles,
    ).toHaveLength(2);
    const stranger = await call('PUT', `/api/properties/${id}`, {
      name: 'Lighthouse Inn',
      responsibleIds: [other.adminUser.id],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual({ responsibleIds: API_MSG.unknownResponsibleId });
    const cleared = await call('PUT', `/api/properties/${id}`, {
      name: 'Lighthouse Inn',
      responsibleIds: [],
    });
    expect(cleared.json().responsibles).toEqual([]);
  });

  it('sends reminders to the owner and the property’s people, and to the admins only when a contract has neither', async () => {
    clock.set('2025-09-01T09:00:00.000Z');
    // Notice date 90 days before 2026-01-05: 2025-10-07, the 60-day reminder is due on 2025-08-08.
    const harbour = w.property(1);
    await call('PUT', `/api/properties/${harbour.id}`, {
      name: harbour.name,
      responsibleIds: [people.rita.id],
    });
    await create({ name: 'Owned Pool Care', propertyId: harbour.id, ownerId: people.olga.id });
    const orphan = await create({ name: 'Orphan Boiler', propertyId: w.property(2).id });
    await t.db.update(contracts).set({ ownerId: null }).where(eq(contracts.id, orphan._id));
    t.smtp.mails.length = 0;
    await sweep(t);
    const recipientsOf = (name: string) =>
      t.smtp.mails
        .filter((mail) => mail.subject.endsWith(`: ${name}`))
        .flatMap((mail) => mail.to)
        .sort();
    expect(recipientsOf('Owned Pool Care')).toEqual([people.olga.email, people.rita.email].sort());
    expect(recipientsOf('Orphan Boiler')).toEqual([w.adminUser.email]);
    // The term's renewal decision is not recorded yet, and the notice reminder says so.
    expect(t.smtp.mails.find((mail) => mail.subject.endsWith(': Owned Pool Care'))?.text).toContain(
      'Decision: no decision recorded yet',
    );
    expect(t.smtp.mails.flatMap((mail) => mail.to)).not.toContain(people.bob.email);
  });

  it('hands a deleted person’s contracts to the new owner they must be given', async () => {
    const leaving = await buildUser(t.db, { workspaceId: w.workspace.id, role: 'user', name: 'Lea Leaving' });
    const first = await create({ name: 'Lea One', ownerId: leaving.id });
    await create({ name: 'Lea Two', ownerId: leaving.id });
    const listed = (await call('GET', '/api/users')).json();
    expect(listed.find((u: { _id: string }) => u._id === leaving.id)?.contractsOwned).toBe(2);

    const refused = await call('DELETE', `/api/users/${leaving.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(API_MSG.newOwnerRequired);
    for (const heir of [leaving.id, other.adminUser.id, 'not-an-id']) {
      const bad = await call('DELETE', `/api/users/${leaving.id}?newOwnerId=${heir}`);
      expect(bad.statusCode, heir).toBe(400);
      expect(bad.json().message).toBe(API_MSG.newOwnerInvalid);
    }
    expect((await call('GET', `/api/contracts/${first._id}`)).json().owner?._id).toBe(leaving.id);

    const done = await call('DELETE', `/api/users/${leaving.id}?newOwnerId=${people.olga.id}`);
    expect(done.statusCode).toBe(204);
    expect((await call('GET', `/api/contracts/${first._id}`)).json().owner).toEqual(member(people.olga));
    // Its history says who handed it over, from whom to whom.
    const [handedOver] = (await call('GET', `/api/contracts/${first._id}/history`)).json();
    expect(handedOver).toMatchObject({
      action: 'owner_changed',
      actor: { _id: w.adminUser.id },
      changes: [{ field: 'Owner', from: leaving.name, to: people.olga.name }],
    });
    const quiet = await buildUser(t.db, { workspaceId: w.workspace.id, role: 'user' });
    expect((await call('DELETE', `/api/users/${quiet.id}`)).statusCode).toBe(204);
  });
});
