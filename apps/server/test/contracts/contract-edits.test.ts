// PUT /api/contracts/:id (whole edit, terminate, reinstate), PUT /api/contracts/:id/document and
// DELETE /api/contracts/:id, by an admin.
import { API_MSG, MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  buildContractWorld,
  footprint,
  type Headers,
  individualMetadata,
  replaceDocument,
  upload,
} from '../support/contracts.ts';
import { DOCX_BYTES, EXE_BYTES, elevenMegabytePdf, PDF_BYTES } from '../support/documents.ts';

describe('editing, replacing and deleting contracts', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  const clock = fixedClock('2025-06-01T09:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Other Place'], vendor: 'Other Vendor' });
  });
  afterAll(() => t.close());

  const create = async (overrides = {}) => {
    const res = await upload(t, w.member, { metadata: individualMetadata(w.property(0).id, overrides) });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const put = (id: string, payload: object, headers: Headers = w.admin) =>
    t.app.inject({ method: 'PUT', url: `/api/contracts/${id}`, headers, payload });
  const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/contracts/${id}`, headers: w.admin });

  it('terminates and reinstates a contract with only { status }', async () => {
    const contract = await create({ name: 'Terminate Me' });
    expect(contract.status).toBe('pending_renewal');
    clock.set('2025-06-02T10:00:00.000Z');
    const terminated = await put(contract._id, { status: 'terminated' });
    expect(terminated.statusCode).toBe(200);
    expect(terminated.json()).toMatchObject({
      status: 'terminated',
      name: 'Terminate Me',
      endDate: contract.endDate,
      updatedAt: '2025-06-02T10:00:00.000Z',
    });
    expect((await get(contract._id)).json().status).toBe('terminated');
    const reinstated = await put(contract._id, { status: null });
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json().status).toBe('pending_renewal');
    const bad = await put(contract._id, { status: 'expired' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      status: 'Status can only be set to terminated, or null to clear it',
    });
    clock.set('2025-06-01T09:00:00.000Z');
  });

  it('edits the whole contract: dates derived again from start and lifecycle, client dates ignored', async () => {
    const contract = await create({ name: 'Edit Me', vendorId: w.vendor.id });
    const [harbour, beach] = [w.property(0), w.property(1)];
    // The answer sent back as an edit (its computed status left out: only 'terminated' or null may be set).
    const { status: _computed, ...answered } = contract;
    const res = await put(contract._id, {
      ...answered,
      name: '  Edited Elevators  ',
      agreementType: 'MSA',
      contractType: 'Equipment',
      startDate: '2024-01-31',
      endDate: '2099-01-01T12:00:00.000Z',
      propertyId: null,
      propertyIds: [beach.id, { _id: harbour.id, name: 'stale', status: 'active' }],
      vendorId: null,
      lifecycle: {
        duration: { value: 1, unit: 'MONTHS' },
        nonRenewalNotice: { triggerType: 'BEFORE_END', triggerValue: { value: 30, unit: 'DAYS' } },
        evaluationPeriod: { triggerType: 'BEFORE_END', triggerValue: { value: 0, unit: 'DAYS' } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: contract._id,
      name: 'Edited Elevators',
      agreementType: 'MSA',
      contractType: 'Equipment',
      status: 'expired',
      startDate: '2024-01-31T12:00:00.000Z',
      endDate: '2024-02-29T12:00:00.000Z',
      renewalWindowStart: '2024-01-30T12:00:00.000Z',
      renewalWindowEnd: '2024-01-30T12:00:00.000Z',
      nonRenewalNoticeStart: '2024-01-30T12:00:00.000Z',
      propertyId: null,
      propertyIds: [
        { _id: beach.id, name: beach.name, status: 'active' },
        { _id: harbour.id, name: harbour.name, status: 'active' },
      ],
      vendorId: null,
      documentKey: contract.documentKey,
      createdAt: contract.createdAt,
    });
    // And back to an individual contract: the MSA members are gone.
    const back = await put(contract._id, {
      ...individualMetadata(harbour.id, { name: 'Edited Again' }),
      status: 'terminated',
    });
    expect(back.json()).toMatchObject({
      agreementType: 'INDIVIDUAL',
      propertyIds: [],
      propertyId: { _id: harbour.id },
      status: 'terminated',
      endDate: '2026-01-05T12:00:00.000Z',
    });
    expect((await footprint(t)).members).toBe(0);
  });

  it('refuses a bad edit with field messages and changes nothing', async () => {
    const contract = await create({ name: 'Keep Me' });
    const cases: Array<[object, Record<string, string>]> = [
      [
        { ...individualMetadata(w.property(0).id), startDate: '2025-02-30' },
        { startDate: MSG.startDateInvalid },
      ],
      [{ ...individualMetadata(w.property(0).id), name: '' }, { name: MSG.contractNameRequired }],
      [individualMetadata(other.property(0).id), { propertyId: API_MSG.unknownPropertyId }],
      [
        { ...individualMetadata(w.property(0).id), vendorId: other.vendor.id },
        { vendorId: API_MSG.unknownVendorId },
      ],
      [
        { ...individualMetadata(w.property(0).id), lifecycle: { duration: { value: -2, unit: 'YEARS' } } },
        { 'lifecycle.duration.value': MSG.durationMin },
      ],
      [{}, { name: MSG.contractNameRequired }],
    ];
    for (const [body, errors] of cases) {
      const res = await put(contract._id, body);
      expect(res.statusCode, JSON.stringify(errors)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract._id}`,
      headers: { ...w.admin, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(json.statusCode).toBe(400);
    expect((await get(contract._id)).json()).toEqual({ ...contract, documentUrl: expect.any(String) });
  });

  it('replaces the document and removes the old file once the new one is saved', async () => {
    const contract = await create({ name: 'Replace Me' });
    clock.set('2025-06-03T08:00:00.000Z');
    const res = await replaceDocument(t, w.admin, contract._id, {
      filename: 'Amendment.docx',
      data: DOCX_BYTES,
    });
    expect(res.statusCode).toBe(200);
    const replaced = res.json();
    expect(replaced).toMatchObject({ documentName: 'Amendment.docx', updatedAt: '2025-06-03T08:00:00.000Z' });
    expect(replaced.documentKey).not.toBe(contract.documentKey);
    expect(await t.storage.exists(contract.documentKey)).toBe(false);
    expect(await t.storage.exists(replaced.documentKey)).toBe(true);
    clock.set('2025-06-01T09:00:00.000Z');
  });

  it('refuses a bad replacement by the same rules and keeps the old document', async () => {
    const contract = await create({ name: 'Keep My File' });
    const before = await footprint(t);
    const cases: Array<[{ filename: string; data: Buffer } | null, number, string]> = [
      [{ filename: 'contract.pdf', data: EXE_BYTES }, 415, MSG.uploadWrongType],
      [{ filename: 'big.pdf', data: elevenMegabytePdf() }, 413, MSG.uploadTooLarge],
      [{ filename: 'empty.pdf', data: Buffer.alloc(0) }, 400, API_MSG.fileEmpty],
      [null, 400, MSG.selectFileToUpload],
    ];
    for (const [file, status, message] of cases) {
      const res = await replaceDocument(t, w.admin, contract._id, file);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const missing = await replaceDocument(t, w.admin, '00000000-0000-4000-8000-000000000000', {
      filename: 'x.pdf',
      data: PDF_BYTES,
    });
    expect(missing.statusCode).toBe(404);
    expect(await footprint(t)).toEqual(before);
    expect((await get(contract._id)).json().documentKey).toBe(contract.documentKey);
  });

  it('deletes the contract, its members and its file', async () => {
    const contract = await create({
      name: 'Delete Me',
      agreementType: 'MSA',
      propertyId: null,
      propertyIds: [w.property(0).id, w.property(2).id],
    });
    const before = await footprint(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/contracts/${contract._id}`,
      headers: w.admin,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(contract._id)).statusCode).toBe(404);
    expect(await t.storage.exists(contract.documentKey)).toBe(false);
    expect(await footprint(t)).toEqual({
      files: before.files.filter((key) => key !== contract.documentKey),
      contracts: before.contracts - 1,
      members: before.members - 2,
    });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/contracts/${contract._id}`,
      headers: w.admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: API_MSG.contractNotFound });
  });
});
