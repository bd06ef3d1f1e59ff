// A contract's history over the API (docs/domain.md, History): creation, edits, status, document,
// decision, notice and deletion kept with who, when and each field before and after, newest first; a
// deleted contract's history stays; admins export the workspace's as CSV; nothing edits or deletes it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractHistory } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, individualMetadata, replaceDocument, upload } from '../support/contracts.ts';
import { PDF_BYTES } from '../support/documents.ts';

describe("a contract's history", () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  const clock = fixedClock('2026-06-01T09:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Far Away'], vendor: 'Far Vendor' });
  });
  afterAll(() => t.close());

  const history = async (id: string, headers = w.member) => {
    const res = await t.app.inject({ url: `/api/contracts/${id}/history`, headers });
    return { status: res.statusCode, body: res.json() };
  };

  it('keeps every change with who, when and the values before and after, newest first', async () => {
    const created = await upload(t, w.member, {
      metadata: individualMetadata(w.property(0).id, { name: 'Linen', startDate: '2026-01-05' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id;

    clock.set('2026-06-01T10:00:00.000Z');
    const edit = {
      ...individualMetadata(w.property(0).id, { name: 'Linen Service', startDate: '2026-01-05' }),
    };
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${id}`,
      headers: w.admin,
      payload: { ...edit, ownerId: w.adminUser.id },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    clock.set('2026-06-01T11:00:00.000Z');
    const terminate = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${id}`,
      headers: w.admin,
      payload: { status: 'terminated' },
    });
    expect(terminate.statusCode).toBe(200);
    // Terminating twice changes nothing shown: no second entry.
    await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${id}`,
      headers: w.admin,
      payload: { status: 'terminated' },
    });

    clock.set('2026-06-01T12:00:00.000Z');
    const replaced = await replaceDocument(t, w.admin, id, { filename: 'Signed copy.pdf', data: PDF_BYTES });
    expect(replaced.statusCode, replaced.body).toBe(200);

    clock.set('2026-06-01T13:00:00.000Z');
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${id}/decision`,
      headers: w.admin,
      payload: { decision: 'not_renew', reason: 'price', note: 'Too dear' },
    });
    expect(decided.statusCode).toBe(200);
    clock.set('2026-06-01T14:00:00.000Z');
    const noticed = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${id}/notice`,
      headers: w.admin,
      payload: { sentOn: '2026-06-01', channel: 'courier', reference: 'DHL 42' },
    });
    expect(noticed.statusCode).toBe(200);

    const { status, body } = await history(id);
    expect(status).toBe(200);
    const admin = { _id: w.adminUser.id, name: w.adminUser.name };
    expect(body.map((e: { at: string; action: string }) => [e.at, e.action])).toEqual([
      ['2026-06-01T14:00:00.000Z', 'notice_recorded'],
      ['2026-06-01T13:00:00.000Z', 'decision_recorded'],
      ['2026-06-01T12:00:00.000Z', 'document_replaced'],
      ['2026-06-01T11:00:00.000Z', 'status_changed'],
      ['2026-06-01T10:00:00.000Z', 'edited'],
      ['2026-06-01T09:00:00.000Z', 'created'],
    ]);
    const [notice, decision, document, terminated, edit2, creation] = body;
    expect(notice).toEqual({
      at: '2026-06-01T14:00:00.000Z',
      actor: admin,
      action: 'notice_recorded',
      changes: [
        {
          field: 'Notice',
          from: null,
          to: 'Notice sent on June 1, 2026; ends on January 5, 2027 (Courier, DHL 42)',
        },
      ],
    });
    expect(decision.changes).toEqual([
      { field: 'Decision', from: null, to: "Don't renew (Price): Too dear" },
    ]);
    expect(document.changes).toEqual([{ field: 'Document', from: 'contract.pdf', to: 'Signed copy.pdf' }]);
    expect(terminated.changes).toEqual([{ field: 'Status', from: 'Pending renewal', to: 'Terminated' }]);
    expect(edit2.actor).toEqual(admin);
    expect(edit2.changes).toEqual([
      { field: 'Name', from: 'Linen', to: 'Linen Service' },
      { field: 'Owner', from: w.memberUser.name, to: w.adminUser.name },
    ]);
    expect(creation.actor).toEqual({ _id: w.memberUser.id, name: w.memberUser.name });
    expect(creation.changes).toContainEqual({ field: 'Name', from: null, to: 'Linen' });
    expect(creation.changes).toContainEqual({ field: 'Start date', from: null, to: 'January 5, 2026' });

    // Another workspace sees none of it.
    expect((await history(id, other.admin)).status).toBe(404);

    // Deleted: its history stays, with the deletion.
    clock.set('2026-06-01T15:00:00.000Z');
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/contracts/${id}`, headers: w.admin });
    expect(deleted.statusCode).toBe(204);
    const after = await history(id);
    expect(after.status).toBe(200);
    expect(after.body[0]).toMatchObject({ action: 'deleted', actor: admin });
    expect(after.body[0].changes).toContainEqual({ field: 'Name', from: 'Linen Service', to: null });

    // No call edits or deletes it.
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/contracts/${id}/history`,
        headers: w.admin,
        payload: {},
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await history(id)).body).toHaveLength(7);

    // The admin's export: a line per changed field, oldest first, formula-safe.
    const csv = await t.app.inject({ url: '/api/history/export', headers: w.admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('contract-history-2026-06-01.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('At,Contract,Contract id,Person,Action,Field,From,To');
    expect(lines).toContain(
      `2026-06-01T11:00:00.000Z,Linen Service,${id},${w.adminUser.name},Status changed,Status,Pending renewal,Terminated`,
    );
    expect(lines.at(-1)).toContain('Deleted');
    expect((await t.app.inject({ url: '/api/history/export', headers: w.member })).statusCode).toBe(403);
    const theirs = await t.app.inject({ url: '/api/history/export', headers: other.admin });
    expect(theirs.body).not.toContain('Linen');
  });

  it('answers no entries for a contract stored before its history was kept, and 404 for an unknown id', async () => {
    const created = await upload(t, w.member, { metadata: individualMetadata(w.property(0).id) });
    const id = created.json()._id;
    await t.db.delete(contractHistory).where(eq(contractHistory.contractId, id));
    expect(await history(id)).toEqual({ status: 200, body: [] });
    expect((await history(id, other.admin)).status).toBe(404);
    expect((await history('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
