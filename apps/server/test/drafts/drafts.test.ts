// /api/drafts: documents dropped together, each stored, read and kept as a draft with what it states,
// until a person confirms it as a contract, attaches it to a contract that has none, or discards it.
// The same file is never kept twice in a workspace.
import type { TContract, TDraft } from '@keydate/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { sweepDocuments } from '../../src/services/documents/sweep-documents.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  analyzeDocument,
  buildContractWorld,
  type Headers,
  individualMetadata,
  insertContractWithoutDocument,
} from '../support/contracts.ts';
import { EXE_BYTES } from '../support/documents.ts';
import { multipartBody } from '../support/multipart.ts';
import { buildTextPdf } from '../support/pdf.ts';

const agreement = (title: string, effective: string) =>
  buildTextPdf([
    [
      title.toUpperCase(),
      `This ${title} (the "Agreement") is entered into as of ${effective} (the "Effective Date") by and`,
      'between Harbour Hotels LLC ("Client") and Acme Linen Inc. ("Supplier").',
      '2. TERM. The initial term of this Agreement shall be three (3) years from the Effective Date.',
    ],
  ]);

describe('drafts', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  const linen = agreement('Linen Services Agreement', 'March 1, 2024');
  const laundry = agreement('Laundry Agreement', 'June 1, 2024');

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock('2025-06-01T09:00:00.000Z') });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t);
  });
  afterAll(() => t.close());

  const drop = (headers: Headers, filename: string, data: Buffer) => {
    const body = multipartBody([{ name: 'file', filename, data }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/drafts',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const dropped = async (filename: string, data: Buffer, headers = w.member) => {
    const res = await drop(headers, filename, data);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TDraft;
  };
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const stored = async (key: string) => (await t.storage.list(key)).includes(key);
  const draftKey = async (id: string) =>
    (await t.db.select({ key: drafts.documentKey }).from(drafts).where(eq(drafts.id, id)))[0]?.key ?? '';

  it('reads a dropped document and proposes what it states, each with its sentence', async () => {
    const draft = await dropped('Linen services.pdf', linen);
    expect(draft).toMatchObject({
      documentName: 'Linen services.pdf',
      documentContentType: 'application/pdf',
      reviewed: false,
      textLayer: true,
      pages: 1,
      attachTo: null,
    });
    expect(draft.suggestions.agreementDate).toMatchObject({ value: '2024-03-01', page: 1 });
    expect(draft.suggestions.agreementDate?.quote).toContain('March 1, 2024');
    expect(draft.suggestions.parties?.value).toEqual(['Harbour Hotels LLC', 'Acme Linen Inc.']);
    expect(draft.suggestions.initialTerm?.value).toEqual({ value: 3, unit: 'YEARS' });
    expect(await stored(await draftKey(draft._id))).toBe(true);
    // Not a contract: nothing on the dashboard.
    expect((await call('GET', '/api/contracts?page=1', w.admin)).json().total).toBe(0);
  });

  it('keeps one copy of a file: the same bytes again name the draft, then the contract, that holds them', async () => {
    const again = await drop(w.admin, 'copy.pdf', linen);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This document is already waiting as the draft "Linen services.pdf"',
      duplicateOf: { kind: 'draft', name: 'Linen services.pdf' },
    });
    expect((await t.db.select({ n: count() }).from(drafts)).at(0)?.n).toBe(1);
  });

  it('lists the drafts in the order they came, and those nobody reviewed', async () => {
    const second = await dropped('Laundry.pdf', laundry);
    const list = (await call('GET', '/api/drafts', w.admin)).json();
    expect(list.items.map((draft: TDraft) => draft.documentName)).toEqual([
      'Linen services.pdf',
      'Laundry.pdf',
    ]);
    expect(list).toMatchObject({ total: 2, unreviewed: 2 });
    expect((await call('PATCH', `/api/drafts/${second._id}`, w.member, { reviewed: true })).statusCode).toBe(
      204,
    );
    const unreviewed = (await call('GET', '/api/drafts?unreviewed=true', w.admin)).json();
    expect(unreviewed.items.map((draft: TDraft) => draft.documentName)).toEqual(['Linen services.pdf']);
    expect(unreviewed).toMatchObject({ total: 2, unreviewed: 1 });
    expect((await call('GET', `/api/drafts/${second._id}`, w.admin)).json().reviewed).toBe(true);
  });

  it('becomes a contract with its document when confirmed, and is a draft no more', async () => {
    const [draft] = (await call('GET', '/api/drafts', w.admin)).json().items as TDraft[];
    if (!draft) throw new Error('no draft');
    const key = await draftKey(draft._id);
    const metadata = individualMetadata(w.property(0).id, {
      name: 'Linen services',
      startDate: '2024-03-01',
    });
    const invalid = await call('POST', `/api/drafts/${draft._id}/confirm`, w.member, {
      ...metadata,
      name: '',
    });
    expect(invalid.statusCode).toBe(400);
    const res = await call('POST', `/api/drafts/${draft._id}/confirm`, w.member, metadata);
    expect(res.statusCode, res.body).toBe(201);
    const contract = res.json() as TContract;
    expect(contract).toMatchObject({
      name: 'Linen services',
      documentKey: key,
      documentName: 'Linen services.pdf',
    });
    expect((await call('GET', `/api/drafts/${draft._id}`, w.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/drafts', w.admin)).json().total).toBe(1);

    const again = await drop(w.admin, 'again.pdf', linen);
    expect(again.json()).toMatchObject({
      message: 'This document is already stored: it is the contract "Linen services"',
      duplicateOf: { kind: 'contract', _id: contract._id },
    });
    const analyzed = await analyzeDocument(t, w.member, { filename: 'again.pdf', data: linen });
    expect(analyzed.json().duplicateOf).toEqual({
      kind: 'contract',
      _id: contract._id,
      name: 'Linen services',
    });
  });

  it('is attached to an imported contract without a document whose name its file bears', async () => {
    const importedId = await insertContractWithoutDocument(t, {
      workspaceId: w.workspace.id,
      propertyId: w.property(0).id,
      name: 'Pool Care',
      startDate: '2025-01-01',
      contractType: 'service',
    });
    const draft = await dropped('pool_care.pdf', agreement('Pool Care Agreement', 'May 1, 2025'));
    expect(draft.attachTo).toEqual({ _id: importedId, name: 'Pool Care' });
    expect(
      (await call('POST', `/api/drafts/${draft._id}/attach`, w.member, { contractId: importedId }))
        .statusCode,
    ).toBe(403);
    const res = await call('POST', `/api/drafts/${draft._id}/attach`, w.admin, { contractId: importedId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: importedId, documentName: 'pool_care.pdf' });

    const another = await dropped('pool_care_2.pdf', agreement('Pool Care Agreement', 'May 2, 2025'));
    const refused = await call('POST', `/api/drafts/${another._id}/attach`, w.admin, {
      contractId: importedId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This contract already has a document');
    expect((await call('GET', `/api/drafts/${another._id}`, w.admin)).statusCode).toBe(200);
  });

  it('survives the document sweep, and takes its file with it when discarded', async () => {
    const [draft] = (await call('GET', '/api/drafts', w.admin)).json().items as TDraft[];
    if (!draft) throw new Error('no draft');
    const key = await draftKey(draft._id);
    await sweepDocuments({
      db: t.db,
      storage: t.storage,
      graceMs: 0,
      now: new Date(Date.now() + 60_000),
    });
    expect(await stored(key)).toBe(true);
    expect((await call('DELETE', `/api/drafts/${draft._id}`, w.member)).statusCode).toBe(204);
    expect(await stored(key)).toBe(false);
    expect((await call('DELETE', `/api/drafts/${draft._id}`, w.member)).statusCode).toBe(404);
  });

  it('refuses what is not a document, and never crosses workspaces', async () => {
    const before = (await t.db.select({ n: count() }).from(drafts)).at(0)?.n;
    expect((await drop(w.member, 'setup.pdf', EXE_BYTES)).statusCode).toBe(415);
    expect((await t.db.select({ n: count() }).from(drafts)).at(0)?.n).toBe(before);
    const mine = await dropped('Mine.pdf', agreement('Spa Agreement', 'July 1, 2024'));
    expect((await call('GET', '/api/drafts', other.admin)).json().total).toBe(0);
    expect((await call('GET', `/api/drafts/${mine._id}`, other.admin)).statusCode).toBe(404);
    const metadata = individualMetadata(other.property(0).id);
    expect((await call('POST', `/api/drafts/${mine._id}/confirm`, other.admin, metadata)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/drafts/${mine._id}`, other.admin)).statusCode).toBe(404);
    // The same file in another workspace is that workspace's own.
    expect((await drop(other.admin, 'Mine.pdf', agreement('Spa Agreement', 'July 1, 2024'))).statusCode).toBe(
      201,
    );
  });
});
