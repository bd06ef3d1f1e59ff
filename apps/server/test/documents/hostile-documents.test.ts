// Files built to hurt a parser, sent to POST /api/documents/analyze and uploaded: each is answered
// clearly, the contract is stored all the same, and the server stays healthy. What is tested is the
// reading child's limits, not the database, so this file runs on the embedded engine only.
import type { TDocumentAnalysis } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  analyzeDocument,
  buildContractWorld,
  contractOnceRead,
  individualMetadata,
  upload,
} from '../support/contracts.ts';
import { buildDocx } from '../support/docx.ts';
import {
  blankPagesPdf,
  corruptPdf,
  deeplyNestedPdf,
  docxZipBomb,
  encryptedPdf,
  manyParagraphsDocx,
  pageTreeLoopPdf,
  pdfFlateBomb,
  selfReferencingPdf,
} from '../support/hostile-documents.ts';

describe('hostile documents', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;

  beforeAll(async () => {
    t = await buildTestApp({ readDocumentTexts: true });
    w = await buildContractWorld(t);
  });
  afterAll(() => t.close());

  const getContract = (id: string) => contractOnceRead(t, w.member, id);

  it('answers every hostile file clearly, and the same file still uploads', async () => {
    const hostile: Array<[string, string, Buffer]> = [
      ['a corrupt PDF', 'corrupt.pdf', corruptPdf()],
      ['an encrypted PDF', 'locked.pdf', encryptedPdf('secret')],
      ['2,000 blank pages', 'blank.pdf', blankPagesPdf(2000)],
      ['arrays nested 100,000 deep', 'nested.pdf', deeplyNestedPdf(100_000, 'content')],
      ['a page tree that contains itself', 'loop.pdf', pageTreeLoopPdf()],
      ['an object that refers to itself', 'self.pdf', selfReferencingPdf()],
      ['a DOCX zip bomb', 'bomb.docx', docxZipBomb(300, 'lie')],
      ['a PDF stream that inflates to a gigabyte', 'inflates.pdf', pdfFlateBomb('string', 1024)],
      ['100,000 paragraphs', 'long.docx', manyParagraphsDocx(100_000)],
      ['right-to-left text', 'rtl.docx', buildDocx(['هذه اتفاقية خدمات الغسيل', 'הסכם שירותי כביסה'])],
    ];
    const withText = new Set(['100,000 paragraphs', 'right-to-left text']);
    for (const [label, filename, data] of hostile) {
      expect(data.length, label).toBeLessThan(10 * 1024 * 1024);
      const res = await analyzeDocument(t, w.member, { filename, data });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
      const analysis = res.json() as TDocumentAnalysis;
      expect(analysis.textLayer, label).toBe(withText.has(label));
      const uploaded = await upload(t, w.member, {
        metadata: individualMetadata(w.property(0).id, { name: `Hostile ${label}` }),
        file: { filename, data },
      });
      expect(uploaded.statusCode, label).toBe(201);
      const contract = await getContract(uploaded.json()._id);
      expect(contract.documentFacts, label).not.toBeNull();
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 180_000);
});
