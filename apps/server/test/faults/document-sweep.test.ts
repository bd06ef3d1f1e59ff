// Document writes that cannot orphan: a document is pending until the transaction that commits its
// contract adopts it, and the sweep removes what a crash left (pending uploads, files nobody names,
// half-written files) once old enough, never a live document.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_MSG } from '@keydate/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contracts, pendingDocuments } from '../../src/db/schema/index.ts';
import { abandonDocument, adoptDocument, beginDocument } from '../../src/documents/pending-documents.ts';
import { startDocumentSweep } from '../../src/jobs/sweep-documents.job.ts';
import { sweepDocuments } from '../../src/services/documents/sweep-documents.ts';
import { type S3Peer, startS3Peer } from '../storage/s3rver-peer.ts';
import { streamOf } from '../storage/storage-contract.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, individualMetadata, replaceDocument, upload } from '../support/contracts.ts';
import { PDF_BYTES } from '../support/documents.ts';
import { buildWorkspace } from '../support/factories.ts';
import { openTestDatabase, testDbKind } from '../support/test-database.ts';

const MINUTE = 60_000;

describe('document writes and the document sweep', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof buildContractWorld>>;

  beforeAll(async () => {
    t = await buildTestApp();
    world = await buildContractWorld(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Every test starts from a store that holds exactly what contracts name.
    await sweepDocuments({ db: t.db, storage: t.storage, graceMs: 0, now: new Date(Date.now() + MINUTE) });
  });

  const liveKeys = async () =>
    (await t.db.select({ key: contracts.documentKey }).from(contracts)).map((r) => r.key as string).sort();
  const pendingKeys = async () =>
    (await t.db.select({ key: pendingDocuments.key }).from(pendingDocuments)).map((r) => r.key).sort();
  const sweep = (graceMs: number) =>
    sweepDocuments({ db: t.db, storage: t.storage, graceMs, now: new Date() });

  // What a process killed between storing a file and committing its contract leaves behind.
  const crashedUpload = async () => {
    const key = await beginDocument(t.db, world.workspace.id);
    await t.storage.put(key, streamOf(PDF_BYTES), { contentType: 'application/pdf' });
    return key;
  };
  const age = async (minutes: number) => {
    await t.db.execute(
      sql`update pending_documents set started_at = now() - ${minutes} * interval '1 minute'`,
    );
  };

  it('keeps an upload pending only until its contract commits, and a refused one leaves nothing', async () => {
    const created = await upload(t, world.admin, { metadata: individualMetadata(world.property(0).id) });
    expect(created.statusCode).toBe(201);
    expect(await pendingKeys()).toEqual([]);
    expect(await t.storage.list('')).toEqual(await liveKeys());

    const refused = await upload(t, world.admin, { metadata: { name: 'No dates' } });
    expect(refused.statusCode).toBe(400);
    expect(await pendingKeys()).toEqual([]);
    expect(await t.storage.list('')).toEqual(await liveKeys());

    const replaced = await replaceDocument(t, world.admin, created.json()._id, {
      filename: 'v2.pdf',
      data: PDF_BYTES,
      contentType: 'application/pdf',
    });
    expect(replaced.statusCode).toBe(200);
    expect(await pendingKeys()).toEqual([]);
    expect(await t.storage.list('')).toEqual(await liveKeys());
  });

  it('removes a crashed upload, its record, a file nobody names and a half-written file once old enough', async () => {
    await upload(t, world.admin, { metadata: individualMetadata(world.property(0).id) });
    const live = await liveKeys();
    const crashed = await crashedUpload();
    // A replaced document whose removal failed: a complete file that no contract and no record names.
    const unnamed = `workspaces/${world.workspace.id}/documents/00000000-0000-4000-8000-000000000001`;
    await t.storage.put(unnamed, streamOf(PDF_BYTES), { contentType: 'application/pdf' });
    const partial = join(t.dataDir, 'documents', `${crashed}.partial-0123456789ab`);
    await writeFile(partial, 'half a document');

    // Young enough to be an upload still arriving: nothing is touched.
    expect(await sweep(10 * MINUTE)).toEqual({ pending: [], unreferenced: [], incomplete: [] });
    expect(await pendingKeys()).toEqual([crashed]);

    await age(11);
    const later = new Date(Date.now() + 11 * MINUTE);
    const result = await sweepDocuments({ db: t.db, storage: t.storage, graceMs: 10 * MINUTE, now: later });
    expect(result).toEqual({
      pending: [crashed],
      unreferenced: [unnamed],
      incomplete: [`${crashed}.partial-0123456789ab`],
    });
    expect(await pendingKeys()).toEqual([]);
    expect(await t.storage.list('')).toEqual(live);
    expect((await t.storage.get(live[0] as string))?.contentType).toBe('application/pdf');
  });

  it('refuses to adopt an upload the sweep has taken, and the upload leaves nothing', async () => {
    const before = await t.storage.list('');
    const key = await crashedUpload();
    await age(30);
    expect((await sweep(10 * MINUTE)).pending).toEqual([key]);
    await expect(t.db.transaction((tx) => adoptDocument(tx, key))).rejects.toMatchObject({
      statusCode: 408,
      message: API_MSG.uploadExpired,
    });
    await abandonDocument(t.db, t.storage, key);
    expect(await t.storage.list('')).toEqual(before);
  });

  it('never removes a live document, whatever its age', async () => {
    const created = await upload(t, world.admin, { metadata: individualMetadata(world.property(0).id) });
    const key = created.json().documentKey as string;
    const result = await sweepDocuments({
      db: t.db,
      storage: t.storage,
      graceMs: 0,
      now: new Date(Date.now() + 24 * 60 * MINUTE),
    });
    expect(result.unreferenced).not.toContain(key);
    expect(await t.storage.exists(key)).toBe(true);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.documentKey, key));
    expect(row?.documentKey).toBe(key);
  });

  it('removes nothing once told to stop (the server is shutting down)', async () => {
    const key = await crashedUpload();
    await age(30);
    const signal = AbortSignal.abort();
    expect(
      await sweepDocuments({ db: t.db, storage: t.storage, graceMs: 0, now: new Date(), signal }),
    ).toEqual({
      pending: [],
      unreferenced: [],
      incomplete: [],
    });
    expect(await t.storage.exists(key)).toBe(true);
    expect(await pendingKeys()).toEqual([key]);
  });

  it('sweeps on a schedule, at once when started, and says what it removed', async () => {
    const key = await crashedUpload();
    await age(30);
    const logged: unknown[] = [];
    const log = { info: (fields: unknown) => logged.push(fields), error: () => {} };
    const schedule = startDocumentSweep({ db: t.db, storage: t.storage, minutes: 10, log });
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    await schedule.stop();
    expect(logged).toEqual([{ pending: [key], unreferenced: [], incomplete: [] }]);
    expect(await t.storage.exists(key)).toBe(false);
  });

  // Two instances: one commits a contract while the other sweeps. Only real PostgreSQL has two connections.
  if (testDbKind === 'postgres') {
    it('does not take a pending document whose contract is committing meanwhile', async () => {
      const key = await crashedUpload();
      await age(30);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The contract's transaction adopts the document and is still open while the sweep runs.
      const committing = t.db.transaction(async (tx) => {
        await adoptDocument(tx, key);
        await held;
      });
      await new Promise((r) => setTimeout(r, 100));
      expect((await sweep(10 * MINUTE)).pending).toEqual([]);
      release();
      await committing;
      expect(await t.storage.exists(key)).toBe(true);
      expect(await pendingKeys()).toEqual([]);
    });
  }
});

describe('the document sweep on S3', () => {
  let peer: S3Peer;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    peer = await startS3Peer();
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await peer.close();
  });

  it('removes a crashed upload and an object nobody names, and keeps what is not a document', async () => {
    const storage = peer.storage(await peer.createBucket(), { prefix: 'keydate' });
    const { db } = database;
    const workspace = await buildWorkspace(db);
    const crashed = await beginDocument(db, workspace.id);
    await storage.put(crashed, streamOf(PDF_BYTES), { contentType: 'application/pdf' });
    const unnamed = `workspaces/${workspace.id}/documents/00000000-0000-4000-8000-000000000002`;
    await storage.put(unnamed, streamOf(PDF_BYTES), { contentType: 'application/pdf' });
    await storage.put('exports/register.csv', streamOf('a,b'), { contentType: 'text/csv' });

    const result = await sweepDocuments({ db, storage, graceMs: 0, now: new Date(Date.now() + MINUTE) });
    expect(result).toEqual({ pending: [crashed], unreferenced: [unnamed], incomplete: [] });
    expect(await storage.list('')).toEqual(['exports/register.csv']);
    expect(await db.select().from(pendingDocuments)).toEqual([]);
  });
});
