// /view and /download answer short-lived signed links; the link itself needs no session and answers
// the document inline or as an attachment, and nothing else: tampered, expired or stale links are 403.
import { API_MSG, asCalendarDate, defaultLifecycle, MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, documentPreviews } from '../../src/db/schema/index.ts';
import { closeDocumentReader, documentReader } from '../../src/documents/reading/document-reader.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  buildContractWorld,
  type Headers,
  individualMetadata,
  replaceDocument,
  upload,
} from '../support/contracts.ts';
import { DOC_BYTES, DOCX_BYTES, PDF_BYTES } from '../support/documents.ts';
import { buildDocx } from '../support/docx.ts';
import { manyParagraphsDocx } from '../support/hostile-documents.ts';

describe('signed document links', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  const clock = fixedClock('2025-06-01T09:00:00.000Z');
  let pdfContract: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    w = await buildContractWorld(t);
    const res = await upload(t, w.member, {
      metadata: individualMetadata(w.property(0).id),
      file: { filename: 'Reinigungsvertrag Müller & Söhne (2025).pdf', data: PDF_BYTES },
    });
    expect(res.statusCode).toBe(201);
    pdfContract = res.json()._id;
  });
  afterAll(() => t.close());

  const linkOf = async (id: string, kind: 'view' | 'download', headers: Headers = w.admin) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/contracts/${id}/${kind}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  };
  const open = (url: string) => t.app.inject({ method: 'GET', url });

  it('view answers the PDF inline, same-origin frameable and never cached, for a user too', async () => {
    const url = await linkOf(pdfContract, 'view', w.member);
    expect(url).toMatch(
      new RegExp(`^/api/documents/${pdfContract}\\?disposition=inline&expires=\\d+&signature=[\\w-]{43}$`),
    );
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF_BYTES.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': "frame-ancestors 'self'",
    });
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('download answers an attachment with the original file name', async () => {
    const res = await open(await linkOf(pdfContract, 'download'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Reinigungsvertrag M_ller & S_hne (2025).pdf"; filename*=UTF-8''Reinigungsvertrag%20M%C3%BCller%20%26%20S%C3%B6hne%20%282025%29.pdf`,
    );
  });

  it('downloads DOCX and DOC with their own content types', async () => {
    for (const [filename, data, type] of [
      ['a.docx', DOCX_BYTES, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['b.doc', DOC_BYTES, 'application/msword'],
    ] as const) {
      const id = (
        await upload(t, w.member, {
          metadata: individualMetadata(w.property(1).id),
          file: { filename, data },
        })
      ).json()._id;
      const res = await open(await linkOf(id, 'download'));
      expect(res.headers['content-type']).toBe(type);
      expect(res.rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses a tampered link with 403', async () => {
    const url = await linkOf(pdfContract, 'view');
    const { searchParams } = new URL(url, 'http://x');
    const signature = searchParams.get('signature') as string;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const middle = signature[20] === 'x' ? 'y' : 'x';
    const tampered = [
      url.replace(signature, flipped),
      url.replace(signature, `${signature.slice(0, 20)}${middle}${signature.slice(21)}`),
      url.replace('disposition=inline', 'disposition=attachment'),
      url.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 3600}`),
      url.replace(/&signature=.*$/, ''),
      url.replace(signature, 'short'),
      `/api/documents/not-a-uuid?${url.split('?')[1]}`,
      `/api/documents/00000000-0000-4000-8000-000000000000?${url.split('?')[1]}`,
    ];
    for (const bad of tampered) {
      const res = await open(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual({ message: API_MSG.documentLinkInvalid });
    }
  });

  it('refuses a link once it has expired (five minutes)', async () => {
    const url = await linkOf(pdfContract, 'view');
    clock.set('2025-06-01T09:04:59.000Z');
    expect((await open(url)).statusCode).toBe(200);
    clock.set('2025-06-01T09:10:00.000Z');
    const res = await open(url);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_MSG.documentLinkInvalid });
    clock.set('2025-06-01T09:00:00.000Z');
  });

  it("refuses a link to a document that has since been replaced, and one whose contract's file is gone", async () => {
    const id = (await upload(t, w.member, { metadata: individualMetadata(w.property(2).id) })).json()._id;
    const before = await linkOf(id, 'view');
    expect(
      (await replaceDocument(t, w.admin, id, { filename: 'new.docx', data: DOCX_BYTES })).statusCode,
    ).toBe(200);
    expect((await open(before)).statusCode).toBe(403);
    const after = await linkOf(id, 'view');
    const key = (await t.app.inject({ method: 'GET', url: `/api/contracts/${id}`, headers: w.admin })).json()
      .documentKey;
    await t.storage.delete(key);
    const res = await open(after);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_MSG.documentNotFound });
  });

  it('answers 404 to /view and /download of a contract without a document', async () => {
    const [row] = await t.db
      .insert(contracts)
      .values({
        workspaceId: w.workspace.id,
        name: 'Paper Only',
        agreementType: 'INDIVIDUAL',
        contractType: 'Other',
        startDate: asCalendarDate('2025-01-05'),
        propertyId: w.property(0).id,
        lifecycle: defaultLifecycle(),
      })
      .returning({ id: contracts.id });
    for (const kind of ['view', 'download']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/contracts/${row?.id}/${kind}`,
        headers: w.admin,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.documentNotFound });
    }
    const fetched = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${row?.id}`,
      headers: w.member,
    });
    expect(fetched.json()).toMatchObject({
      documentKey: null,
      documentUrl: null,
      documentName: null,
      endDate: null,
    });
  });
});

describe('the DOCX preview', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildContractWorld(t);
  });
  afterAll(() => t.close());

  const viewLink = async (id: string) => {
    const link = await t.app.inject({ method: 'GET', url: `/api/contracts/${id}/view`, headers: w.member });
    return link.json().url as string;
  };
  const viewOf = async (filename: string, data: Buffer) => {
    const created = await upload(t, w.member, {
      metadata: individualMetadata(w.property(0).id),
      file: { filename, data },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    return { id, res: await t.app.inject({ method: 'GET', url: await viewLink(id) }) };
  };

  it('answers a DOCX inline as sanitised HTML that can run nothing, and downloads the original', async () => {
    const docx = buildDocx(['Linen <service> & laundry', '<script>alert(1)</script>'], {
      'Unsafe link': 'javascript:alert(1)',
      'Vendor site': 'https://example.com/terms',
    });
    const { id, res } = await viewOf('Linen.docx', docx);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<p>Linen &lt;service&gt; &amp; laundry</p>');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('javascript:');
    expect(res.body).toContain('href="https://example.com/terms"');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${id}/download`,
      headers: w.admin,
    });
    const original = await t.app.inject({ method: 'GET', url: download.json().url });
    expect(original.rawPayload.equals(docx)).toBe(true);
  });

  it('shows "No preview available" for a DOCX it cannot read', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not really a zip')]);
    const { res } = await viewOf('broken.docx', broken);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(MSG.noPreview);
  });

  it('makes a preview once: opening the contract again reads nothing again', async () => {
    const { id, res } = await viewOf('Laundry.docx', buildDocx(['Laundry services for all properties']));
    expect(res.body).toContain('<p>Laundry services for all properties</p>');
    const [kept] = await t.db.select().from(documentPreviews).where(eq(documentPreviews.contractId, id));
    expect(kept?.html).toBe('<p>Laundry services for all properties</p>');
    // With the reader's child gone, a second rendering would have to start one.
    await closeDocumentReader();
    const again = await t.app.inject({ method: 'GET', url: await viewLink(id) });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(res.body);
    expect(documentReader().childPid()).toBeUndefined();
  });

  it('answers 503, keeping nothing, when the rendering is ended by the server stopping', async () => {
    const created = await upload(t, w.member, {
      metadata: individualMetadata(w.property(0).id),
      file: { filename: 'Long.docx', data: manyParagraphsDocx(30_000) },
    });
    const id = created.json()._id as string;
    await closeDocumentReader();
    const pending = t.app.inject({ method: 'GET', url: await viewLink(id) });
    while (documentReader().childPid() === undefined) await new Promise((r) => setTimeout(r, 20));
    await closeDocumentReader();
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toContain(MSG.noPreview);
    expect(await t.db.select().from(documentPreviews).where(eq(documentPreviews.contractId, id))).toEqual([]);
  });

  it('keeps serving everyone while a hostile DOCX is rendered, answers "No preview available", and keeps that too', async () => {
    // 300,000 paragraphs: mammoth would take seconds and gigabytes; the reading child is stopped at its memory limit.
    const pending = viewOf('Hostile.docx', manyParagraphsDocx(300_000));
    let previewed = false;
    void pending.then(() => {
      previewed = true;
    });
    // The health check is answered, and the admin's list read, while the preview is being made.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const list = await t.app.inject({ method: 'GET', url: '/api/contracts', headers: w.admin });
    expect([health.statusCode, list.statusCode, previewed]).toEqual([200, 200, false]);

    const { id, res } = await pending;
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(MSG.noPreview);
    await closeDocumentReader();
    const again = await t.app.inject({ method: 'GET', url: await viewLink(id) });
    expect(again.statusCode).toBe(422);
    expect(documentReader().childPid()).toBeUndefined();
  });
});
