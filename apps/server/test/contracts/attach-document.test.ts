// PUT /api/contracts/:id/document on a contract that has no document yet (as a register import makes
// them): the first document is attached, read and linked like any replacement.
import { API_MSG, MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTexts } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  buildContractWorld,
  footprint,
  type Headers,
  insertContractWithoutDocument,
  replaceDocument,
} from '../support/contracts.ts';
import { EXE_BYTES, PDF_BYTES } from '../support/documents.ts';

describe('attaching a document to a contract without one', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  const clock = fixedClock('2025-06-01T09:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock, readDocumentTexts: true });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Other Place'], vendor: 'Other Vendor' });
  });
  afterAll(() => t.close());

  const withoutDocument = (name: string) =>
    insertContractWithoutDocument(t, { workspaceId: w.workspace.id, propertyId: w.property(0).id, name });
  const get = (id: string, headers: Headers = w.admin) =>
    t.app.inject({ method: 'GET', url: `/api/contracts/${id}`, headers });

  it('attaches the first document, which is then read and can be viewed', async () => {
    const id = await withoutDocument('Paper Only');
    expect((await get(id)).json()).toMatchObject({
      documentKey: null,
      documentName: null,
      documentUrl: null,
    });
    clock.set('2025-06-02T08:00:00.000Z');
    const res = await replaceDocument(t, w.admin, id, { filename: 'Signed copy.pdf', data: PDF_BYTES });
    expect(res.statusCode, res.body).toBe(200);
    const attached = res.json();
    expect(attached).toMatchObject({
      _id: id,
      name: 'Paper Only',
      documentName: 'Signed copy.pdf',
      documentKey: expect.stringMatching(`^workspaces/${w.workspace.id}/documents/`),
      documentUrl: expect.any(String),
      updatedAt: '2025-06-02T08:00:00.000Z',
    });
    expect(await t.storage.exists(attached.documentKey)).toBe(true);
    await t.app.ctx.documentTexts.idle();
    const [text] = await t.db
      .select({ state: documentTexts.state, documentKey: documentTexts.documentKey })
      .from(documentTexts)
      .where(eq(documentTexts.contractId, id));
    expect(text?.documentKey).toBe(attached.documentKey);
    expect(text?.state).not.toBe('pending');
    expect((await get(id, w.member)).json()).toMatchObject({
      documentKey: attached.documentKey,
      documentName: 'Signed copy.pdf',
      documentFacts: {},
    });
    const link = await t.app.inject({ method: 'GET', url: `/api/contracts/${id}/view`, headers: w.member });
    expect(link.statusCode).toBe(200);
    const view = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(view.statusCode).toBe(200);
    expect(view.rawPayload.equals(PDF_BYTES)).toBe(true);
    clock.set('2025-06-01T09:00:00.000Z');
  });

  it('refuses a bad file, a user and another workspace, and the contract stays without a document', async () => {
    const id = await withoutDocument('Still Paper');
    const before = await footprint(t);
    const wrongType = await replaceDocument(t, w.admin, id, { filename: 'contract.pdf', data: EXE_BYTES });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: MSG.uploadWrongType });
    const member = await replaceDocument(t, w.member, id, { filename: 'contract.pdf', data: PDF_BYTES });
    expect(member.statusCode).toBe(403);
    const stranger = await replaceDocument(t, other.admin, id, { filename: 'contract.pdf', data: PDF_BYTES });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: API_MSG.contractNotFound });
    expect(await footprint(t)).toEqual(before);
    expect((await get(id)).json()).toMatchObject({
      documentKey: null,
      documentName: null,
      documentUrl: null,
    });
  });
});
