// GET /api/workspace/export and POST /api/workspace/restore: a workspace written out as one zip and brought
// back into an empty workspace with every record, date and document; a zip that is not a sound backup is
// refused with a clear message, and a restore that fails halfway leaves the workspace empty.
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { TBackupManifest, TContract, THistoryEntry } from '@keydate/domain';
import archiver from 'archiver';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  contractHistory,
  contracts,
  pendingDocuments,
  properties,
  propertyResponsibles,
  vendors,
  workspaces,
} from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  buildContractWorld,
  type Headers,
  individualMetadata,
  insertContractWithoutDocument,
  upload,
} from '../support/contracts.ts';
import { DOCX_BYTES } from '../support/documents.ts';
import { multipartBody } from '../support/multipart.ts';
import { buildTextPdf } from '../support/pdf.ts';

type World = Awaited<ReturnType<typeof buildContractWorld>>;

/** A zip's entries by name, read in the test. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, async (openError, stream) => {
          if (openError || !stream) return reject(openError);
          entries.set(entry.fileName, await buffer(stream));
          file.readEntry();
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** A zip of these entries, in this order. */
async function zipOf(entries: Iterable<[string, Buffer | string]>): Promise<Buffer> {
  const archive = archiver('zip', { store: true });
  const done = buffer(archive);
  for (const [name, data] of entries) archive.append(data, { name });
  await archive.finalize();
  return done;
}

describe('backup and restore', () => {
  let t: TestApp;
  let source: World;
  let backup: Buffer;
  const pdf = buildTextPdf([['LINEN SERVICES AGREEMENT', 'Effective as of March 1, 2024.']]);
  const RECEIPT = buildTextPdf([['DHL delivery receipt 1', 'Delivered May 31, 2025.']]);

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock('2025-06-01T09:00:00.000Z') });
    source = await buildContractWorld(t, {
      properties: ['Harbour View', 'Beach House'],
      vendor: 'Acme Linen',
    });
    const add = async (metadata: object, file?: { filename: string; data: Buffer }) => {
      const res = await upload(t, source.admin, { metadata, ...(file ? { file } : {}) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as TContract;
    };
    const linen = await add(
      individualMetadata(source.property(0).id, {
        name: 'Linen',
        vendorId: source.vendor.id,
        reminderLeadDays: { notice: [45, 10], end: [5] },
        ownerId: source.memberUser.id,
        lifecycle: {
          duration: { value: 1, unit: 'YEARS' },
          renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } },
        },
      } as never),
      { filename: 'linen.pdf', data: pdf },
    );
    // Harbour View's responsible person: the member.
    await t.db
      .insert(propertyResponsibles)
      .values({ propertyId: source.property(0).id, userId: source.memberUser.id });
    // Its decision not to renew, and the notice sent: the term is its last.
    for (const [path, payload] of [
      ['decision', { decision: 'not_renew', reason: 'price', note: 'Too dear' }],
      ['notice', { sentOn: '2025-05-30', channel: 'courier', reference: 'DHL 1' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/contracts/${linen._id}/${path}`,
        headers: source.admin,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The notice's receipt.
    const receipt = multipartBody([{ name: 'file', filename: 'DHL 1.pdf', data: RECEIPT }]);
    const attached = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${linen._id}/notice/receipt`,
      headers: { ...source.admin, ...receipt.headers },
      payload: receipt.payload,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const msa = await add(
      {
        name: 'Group elevators',
        agreementType: 'MSA',
        contractType: 'Maintenance',
        startDate: '2024-07-01',
        propertyIds: [source.property(1).id, source.property(0).id],
        lifecycle: {
          duration: { value: 3, unit: 'YEARS' },
          nonRenewalNotice: { triggerValue: { value: 4, unit: 'MONTHS' } },
        },
      },
      { filename: 'elevators.docx', data: DOCX_BYTES },
    );
    const terminated = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${msa._id}`,
      headers: source.admin,
      payload: { status: 'terminated' },
    });
    expect(terminated.statusCode).toBe(200);
    // Deleted: only its history stays.
    const gone = await add(individualMetadata(source.property(1).id, { name: 'Old laundry' }));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/contracts/${gone._id}`,
      headers: source.admin,
    });
    expect(deleted.statusCode).toBe(204);
    // Imported, without a document.
    await insertContractWithoutDocument(t, {
      workspaceId: source.workspace.id,
      propertyId: source.property(1).id,
      name: 'Pool care',
      startDate: '2025-02-01',
      contractType: 'service',
    });
    await t.db
      .update(workspaces)
      .set({ reminderLeadDays: { notice: [60, 30], end: [14] }, escalationDays: 21 })
      .where(eq(workspaces.id, source.workspace.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/workspace/export', headers: source.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    backup = res.rawPayload;
  });
  afterAll(() => t.close());

  const restore = (headers: Headers, zip: Buffer) => {
    const body = multipartBody([{ name: 'file', filename: 'backup.zip', data: zip }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/workspace/restore',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const contractsOf = async (headers: Headers) =>
    ((await t.app.inject({ method: 'GET', url: '/api/contracts', headers })).json() as TContract[]).sort(
      (a, b) => a.name.localeCompare(b.name),
    );
  const isEmpty = async (workspaceId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.workspaceId, workspaceId));
    const [contract] = await t.db
      .select({ n: count() })
      .from(contracts)
      .where(eq(contracts.workspaceId, workspaceId));
    return row?.n === 0 && contract?.n === 0;
  };

  it('writes every record, the register and every document, with a manifest of counts and checksums', async () => {
    const entries = await unzip(backup);
    const manifest = JSON.parse(String(entries.get('manifest.json'))) as TBackupManifest;
    expect(manifest).toMatchObject({
      format: 'keydate-workspace',
      version: 1,
      counts: { properties: 2, vendors: 1, contracts: 3, documents: 2, receipts: 1 },
    });
    expect([...entries.keys()].sort()).toEqual(
      [...manifest.files.map((file) => file.path), 'manifest.json'].sort(),
    );
    for (const file of manifest.files) {
      const data = entries.get(file.path) as Buffer;
      expect(data.length, file.path).toBe(file.size);
      expect(createHash('sha256').update(data).digest('hex'), file.path).toBe(file.sha256);
    }
    expect(String(entries.get('register.csv'))).toContain('Group elevators');
    expect((await restore(source.member, backup)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/workspace/export', headers: source.member }))
        .statusCode,
    ).toBe(403);
  });

  it('brings every contract, date, document and reminder setting back into an empty workspace, once', async () => {
    const target = await buildContractWorld(t, { properties: [] });
    await t.db.delete(vendors).where(eq(vendors.workspaceId, target.workspace.id));

    const res = await restore(target.admin, backup);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ properties: 2, vendors: 1, contracts: 3, documents: 2 });

    const before = await contractsOf(source.admin);
    const after = await contractsOf(target.admin);
    const comparable = (contract: TContract) => ({
      name: contract.name,
      agreementType: contract.agreementType,
      contractType: contract.contractType,
      status: contract.status,
      dates: [
        contract.startDate,
        contract.endDate,
        contract.renewalWindowStart,
        contract.nonRenewalNoticeStart,
      ],
      lifecycle: contract.lifecycle,
      reminderLeadDays: contract.reminderLeadDays,
      property: contract.propertyId?.name ?? null,
      members: contract.propertyIds.map((property) => property.name),
      vendor: contract.vendorId?.name ?? null,
      documentName: contract.documentName,
      decision: contract.decision && { ...contract.decision, decidedBy: null },
      noticeSent: contract.noticeSent && { ...contract.noticeSent, recordedBy: null },
    });
    expect(after.map(comparable)).toEqual(before.map(comparable));
    // The decision and the notice came back (their authors are not people of this workspace), and the
    // contracts belong to the admin restoring, their owner not being one either.
    const restoredLinen = after.find((contract) => contract.name === 'Linen');
    expect(restoredLinen?.decision).toMatchObject({
      decision: 'not_renew',
      note: 'Too dear',
      decidedBy: null,
    });
    expect(restoredLinen?.noticeSent).toMatchObject({
      sentOn: '2025-05-30',
      reference: 'DHL 1',
      endsOn: '2026-01-05',
      receipt: { name: 'DHL 1.pdf', size: RECEIPT.length },
    });
    const receipt = await t.app.inject({
      url: `/api/contracts/${restoredLinen?._id}/notice/receipt`,
      headers: target.member,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.equals(RECEIPT)).toBe(true);
    expect(after.map((contract) => contract.owner?._id)).toEqual(after.map(() => target.adminUser.id));
    expect(after.map((contract) => contract._id)).not.toEqual(before.map((contract) => contract._id));
    for (const contract of after.filter((restored) => restored.documentKey)) {
      const original = before.find((candidate) => candidate.name === contract.name) as TContract;
      const copy = await t.storage.get(contract.documentKey as string);
      const first = await t.storage.get(original.documentKey as string);
      expect(await buffer(copy?.body as NodeJS.ReadableStream)).toEqual(
        await buffer(first?.body as NodeJS.ReadableStream),
      );
    }
    // The history came back, in its order, with the names of who made each change (not people here).
    const historyOf = async (headers: Headers, id: string | undefined) =>
      (await t.app.inject({ url: `/api/contracts/${id}/history`, headers })).json() as THistoryEntry[];
    const sourceLinen = before.find((contract) => contract.name === 'Linen');
    const linenHistory = await historyOf(source.admin, sourceLinen?._id);
    expect(linenHistory.map((entry) => entry.action)).toEqual([
      'receipt_attached',
      'notice_recorded',
      'decision_recorded',
      'created',
    ]);
    expect(await historyOf(target.admin, restoredLinen?._id)).toEqual(
      linenHistory.map((entry) => ({ ...entry, actor: null })),
    );
    const exported = await t.app.inject({ url: '/api/history/export', headers: target.admin });
    expect(exported.body).toContain('Old laundry');
    expect(exported.body).toContain(source.adminUser.name);
    const [settings] = await t.db
      .select({ leadDays: workspaces.reminderLeadDays, escalationDays: workspaces.escalationDays })
      .from(workspaces)
      .where(eq(workspaces.id, target.workspace.id));
    expect(settings).toEqual({ leadDays: { notice: [60, 30], end: [14] }, escalationDays: 21 });

    const again = await restore(target.admin, backup);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A backup is restored only into an empty workspace: this one already has properties, vendors, contracts or drafts',
    );
    expect((await restore(source.admin, backup)).statusCode).toBe(409);
  });

  it('restores a backup larger than any document upload', async () => {
    const big = await buildContractWorld(t, { properties: ['Lodge'] });
    const padded = (n: number) =>
      Buffer.concat([pdf, Buffer.alloc(7 * 1024 * 1024, 0x20), Buffer.from(`%${n}`)]);
    for (const n of [1, 2]) {
      const metadata = individualMetadata(big.property(0).id, { name: `Large ${n}` });
      const res = await upload(t, big.admin, {
        metadata,
        file: { filename: `large-${n}.pdf`, data: padded(n) },
      });
      expect(res.statusCode).toBe(201);
    }
    const zip = (await t.app.inject({ method: 'GET', url: '/api/workspace/export', headers: big.admin }))
      .rawPayload;
    expect(zip.length).toBeGreaterThan(14 * 1024 * 1024);
    const target = await buildContractWorld(t, { properties: [] });
    await t.db.delete(vendors).where(eq(vendors.workspaceId, target.workspace.id));
    const res = await restore(target.admin, zip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contracts: 2, documents: 2 });
  });

  it('leaves out a document missing from storage, and its contract says it has none', async () => {
    const lost = await buildContractWorld(t, { properties: ['Lost Wing'] });
    const made = await upload(t, lost.admin, {
      metadata: individualMetadata(lost.property(0).id, { name: 'Lost file' }),
    });
    expect(made.statusCode, made.body).toBe(201);
    await t.storage.delete(made.json().documentKey);
    const res = await t.app.inject({ method: 'GET', url: '/api/workspace/export', headers: lost.admin });
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    const manifest = JSON.parse(String(entries.get('manifest.json'))) as TBackupManifest;
    expect(manifest.counts).toMatchObject({ contracts: 1, documents: 0, receipts: 0 });
    expect(JSON.parse(String(entries.get('data/contracts.json')))[0].document).toBeNull();
    expect([...entries.keys()].some((name) => name.startsWith('documents/'))).toBe(false);
  });

  describe('refuses an archive that is not a sound backup, leaving the workspace empty', () => {
    let target: World;
    beforeAll(async () => {
      target = await buildContractWorld(t, { properties: [] });
      await t.db.delete(vendors).where(eq(vendors.workspaceId, target.workspace.id));
    });

    const refused = async (zip: Buffer, status: number, message: string) => {
      const pending = (await t.db.select({ n: count() }).from(pendingDocuments)).at(0)?.n;
      const res = await restore(target.admin, zip);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await isEmpty(target.workspace.id)).toBe(true);
      expect((await t.db.select({ n: count() }).from(pendingDocuments)).at(0)?.n).toBe(pending);
    };

    it('a tampered file', async () => {
      const entries = await unzip(backup);
      const data = JSON.parse(String(entries.get('data/contracts.json')));
      data[0].name = 'Changed after the backup';
      entries.set('data/contracts.json', Buffer.from(JSON.stringify(data)));
      await refused(
        await zipOf(entries),
        400,
        'The backup does not match its manifest (a file was changed, added or removed), so nothing was restored',
      );
    });

    it('an entry that climbs out of its folder', async () => {
      const entries = await unzip(backup);
      await refused(
        await zipOf([...entries, ['documents/../../../evil.txt', 'x']]),
        400,
        "The archive holds a file outside a backup's folders, so it was not restored",
      );
    });

    it("a notice's receipt that the records name and the archive lacks", async () => {
      const entries = await unzip(backup);
      const receipt = [...entries.keys()].find((name) => /^documents\/.+\.receipt-\d+$/.test(name));
      expect(receipt).toBeDefined();
      entries.delete(receipt as string);
      const manifest = JSON.parse(String(entries.get('manifest.json'))) as TBackupManifest;
      manifest.files = manifest.files.filter((file) => file.path !== receipt);
      entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
      await refused(await zipOf(entries), 400, 'The file is not a Keydate backup');
    });

    it('a file that is not a zip, and a zip that is not a backup', async () => {
      await refused(Buffer.from('not a zip at all'), 400, 'The file could not be read as a zip archive');
      await refused(await zipOf([['register.csv', 'Name\n']]), 400, 'The file is not a Keydate backup');
    });

    it('a failure halfway through writing', async () => {
      // The database refuses the second contract: the first, the properties and the vendor go too.
      await t.db.execute(sql`create function refuse_elevators() returns trigger language plpgsql as $$
        begin if new.name = 'Group elevators' then raise exception 'refused for the test'; end if; return new; end $$`);
      await t.db.execute(sql`create trigger refuse_elevators before insert on contracts for each row
        execute function refuse_elevators()`);
      try {
        const stored = await t.storage.list('workspaces/');
        const res = await restore(target.admin, backup);
        expect(res.statusCode).toBe(500);
        expect(await isEmpty(target.workspace.id)).toBe(true);
        expect(await t.storage.list('workspaces/')).toEqual(stored);
      } finally {
        await t.db.execute(sql`drop trigger refuse_elevators on contracts`);
        await t.db.execute(sql`drop function refuse_elevators`);
      }
      expect((await restore(target.admin, backup)).statusCode).toBe(200);
    });
  });

  it("keeps the history of a workspace emptied by deleting, and does not add the backup's to it", async () => {
    const target = await buildContractWorld(t, { properties: ['Annexe'] });
    const made = await upload(t, target.admin, {
      metadata: individualMetadata(target.property(0).id, { name: 'Short lived' }),
    });
    await t.app.inject({ method: 'DELETE', url: `/api/contracts/${made.json()._id}`, headers: target.admin });
    await t.db.delete(properties).where(eq(properties.workspaceId, target.workspace.id));
    await t.db.delete(vendors).where(eq(vendors.workspaceId, target.workspace.id));
    const historyRows = () =>
      t.db
        .select({ action: contractHistory.action, name: contractHistory.contractName })
        .from(contractHistory)
        .where(eq(contractHistory.workspaceId, target.workspace.id));
    const own = await historyRows();
    expect(own.map((row) => row.action).sort()).toEqual(['created', 'deleted']);
    expect((await restore(target.admin, backup)).statusCode).toBe(200);
    expect(await historyRows()).toEqual(own);
  });

  it('gives the contracts, decisions, notices and history back to the people the backup names when they are here', async () => {
    // The source workspace emptied, as after a loss: its people are still here.
    await t.db.delete(contractHistory).where(eq(contractHistory.workspaceId, source.workspace.id));
    await t.db.delete(contracts).where(eq(contracts.workspaceId, source.workspace.id));
    await t.db.delete(properties).where(eq(properties.workspaceId, source.workspace.id));
    await t.db.delete(vendors).where(eq(vendors.workspaceId, source.workspace.id));
    const res = await restore(source.admin, backup);
    expect(res.statusCode, res.body).toBe(200);
    const linen = (await contractsOf(source.admin)).find((contract) => contract.name === 'Linen');
    expect(linen?.owner?._id).toBe(source.memberUser.id);
    expect(linen?.decision?.decidedBy).toEqual({ _id: source.adminUser.id, name: source.adminUser.name });
    expect(linen?.noticeSent?.recordedBy).toEqual({ _id: source.adminUser.id, name: source.adminUser.name });
    const history = (
      await t.app.inject({ url: `/api/contracts/${linen?._id}/history`, headers: source.admin })
    ).json();
    expect(history.map((entry: THistoryEntry) => entry.actor)).toEqual(
      history.map(() => ({ _id: source.adminUser.id, name: source.adminUser.name })),
    );
    // Its notice's term is still its last: it ends there instead of renewing.
    const [row] = await t.db
      .select({ lastTerm: contracts.lastTerm })
      .from(contracts)
      .where(eq(contracts.id, linen?._id as string));
    expect(row?.lastTerm).toBe(1);
    // Harbour View's responsible person is the member again.
    const listed = await t.app.inject({ url: '/api/properties', headers: source.admin });
    const harbour = listed.json().find((property: { name: string }) => property.name === 'Harbour View');
    expect(harbour.responsibles.map((person: { _id: string }) => person._id)).toEqual([source.memberUser.id]);
  });
});
