// Every refused upload answers its status and message, and leaves storage and both contract tables
// exactly as they were.
import { API_MSG, MSG } from '@keydate/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  buildContractWorld,
  footprint,
  individualMetadata,
  type UploadOptions,
  upload,
  uploadBody,
} from '../support/contracts.ts';
import { DOCX_BYTES, EXE_BYTES, elevenMegabytePdf, PDF_BYTES } from '../support/documents.ts';
import { buildProperty, buildVendor } from '../support/factories.ts';
import { multipartBody } from '../support/multipart.ts';

describe('refused uploads', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  let before: Awaited<ReturnType<typeof footprint>>;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Elsewhere Inn'], vendor: 'Elsewhere Supplies' });
    // One accepted contract, so "unchanged" is checked against a non-empty store.
    const ok = await upload(t, w.admin, { metadata: individualMetadata(w.property(0).id) });
    expect(ok.statusCode).toBe(201);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    before = await footprint(t);
  });
  afterEach(async () => {
    expect(await footprint(t)).toEqual(before);
  });

  const metadata = () => individualMetadata(w.property(0).id);
  const refused = async (options: UploadOptions) => upload(t, w.member, { metadata: metadata(), ...options });

  it('refuses an executable renamed to .pdf by its content (415)', async () => {
    const res = await refused({
      file: { filename: 'contract.pdf', data: EXE_BYTES, contentType: 'application/pdf' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MSG.uploadWrongType });
  });

  it('refuses content that does not match its extension (a DOCX named .pdf)', async () => {
    const res = await refused({ file: { filename: 'contract.pdf', data: DOCX_BYTES } });
    expect(res.statusCode).toBe(415);
  });

  it('refuses other extensions before reading the content (415)', async () => {
    for (const filename of ['contract.exe', 'contract.txt', 'contract', 'pdf']) {
      const res = await refused({ file: { filename, data: PDF_BYTES } });
      expect(res.statusCode, filename).toBe(415);
      expect(res.json()).toEqual({ message: MSG.uploadWrongType });
    }
  });

  it('refuses a file shorter than its signature (415)', async () => {
    const res = await refused({ file: { filename: 'tiny.pdf', data: Buffer.from('%PD') } });
    expect(res.statusCode).toBe(415);
  });

  it('refuses 11 MB while streaming (413)', async () => {
    const res = await refused({ file: { filename: 'huge.pdf', data: elevenMegabytePdf() } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.uploadTooLarge });
  });

  it('refuses an empty file (400)', async () => {
    const res = await refused({ file: { filename: 'empty.pdf', data: Buffer.alloc(0) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MSG.fileEmpty, errors: { file: API_MSG.fileEmpty } });
  });

  it('refuses an upload without a file (400)', async () => {
    const res = await refused({ file: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MSG.selectFileToUpload,
      errors: { file: MSG.selectFileToUpload },
    });
  });

  it('refuses two files', async () => {
    const body = multipartBody([
      { name: 'metadata', value: JSON.stringify(metadata()) },
      { name: 'file', filename: 'a.pdf', data: PDF_BYTES },
      { name: 'file', filename: 'b.pdf', data: PDF_BYTES },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/upload',
      headers: { ...w.member, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MSG.oneFileOnly);
  });

  it('refuses a missing metadata part, with the file before or without it', async () => {
    for (const fileFirst of [false, true]) {
      const res = await upload(t, w.member, { fileFirst });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: API_MSG.metadataMissing,
        errors: { metadata: API_MSG.metadataMissing },
      });
    }
  });

  it('refuses malformed metadata JSON, as a field, a file part or a field typed application/json', async () => {
    const expected = {
      message: API_MSG.metadataInvalidJson,
      errors: { metadata: API_MSG.metadataInvalidJson },
    };
    for (const options of [{}, { metadataAsFile: true }, { fileFirst: true }]) {
      const res = await upload(t, w.member, { metadataText: '{"name": "Broken', ...options });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    const body = multipartBody([
      { name: 'file', filename: 'a.pdf', data: PDF_BYTES },
      { name: 'metadata', value: '{oops', contentType: 'application/json' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/upload',
      headers: { ...w.member, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });

  it('refuses metadata that is not an object', async () => {
    const res = await upload(t, w.member, { metadataText: '[1, 2]' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an impossible date', async () => {
    const res = await refused({ metadata: { ...metadata(), startDate: '2025-02-30' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MSG.startDateInvalid,
      errors: { startDate: MSG.startDateInvalid },
    });
  });

  it('refuses negative and fractional durations', async () => {
    const cases: Array<[object, string, string]> = [
      [{ duration: { value: -1, unit: 'YEARS' } }, 'lifecycle.duration.value', MSG.durationMin],
      [{ duration: { value: 0, unit: 'YEARS' } }, 'lifecycle.duration.value', MSG.durationMin],
      [{ duration: { value: 1.5, unit: 'YEARS' } }, 'lifecycle.duration.value', MSG.durationWhole],
      [
        { nonRenewalNotice: { triggerType: 'BEFORE_END', triggerValue: { value: -30, unit: 'DAYS' } } },
        'lifecycle.nonRenewalNotice.triggerValue.value',
        MSG.noticeNegative,
      ],
      [
        { evaluationPeriod: { triggerType: 'BEFORE_END', triggerValue: { value: 2.5, unit: 'DAYS' } } },
        'lifecycle.evaluationPeriod.triggerValue.value',
        MSG.evaluationWhole,
      ],
    ];
    for (const [lifecycle, field, message] of cases) {
      const res = await refused({ metadata: { ...metadata(), lifecycle } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], field).toBe(message);
    }
  });

  it('refuses a 10,000-character name', async () => {
    const res = await refused({ metadata: { ...metadata(), name: 'N'.repeat(10_000) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: MSG.contractNameTooLong });
  });

  it('refuses a category outside the thirteen', async () => {
    const res = await refused({ metadata: { ...metadata(), contractType: 'SERVICE' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ contractType: MSG.categoryInvalid });
  });

  it('refuses unknown and malformed property and vendor ids', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const individual = await refused({ metadata: individualMetadata(missing) });
    expect(individual.statusCode).toBe(400);
    expect(individual.json()).toEqual({
      message: API_MSG.unknownPropertyId,
      errors: { propertyId: API_MSG.unknownPropertyId },
    });
    const malformed = await refused({ metadata: individualMetadata('not-an-id', { vendorId: 'nope' }) });
    expect(malformed.json()).toEqual({
      message: API_MSG.unknownPropertyId,
      errors: { propertyId: API_MSG.unknownPropertyId, vendorId: API_MSG.unknownVendorId },
    });
    const msa = await refused({
      metadata: {
        ...metadata(),
        agreementType: 'MSA',
        propertyId: undefined,
        propertyIds: [w.property(0).id, missing],
      },
    });
    expect(msa.statusCode).toBe(400);
    expect(msa.json().errors).toEqual({ propertyIds: API_MSG.unknownPropertyId });
  });

  it("refuses another workspace's property or vendor like an unknown one", async () => {
    const otherProperty = other.property(0).id;
    const byProperty = await refused({ metadata: individualMetadata(otherProperty) });
    expect(byProperty.statusCode).toBe(400);
    expect(byProperty.json().errors).toEqual({ propertyId: API_MSG.unknownPropertyId });
    const inMsa = await refused({
      metadata: { ...metadata(), agreementType: 'MSA', propertyIds: [w.property(1).id, otherProperty] },
    });
    expect(inMsa.json().errors).toEqual({ propertyIds: API_MSG.unknownPropertyId });
    const byVendor = await refused({ metadata: { ...metadata(), vendorId: other.vendor.id } });
    expect(byVendor.statusCode).toBe(400);
    expect(byVendor.json()).toEqual({
      message: API_MSG.unknownVendorId,
      errors: { vendorId: API_MSG.unknownVendorId },
    });
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/upload',
      headers: w.member,
      payload: metadata(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: API_MSG.uploadNotMultipart });
  });

  it('refuses a broken multipart body', async () => {
    const body = uploadBody({ metadata: metadata() });
    const cut = body.payload.subarray(0, body.payload.length - 40);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/upload',
      headers: { ...w.member, ...body.headers },
      payload: cut,
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a property and vendor that exist but were built for the test in another workspace', async () => {
    const stray = await buildProperty(t.db, other.workspace.id, { name: 'Stray Property' });
    const strayVendor = await buildVendor(t.db, other.workspace.id, { name: 'Stray Vendor' });
    const res = await refused({ metadata: individualMetadata(stray.id, { vendorId: strayVendor.id }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      propertyId: API_MSG.unknownPropertyId,
      vendorId: API_MSG.unknownVendorId,
    });
  });
});
