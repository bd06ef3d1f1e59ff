import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, footprint, individualMetadata, upload } from '../support/contracts.ts';
import { DOC_BYTES, DOCX_BYTES, PDF_BYTES, pdfAtTheLimit } from '../support/documents.ts';

describe('POST /api/contracts/upload', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  const clock = fixedClock('2025-06-01T09:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock, readDocumentTexts: true });
    w = await buildContractWorld(t);
  });
  afterAll(() => t.close());

  const ref = (row: { id: string; name: string; status: string }) => ({
    _id: row.id,
    name: row.name,
    status: row.status,
  });

  it('saves an individual contract with the dates of the first worked example, its document and its refs', async () => {
    const harbour = w.property(0);
    const res = await upload(t, w.member, {
      metadata: individualMetadata(harbour.id, {
        vendorId: w.vendor.id,
        // Derived dates sent by a client are ignored.
        endDate: '2030-01-01',
        renewalWindowStart: '2029-01-01',
        renewalWindowEnd: '2029-06-01',
      }),
    });
    expect(res.statusCode).toBe(201);
    const contract = res.json();
    expect(contract).toEqual({
      _id: expect.any(String),
      name: 'Linen Service 2025',
      agreementType: 'INDIVIDUAL',
      contractType: 'service',
      status: 'pending_renewal',
      startDate: '2025-01-05T12:00:00.000Z',
      endDate: '2026-01-05T12:00:00.000Z',
      renewalWindowStart: '2025-04-10T12:00:00.000Z',
      renewalWindowEnd: '2025-10-07T12:00:00.000Z',
      nonRenewalNoticeStart: '2025-10-07T12:00:00.000Z',
      term: { number: 1, startDate: '2025-01-05T12:00:00.000Z' },
      // In its evaluation window (pending_renewal) with no decision recorded.
      decision: null,
      awaitingDecision: true,
      noticeSent: null,
      documentKey: expect.stringMatching(
        new RegExp(`^workspaces/${w.workspace.id}/documents/[0-9a-f-]{36}$`),
      ),
      documentUrl: expect.stringMatching(
        /^\/api\/documents\/[0-9a-f-]{36}\?disposition=inline&expires=\d+&signature=/,
      ),
      documentName: 'contract.pdf',
      vendorId: ref(w.vendor),
      // The uploader, unless another owner is chosen.
      owner: { _id: w.memberUser.id, name: w.memberUser.name, email: w.memberUser.email },
      propertyId: ref(harbour),
      propertyIds: [],
      reminderLeadDays: null,
      lifecycle: {
        duration: { value: 1, unit: 'YEARS' },
        evaluationPeriod: {
          triggerType: 'BEFORE_END',
          triggerValue: { value: 180, unit: 'DAYS' },
          duration: { value: 90, unit: 'DAYS' },
        },
        nonRenewalNotice: {
          triggerType: 'BEFORE_END',
          triggerValue: { value: 90, unit: 'DAYS' },
          duration: { value: 30, unit: 'DAYS' },
        },
        renewal: { type: 'none' },
      },
      createdAt: '2025-06-01T09:00:00.000Z',
      updatedAt: '2025-06-01T09:00:00.000Z',
      // The document waits to be read.
      documentFacts: null,
      documentRecognisedPages: [],
    });
    expect(contract.documentKey).not.toContain('contract.pdf');
    const stored = await t.storage.get(contract.documentKey);
    expect(stored?.size).toBe(PDF_BYTES.length);
    stored?.body.destroy();
    await t.app.ctx.documentTexts.idle();
    const fetched = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract._id}`,
      headers: w.member,
    });
    // Read once stored: a page without text states nothing.
    expect(fetched.json()).toEqual({ ...contract, documentUrl: expect.any(String), documentFacts: {} });
  });

  it('saves an MSA with the dates of the second worked example, its properties in the order chosen', async () => {
    const [harbour, beach, city] = [w.property(0), w.property(1), w.property(2)];
    const res = await upload(t, w.admin, {
      metadata: {
        name: 'Group Elevator Maintenance',
        agreementType: 'MSA',
        contractType: 'Maintenance',
        startDate: '2024-01-31',
        propertyIds: [city.id, harbour.id, beach.id],
        lifecycle: {
          duration: { value: 1, unit: 'months' },
          nonRenewalNotice: { triggerType: 'before_end', triggerValue: { value: 30, unit: 'days' } },
          evaluationPeriod: { triggerType: 'before_end', triggerValue: { value: 0, unit: 'days' } },
        },
      },
      file: { filename: 'elevators.docx', data: DOCX_BYTES, contentType: 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      agreementType: 'MSA',
      status: 'expired',
      startDate: '2024-01-31T12:00:00.000Z',
      endDate: '2024-02-29T12:00:00.000Z',
      nonRenewalNoticeStart: '2024-01-30T12:00:00.000Z',
      renewalWindowEnd: '2024-01-30T12:00:00.000Z',
      renewalWindowStart: '2024-01-30T12:00:00.000Z',
      documentName: 'elevators.docx',
      vendorId: null,
      propertyId: null,
      propertyIds: [ref(city), ref(harbour), ref(beach)],
      lifecycle: { duration: { value: 1, unit: 'MONTHS' } },
    });
  });

  it('reads the metadata sent as a file part (a Blob), after the file', async () => {
    const res = await upload(t, w.member, {
      metadata: individualMetadata(w.property(1).id, { name: 'Blob Metadata' }),
      metadataAsFile: true,
      fileFirst: true,
      file: { filename: 'Old Contract.DOC', data: DOC_BYTES, contentType: 'application/msword' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Blob Metadata', documentName: 'Old Contract.DOC' });
  });

  it('reads a metadata field declared as application/json', async () => {
    const { multipartBody } = await import('../support/multipart.ts');
    const body = multipartBody([
      {
        name: 'metadata',
        value: JSON.stringify(individualMetadata(w.property(0).id, { name: 'Typed JSON' })),
        contentType: 'application/json',
      },
      { name: 'file', filename: 'typed.pdf', data: PDF_BYTES, contentType: 'application/pdf' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/upload',
      headers: { ...w.member, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Typed JSON');
  });

  it('keeps the original name for display, never in the key, cleaned of folders and control characters', async () => {
    const res = await upload(t, w.member, {
      metadata: individualMetadata(w.property(0).id, { name: 'Odd File Name' }),
      file: { filename: '..\\..\\etc\\Vertrag \u0007Müller.pdf', data: PDF_BYTES },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().documentName).toBe('Vertrag Müller.pdf');
    expect(res.json().documentKey).toMatch(/^workspaces\/[0-9a-f-]{36}\/documents\/[0-9a-f-]{36}$/);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const res = await upload(t, w.member, {
      metadata: individualMetadata(w.property(0).id, { name: 'Exactly Ten' }),
      file: { filename: 'ten.pdf', data: pdfAtTheLimit() },
    });
    expect(res.statusCode).toBe(201);
    const stored = await t.storage.get(res.json().documentKey);
    expect(stored?.size).toBe(10 * 1024 * 1024);
    stored?.body.destroy();
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = await footprint(t);
    const res = await upload(t, {} as { authorization: string }, {
      metadata: individualMetadata(w.property(0).id),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_MSG.notAuthenticated });
    expect(await footprint(t)).toEqual(before);
  });
});
