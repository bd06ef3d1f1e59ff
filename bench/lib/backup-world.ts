// The workspace the backup bench writes out (scenarios/backup.ts): the volume of `npm run seed` at 1,000
// contracts (a fifth of them MSAs over two to six hotels, most with a vendor), each with its own PDF of
// six to ten pages stored as an upload stores it; and a second, empty workspace with an admin to restore
// the backup into. The documents' texts are not written: a backup does not read them.
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { contracts, properties, users, vendors, workspaces } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/services/auth/password.ts';
import { createSession } from '../../apps/server/src/services/sessions/create-session.ts';
import type { Storage } from '../../apps/server/src/storage/index.ts';
import { seedWorkspace, vacuumAfterLoad } from '../../apps/server/src/tools/seed.ts';
import { contractPdf } from './contract-pdf.ts';

export const BACKUP_CONTRACTS = 1_000;

export interface BackupSeed {
  seconds: number;
  contracts: number;
  msaContracts: number;
  properties: number;
  vendors: number;
  documents: number;
  documentBytes: number;
  /** The admin of the empty workspace a restore goes into. */
  restoreToken: string;
}

/** Every contract of the workspace given a distinct PDF of its own, stored and named by the contract. */
async function storeDocuments(db: Db, storage: Storage, workspaceId: string) {
  const rows = await db
    .select({
      id: contracts.id,
      name: contracts.name,
      startDate: contracts.startDate,
      lifecycle: contracts.lifecycle,
      property: properties.name,
      vendor: vendors.name,
    })
    .from(contracts)
    .leftJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(vendors, eq(vendors.id, contracts.vendorId))
    .where(eq(contracts.workspaceId, workspaceId))
    .orderBy(asc(contracts.createdAt), asc(contracts.id));
  let bytes = 0;
  for (const [index, row] of rows.entries()) {
    const pdf = contractPdf({
      index,
      title: `${row.name.replace(/ #\d+$/, '')} Agreement`,
      client: row.property ? `${row.property} Hotel Ltd` : 'Seeded Hotels Group Ltd',
      supplier: row.vendor ?? 'Independent Supplies Ltd',
      effectiveDate: row.startDate,
      initialTerm: row.lifecycle.duration,
      noticePeriod: row.lifecycle.nonRenewalNotice.triggerValue,
      pages: 6 + (index % 5),
    });
    const key = `workspaces/${workspaceId}/documents/${randomUUID()}`;
    const { size } = await storage.put(key, Readable.from([pdf]), { contentType: 'application/pdf' });
    await db
      .update(contracts)
      .set({
        documentKey: key,
        documentName: `${row.name.replace(/[^A-Za-z0-9 ]+/g, '').trim()}.pdf`,
        documentContentType: 'application/pdf',
        documentSize: size,
        documentSha256: createHash('sha256').update(pdf).digest('hex'),
      })
      .where(eq(contracts.id, row.id));
    bytes += size;
  }
  return { documents: rows.length, documentBytes: bytes };
}

/** A workspace with an admin and nothing else, which a restore accepts. */
async function emptyWorkspace(db: Db): Promise<string> {
  const [workspace] = await db.insert(workspaces).values({ name: 'Restore target' }).returning();
  if (!workspace) throw new Error('workspace not created');
  const [user] = await db
    .insert(users)
    .values({
      workspaceId: workspace.id,
      name: 'Restore Admin',
      email: 'restore-admin@example.com',
      role: 'admin',
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword('bench-password-123'),
    })
    .returning();
  if (!user) throw new Error('admin not created');
  return (await createSession({ db, userId: user.id, now: new Date(), ttlHours: 24 })).token;
}

export async function backupWorld(
  db: Db,
  storage: Storage,
): Promise<{ token: string; propertyId: string; backup: BackupSeed }> {
  const started = performance.now();
  const seed = await seedWorkspace({
    db,
    properties: 25,
    vendors: 60,
    contracts: BACKUP_CONTRACTS,
    adminEmail: 'backup-admin@example.com',
    password: 'bench-password-123',
    seed: 2,
    now: new Date(),
  });
  const stored = await storeDocuments(db, storage, seed.workspaceId);
  await vacuumAfterLoad(db);
  const [msa] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(sql`${contracts.workspaceId} = ${seed.workspaceId} and ${contracts.agreementType} = 'MSA'`);
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.workspaceId, seed.workspaceId))
    .orderBy(asc(properties.name))
    .limit(1);
  if (!property) throw new Error('no property seeded');
  const { token } = await createSession({ db, userId: seed.adminUserId, now: new Date(), ttlHours: 24 });
  const restoreToken = await emptyWorkspace(db);
  return {
    token,
    propertyId: property.id,
    backup: {
      seconds: (performance.now() - started) / 1000,
      contracts: seed.counts.contracts,
      msaContracts: msa?.n ?? 0,
      properties: seed.counts.properties,
      vendors: seed.counts.vendors,
      ...stored,
      restoreToken,
    },
  };
}
