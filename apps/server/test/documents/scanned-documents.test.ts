// Scanned contracts: PDFs of images with no text layer, made from a text PDF as a scanner would (turned a
// little, speckled), read by the reading child with Tesseract: their dates proposed, their progress told
// page by page, their text stored and searched like any other. Recognition is the reading child's work,
// the same on either database engine: this file runs on the embedded engine only.
import type { TDocumentAnalysis } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTexts } from '../../src/db/schema/index.ts';
import { closeDocumentReader } from '../../src/documents/reading/document-reader.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  analyzeDocument,
  buildContractWorld,
  type Headers,
  individualMetadata,
  upload,
} from '../support/contracts.ts';
import { buildTextPdf } from '../support/pdf.ts';
import { SHORT_CONTRACT, STRIP_HEIGHT, scanPdf } from '../support/scan-pdf.ts';

const { opening: OPENING, term: TERM } = SHORT_CONTRACT;

const analyze = (t: TestApp, headers: Headers, data: Buffer, accept?: string) =>
  analyzeDocument(t, headers, { filename: 'elevators.pdf', data }, accept);

const linesOf = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('scanned documents', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let scan: Buffer;

  beforeAll(async () => {
    t = await buildTestApp({ readDocumentTexts: true });
    w = await buildContractWorld(t);
    scan = await scanPdf(buildTextPdf([OPENING, TERM], STRIP_HEIGHT));
  });
  afterAll(async () => {
    await t.close();
    await closeDocumentReader();
  });

  it('proposes the dates a scan states, telling page by page how the reading goes when asked', async () => {
    const res = await analyze(t, w.member, scan, 'application/x-ndjson');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = linesOf(res.body);
    expect(lines.slice(0, 2)).toEqual([
      { progress: { page: 1, pageCount: 2 } },
      { progress: { page: 2, pageCount: 2 } },
    ]);
    expect(lines).toHaveLength(3);
    const { analysis } = lines[2] as { analysis: TDocumentAnalysis };
    expect(analysis).toMatchObject({ textLayer: true, pages: 2, recognisedPages: [1, 2] });
    expect(analysis.suggestions.agreementDate).toMatchObject({ value: '2025-03-03', page: 1 });
    expect(analysis.suggestions.expirationDate).toMatchObject({ value: '2027-12-31', page: 2 });
  });

  it('answers one JSON object without the progress header, and a text PDF names no recognised page', async () => {
    const text = await analyze(t, w.member, buildTextPdf([OPENING, TERM], STRIP_HEIGHT));
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json()).toMatchObject({ textLayer: true, pages: 2, recognisedPages: [] });
    // Asked for progress, a document without scans answers its analysis as the only line.
    const asked = await analyze(
      t,
      w.member,
      buildTextPdf([OPENING, TERM], STRIP_HEIGHT),
      'application/x-ndjson',
    );
    expect(linesOf(asked.body)).toEqual([{ analysis: text.json() }]);
  });

  it('answers errors before the reading with their status, not as lines', async () => {
    const res = await analyze(t, w.member, Buffer.from('not a document'), 'application/x-ndjson');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('message');
  });

  let stored: string;

  it('stores a scanned contract’s recognised text: its pages named, its words found by the search', async () => {
    const uploaded = await upload(t, w.member, {
      metadata: individualMetadata(w.property(0).id, { name: 'Lift service' }),
      file: { filename: 'elevators.pdf', data: scan },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    stored = uploaded.json()._id as string;
    await t.app.ctx.documentTexts.idle();
    const contract = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${stored}`,
      headers: w.member,
    });
    expect(contract.json()).toMatchObject({
      documentRecognisedPages: [1, 2],
      documentFacts: { expirationDate: { value: '2027-12-31', page: 2 } },
    });
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/contracts?page=1&pageSize=20&q=elevators',
      headers: w.member,
    });
    expect(found.json().items.map((c: { _id: string }) => c._id)).toEqual([stored]);
  });

  it('recognises a scan queued again, as migration 0023 queues those stored before scans were read', async () => {
    // As a scan was stored before: no text, no facts, then queued again by the migration.
    const row = eq(documentTexts.contractId, stored);
    await t.db
      .update(documentTexts)
      .set({ state: 'pending', content: '', facts: {}, recognisedPages: [] })
      .where(row);
    t.app.ctx.documentTexts.wake();
    await t.app.ctx.documentTexts.idle();
    const [text] = await t.db.select().from(documentTexts).where(row);
    expect(text).toMatchObject({ state: 'text', recognisedPages: [1, 2] });
    expect(text?.content).toContain('Harbor Hotels');
  });
});
