import { CONTRACT_CATEGORIES, storedDatesFor } from '@keydate/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractProperties,
  contracts,
  properties,
  users,
  vendors,
  workspaces,
} from '../../src/db/schema/index.ts';
import { planSeed, type SeedResult, seedWorkspace } from '../../src/tools/seed.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';

describe('seedWorkspace', () => {
  let t: TestApp;
  let seeded: SeedResult;
  const now = new Date('2026-03-15T09:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp();
    seeded = await seedWorkspace({
      db: t.db,
      properties: 20,
      vendors: 30,
      contracts: 200,
      adminEmail: 'Seed.Admin@example.com',
      password: 'seed-password-123',
      seed: 7,
      now,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowsIn = async (
    table: typeof properties | typeof vendors | typeof contracts,
    workspaceId: string,
  ) => {
    const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId));
    return row?.n;
  };

  const signIn = async (email: string, password: string) => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    return { authorization: `Bearer ${login.json().token as string}` };
  };

  it('creates exactly the rows asked for, in one workspace', async () => {
    expect(seeded.counts).toMatchObject({ properties: 20, vendors: 30, contracts: 200 });
    expect(await rowsIn(properties, seeded.workspaceId)).toBe(20);
    expect(await rowsIn(vendors, seeded.workspaceId)).toBe(30);
    expect(await rowsIn(contracts, seeded.workspaceId)).toBe(200);
    const owners = await t.db
      .selectDistinct({ ownerId: contracts.ownerId })
      .from(contracts)
      .where(eq(contracts.workspaceId, seeded.workspaceId));
    expect(owners).toEqual([{ ownerId: seeded.adminUserId }]);
    const [ws] = await t.db.select({ n: count() }).from(workspaces);
    expect(ws?.n).toBe(1);
    const [admin] = await t.db.select().from(users).where(eq(users.id, seeded.adminUserId));
    expect(admin).toMatchObject({ email: 'seed.admin@example.com', role: 'admin' });
    expect(admin?.emailVerifiedAt).not.toBeNull();
    const types = await t.db.selectDistinct({ type: contracts.contractType }).from(contracts);
    expect(types.map((r) => r.type).sort()).toEqual([...CONTRACT_CATEGORIES].sort());
  });

  it('lets the admin sign in and list the contracts', async () => {
    const headers = await signIn('seed.admin@example.com', 'seed-password-123');
    const page = await t.app.inject({ method: 'GET', url: '/api/contracts?page=1', headers });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(200);
  });

  it('gives every MSA two to six members and every individual contract a property', async () => {
    const msas = await t.db
      .select({ id: contracts.id, propertyId: contracts.propertyId })
      .from(contracts)
      .where(eq(contracts.agreementType, 'MSA'));
    expect(msas.length).toBeGreaterThan(10);
    expect(msas.every((m) => m.propertyId === null)).toBe(true);
    const members = await t.db
      .select({ contractId: contractProperties.contractId, n: count() })
      .from(contractProperties)
      .groupBy(contractProperties.contractId);
    const byContract = new Map(members.map((m) => [m.contractId, m.n]));
    for (const msa of msas) {
      expect(byContract.get(msa.id)).toBeGreaterThanOrEqual(2);
      expect(byContract.get(msa.id)).toBeLessThanOrEqual(6);
    }
    expect(members.length).toBe(msas.length);
    const [orphans] = await t.db
      .select({ n: count() })
      .from(contracts)
      .where(and(eq(contracts.agreementType, 'INDIVIDUAL'), isNull(contracts.propertyId)));
    expect(orphans?.n).toBe(0);
  });

  it('stores the dates the domain derives', async () => {
    const sample = await t.db.select().from(contracts).limit(40);
    for (const row of sample) {
      const expected = storedDatesFor(row.startDate, row.lifecycle);
      expect({
        startDate: row.startDate,
        endDate: row.endDate,
        renewalWindowStart: row.renewalWindowStart,
        renewalWindowEnd: row.renewalWindowEnd,
        nonRenewalNoticeStart: row.nonRenewalNoticeStart,
      }).toEqual(expected);
    }
  });

  it('plans the same rows from the same seed number', () => {
    const options = { properties: 5, vendors: 5, contracts: 50, seed: 3, now };
    expect(planSeed(options)).toEqual(planSeed(options));
    expect(planSeed(options)).not.toEqual(planSeed({ ...options, seed: 4 }));
  });

  it('keeps a second seeded workspace apart', async () => {
    const second = await seedWorkspace({ db: t.db, properties: 3, vendors: 3, contracts: 12, seed: 7, now });
    expect(second.workspaceId).not.toBe(seeded.workspaceId);
    expect(second.password).toHaveLength(16);
    expect(await rowsIn(contracts, second.workspaceId)).toBe(12);
    expect(await rowsIn(contracts, seeded.workspaceId)).toBe(200);
    const headers = await signIn(second.email, second.password);
    const page = await t.app.inject({ method: 'GET', url: '/api/contracts?page=1', headers });
    expect(page.json().total).toBe(12);
  });
});
