// The list's sort keys kept on each contract (services/contracts/sort-names.ts), and migration 0014,
// which set them for the contracts stored before it, by the same rule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/client.ts';
import { contracts } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, individualMetadata, upload } from '../support/contracts.ts';

describe('the sort keys of a contract', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildContractWorld(t, { properties: ['Harbour View', 'Beach House', 'City Center'] });
    const created = async (metadata: object) => {
      const res = await upload(t, w.admin, { metadata });
      expect(res.statusCode, res.body).toBe(201);
    };
    await created(individualMetadata(w.property(1).id, { name: 'One property', vendorId: w.vendor.id }));
    await created({
      ...individualMetadata(w.property(0).id, { name: 'Group' }),
      agreementType: 'MSA',
      propertyId: null,
      propertyIds: [w.property(2).id, w.property(0).id],
    });
  });
  afterAll(() => t.close());

  const keys = () =>
    t.db
      .select({
        name: contracts.name,
        propertySortName: contracts.propertySortName,
        memberCount: contracts.memberCount,
        vendorSortName: contracts.vendorSortName,
      })
      .from(contracts)
      .where(eq(contracts.workspaceId, w.workspace.id))
      .orderBy(asc(contracts.name));

  it('are the first property’s name, the number of MSA members and the vendor’s name', async () => {
    expect(await keys()).toEqual([
      { name: 'Group', propertySortName: 'City Center', memberCount: 2, vendorSortName: null },
      { name: 'One property', propertySortName: 'Beach House', memberCount: 0, vendorSortName: 'Acme Linen' },
    ]);
  });

  it('are what migration 0014 sets on contracts stored before it', async () => {
    const expected = await keys();
    await t.db.execute(
      sql`update contracts set property_sort_name = null, member_count = 0, vendor_sort_name = null`,
    );
    const migration = readFileSync(join(migrationsFolder, '0014_sort_names.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('UPDATE "contracts" SET');
    await t.db.execute(sql.raw(backfill));
    expect(await keys()).toEqual(expected);
  });
});
