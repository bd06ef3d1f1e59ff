// A sent notice's receipt over the API (docs/domain.md, The notice): the owner or an admin attaches the
// proof of service to the current term's recorded notice; anyone of the workspace downloads it; it is
// stored like a contract's document, so the sweep keeps it and the contract's deletion removes it.
import { API_MSG, MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { sweepDocuments } from '../../src/services/documents/sweep-documents.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, type Headers, individualMetadata, upload } from '../support/contracts.ts';
import { EXE_BYTES, PDF_BYTES } from '../support/documents.ts';
import { multipartBody } from '../support/multipart.ts';

const MINUTE = 60_000;
const RECEIPT = Buffer.concat([PDF_BYTES, Buffer.from('\n% courier receipt 4711\n')]);

describe("a sent notice's receipt", () => {
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

  /** A yearly renewing contract owned by whoever uploads it, in its second term on 2026-06-01. */
  const create = async (name: string, headers: Headers = w.member) => {
    const lifecycle = {
      duration: { value: 1, unit: 'YEARS' },
      renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } },
    };
    const res = await upload(t, headers, {
      metadata: individualMetadata(w.property(0).id, { name, startDate: '2024-07-01', lifecycle } as never),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };
  const notify = async (id: string, headers: Headers = w.member) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${id}/notice`,
      headers,
      payload: { sentOn: '2026-05-28', channel: 'courier', reference: 'DHL 4711' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const attach = (id: string, headers: Headers, file: { filename: string; data: Buffer }) => {
    const body = multipartBody([{ name: 'file', contentType: 'application/octet-stream', ...file }]);
    return t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${id}/notice/receipt`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const download = (id: string, headers: Headers) =>
    t.app.inject({ url: `/api/contracts/${id}/notice/receipt`, headers });
  const receiptKeys = async () =>
    (await t.storage.list(`workspaces/${w.workspace.id}/`)).filter((key) => key.includes('/documents/'));

  it('is attached by the owner, downloaded by anyone of the workspace, kept in the history and by the sweep', async () => {
    const id = await create('Linen');
    await notify(id);
    const filesBefore = await receiptKeys();

    const res = await attach(id, w.member, { filename: 'DHL receipt.pdf', data: RECEIPT });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().noticeSent).toMatchObject({
      channel: 'courier',
      reference: 'DHL 4711',
      receipt: { name: 'DHL receipt.pdf', size: RECEIPT.length },
    });
    const stored = (await receiptKeys()).filter((key) => !filesBefore.includes(key));
    expect(stored).toHaveLength(1);

    for (const headers of [w.admin, w.member]) {
      const file = await download(id, headers);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain('DHL receipt.pdf');
      expect(file.rawPayload.equals(RECEIPT)).toBe(true);
    }

    const history = (await t.app.inject({ url: `/api/contracts/${id}/history`, headers: w.admin })).json();
    expect(history[0]).toMatchObject({
      action: 'receipt_attached',
      actor: { _id: w.memberUser.id },
      changes: [{ field: 'Notice receipt', from: null, to: 'DHL receipt.pdf' }],
    });

    // Older than any grace, the receipt is named by its notice: the sweep leaves it.
    await sweepDocuments({ db: t.db, storage: t.storage, graceMs: 0, now: new Date(Date.now() + MINUTE) });
    expect(await t.storage.exists(stored[0] ?? '')).toBe(true);
  });

  it('replaces the receipt before it, whose file is removed; deleting the contract removes the last', async () => {
    const id = await create('Boiler', w.admin);
    await notify(id, w.admin);
    expect((await attach(id, w.admin, { filename: 'first.pdf', data: RECEIPT })).statusCode).toBe(200);
    const first = await receiptKeys();
    const res = await attach(id, w.admin, { filename: 'second.pdf', data: PDF_BYTES });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().noticeSent.receipt).toEqual({ name: 'second.pdf', size: PDF_BYTES.length });
    const second = await receiptKeys();
    expect(second).toHaveLength(first.length);
    const added = second.filter((key) => !first.includes(key));
    expect(added).toHaveLength(1);
    expect((await download(id, w.member)).rawPayload.equals(PDF_BYTES)).toBe(true);

    const documentKey = (await t.app.inject({ url: `/api/contracts/${id}`, headers: w.admin })).json()
      .documentKey;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/contracts/${id}`, headers: w.admin });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.storage.exists(added[0] ?? '')).toBe(false);
    expect(await t.storage.exists(documentKey)).toBe(false);
  });

  it('is refused without a recorded notice, to others and for a file that is no document, storing nothing', async () => {
    const id = await create('Pool');
    const adminOwned = await create('Kitchen', w.admin);
    await notify(adminOwned, w.admin);
    const before = await t.storage.list('');
    const receipt = { filename: 'receipt.pdf', data: RECEIPT };

    const noNotice = await attach(id, w.member, receipt);
    expect(noNotice.statusCode).toBe(409);
    expect(noNotice.json()).toEqual({ message: API_MSG.noticeReceiptWithoutNotice });
    const none = await download(id, w.member);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: API_MSG.noticeReceiptNotFound });

    await notify(id);
    const notOwner = await attach(adminOwned, w.member, receipt);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toEqual({ message: API_MSG.noticeNotAllowed });
    expect((await attach(id, other.admin, receipt)).statusCode).toBe(404);
    expect((await download(id, other.admin)).statusCode).toBe(404);
    const program = await attach(id, w.member, { filename: 'receipt.exe', data: EXE_BYTES });
    expect(program.statusCode).toBe(415);
    const disguised = await attach(id, w.member, { filename: 'receipt.pdf', data: EXE_BYTES });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe(MSG.uploadWrongType);

    expect(await t.storage.list('')).toEqual(before);
    const pool = (await t.app.inject({ url: `/api/contracts/${id}`, headers: w.member })).json();
    expect(pool.noticeSent).toMatchObject({ channel: 'courier', receipt: null });
  });
});
