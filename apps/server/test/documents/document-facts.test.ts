// POST /api/documents/analyze and the facts a contract's document states, on documents the test makes:
// a contract as a text PDF and as a DOCX (files built to hurt a parser: hostile-documents.test.ts).
import { API_MSG, MSG, type TDocumentAnalysis } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTexts, pendingDocuments } from '../../src/db/schema/index.ts';
import { closeDocumentReader, documentReader } from '../../src/documents/reading/document-reader.ts';
import { readDocumentTexts } from '../../src/services/documents/read-document-texts.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  analyzeDocument,
  buildContractWorld,
  contractOnceRead,
  footprint,
  individualMetadata,
  replaceDocument,
  upload,
} from '../support/contracts.ts';
import { EXE_BYTES, elevenMegabytePdf } from '../support/documents.ts';
import { buildDocx } from '../support/docx.ts';
import { slowPdf } from '../support/hostile-documents.ts';
import { multipartBody } from '../support/multipart.ts';
import { buildTextPdf } from '../support/pdf.ts';

const PREAMBLE = [
  'LINEN SERVICES AGREEMENT',
  'This Linen Services Agreement (the "Agreement") is entered into as of March 1, 2024 (the',
  '"Effective Date") by and between Harbour Hotels LLC ("Client") and Acme Linen Inc. ("Supplier").',
];
const TERM = (noticeWords: string) => [
  '2. TERM AND RENEWAL.',
  '2.1 The initial term of this Agreement shall be three (3) years from the Effective Date.',
  '2.2 Thereafter this Agreement shall automatically renew for successive one (1) year periods unless',
  `either party gives written notice of non-renewal at least ${noticeWords} prior to the expiration of`,
  'the then-current term.',
];
const TERMINATION = [
  '3. TERMINATION. Client may terminate this Agreement for convenience on thirty (30) days written notice.',
];
const contractPdf = (noticeWords = 'ninety (90) days') =>
  buildTextPdf([
    PREAMBLE,
    ['1. SERVICES. Supplier shall launder the linen of each hotel.', ...TERM(noticeWords), ...TERMINATION],
  ]);

describe('what a document states', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;

  beforeAll(async () => {
    t = await buildTestApp({ readDocumentTexts: true });
    w = await buildContractWorld(t);
  });
  afterAll(() => t.close());

  const getContract = (id: string) => contractOnceRead(t, w.member, id);

  it('proposes the key dates a contract PDF states, each with its sentence and page, to either role', async () => {
    const res = await analyzeDocument(t, w.member, { filename: 'linen.pdf', data: contractPdf() });
    expect(res.statusCode, res.body).toBe(200);
    const analysis = res.json() as TDocumentAnalysis;
    expect(analysis).toMatchObject({ textLayer: true, pages: 2 });
    const { suggestions } = analysis;
    expect(suggestions.effectiveDate).toMatchObject({ value: '2024-03-01', page: 1 });
    expect(suggestions.effectiveDate?.quote).toContain('March 1, 2024');
    expect(suggestions.initialTerm).toMatchObject({ value: { value: 3, unit: 'YEARS' }, page: 2 });
    expect(suggestions.expirationDate).toMatchObject({ value: '2027-03-01' });
    expect(suggestions.renewalTerm).toMatchObject({ value: { value: 1, unit: 'YEARS' }, page: 2 });
    expect(suggestions.noticePeriod).toMatchObject({ value: { value: 90, unit: 'DAYS' }, page: 2 });
    expect(suggestions.noticePeriod?.quote).toContain('ninety (90) days');
    const asAdmin = await analyzeDocument(t, w.admin, { filename: 'linen.pdf', data: contractPdf() });
    expect(asAdmin.json()).toEqual(analysis);
  });

  it('reads a DOCX the same way, as one page', async () => {
    const docx = buildDocx([...PREAMBLE, ...TERM('sixty (60) days')]);
    const res = await analyzeDocument(t, w.member, { filename: 'linen.docx', data: docx });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      textLayer: true,
      pages: 1,
      suggestions: {
        effectiveDate: { value: '2024-03-01', page: 1 },
        noticePeriod: { value: { value: 60, unit: 'DAYS' }, page: 1 },
      },
    });
  });

  it('stores nothing', async () => {
    const before = await footprint(t);
    const res = await analyzeDocument(t, w.member, { filename: 'linen.pdf', data: contractPdf() });
    expect(res.statusCode).toBe(200);
    expect(await footprint(t)).toEqual(before);
    expect(await t.db.select().from(pendingDocuments)).toEqual([]);
  });

  it('refuses what an upload refuses, with the same messages', async () => {
    const cases: Array<[string, { filename: string; data: Buffer }, number, string]> = [
      ['a program named .pdf', { filename: 'contract.pdf', data: EXE_BYTES }, 415, MSG.uploadWrongType],
      ['a text file', { filename: 'notes.txt', data: Buffer.from('hello') }, 415, MSG.uploadWrongType],
      ['an empty PDF', { filename: 'empty.pdf', data: Buffer.alloc(0) }, 400, API_MSG.fileEmpty],
      ['11 MB', { filename: 'big.pdf', data: elevenMegabytePdf() }, 413, MSG.uploadTooLarge],
    ];
    for (const [label, file, status, message] of cases) {
      const res = await analyzeDocument(t, w.member, file);
      expect([res.statusCode, res.json().message], label).toEqual([status, message]);
    }
    const noFile = multipartBody([{ name: 'note', value: 'no file' }]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/documents/analyze',
      headers: { ...w.member, ...noFile.headers },
      payload: noFile.payload,
    });
    expect([none.statusCode, none.json().message]).toEqual([400, MSG.selectFileToUpload]);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/documents/analyze',
      headers: { ...w.member, 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect([notMultipart.statusCode, notMultipart.json().message]).toEqual([415, API_MSG.uploadNotMultipart]);
    const anonymous = await analyzeDocument(t, {}, { filename: 'linen.pdf', data: contractPdf() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 503, to try again, when the reading is ended by the server stopping', async () => {
    await t.app.ctx.documentTexts.idle();
    await closeDocumentReader();
    const pending = analyzeDocument(t, w.member, { filename: 'long.pdf', data: slowPdf(500, 4_000) });
    while (documentReader().childPid() === undefined) await new Promise((r) => setTimeout(r, 20));
    await closeDocumentReader();
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: API_MSG.temporarilyUnavailable });
  });

  it('reads an uploaded document in the background, and a replaced one again', async () => {
    const uploaded = await upload(t, w.member, {
      metadata: individualMetadata(w.property(1).id, { name: 'Linen 2024' }),
      file: { filename: 'linen.pdf', data: contractPdf() },
    });
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json()._id as string;
    const read = await getContract(id);
    expect(read.documentFacts).toMatchObject({
      effectiveDate: { value: '2024-03-01' },
      noticePeriod: { value: { value: 90, unit: 'DAYS' } },
    });
    const replaced = await replaceDocument(t, w.admin, id, {
      filename: 'linen-2.pdf',
      data: contractPdf('sixty (60) days'),
    });
    expect(replaced.statusCode).toBe(200);
    expect((await getContract(id)).documentFacts).toMatchObject({
      noticePeriod: { value: { value: 60, unit: 'DAYS' } },
    });
    // The list answers no facts: they belong to one contract's page.
    const list = await t.app.inject({ method: 'GET', url: '/api/contracts', headers: w.member });
    expect(list.json().find((c: { _id: string }) => c._id === id)).not.toHaveProperty('documentFacts');
  });

  it('reads documents waiting from before, and can stop and go on where it stopped', async () => {
    const ids: string[] = [];
    for (const name of ['Waiting A', 'Waiting B', 'Waiting C']) {
      const res = await upload(t, w.member, {
        metadata: individualMetadata(w.property(2).id, { name }),
        file: { filename: 'linen.pdf', data: contractPdf() },
      });
      ids.push(res.json()._id);
    }
    await t.app.ctx.documentTexts.idle();
    // As migration 0018 leaves the documents stored before it.
    for (const id of ids) {
      await t.db
        .update(documentTexts)
        .set({ state: 'pending', facts: {}, content: '' })
        .where(eq(documentTexts.contractId, id));
    }
    // Stopped while the second document is fetched: the first is read, the second stays pending.
    const stopping = new AbortController();
    let fetched = 0;
    const storage = {
      ...t.storage,
      get: async (key: string) => {
        fetched += 1;
        if (fetched === 2) stopping.abort();
        return t.storage.get(key);
      },
    };
    const log = { info: () => {} };
    const first = await readDocumentTexts({ db: t.db, storage, log, signal: stopping.signal });
    expect(first.read).toBe(1);
    const states = async () =>
      (await t.db.select({ state: documentTexts.state }).from(documentTexts)).filter(
        (r) => r.state === 'pending',
      ).length;
    expect(await states()).toBe(2);
    const lines: unknown[] = [];
    const rest = await readDocumentTexts({
      db: t.db,
      storage: t.storage,
      log: { info: (o: unknown) => lines.push(o) },
    });
    expect(rest.read).toBe(2);
    expect(await states()).toBe(0);
    expect(lines).toContainEqual({ read: 2, total: 2 });
    for (const id of ids) {
      expect((await getContract(id)).documentFacts).toMatchObject({ effectiveDate: { value: '2024-03-01' } });
    }
  });

  it('finds contracts by what their document says, after those whose name matches, the words marked', async () => {
    const other = await buildContractWorld(t);
    const add = async (world: typeof w, name: string, file?: { filename: string; data: Buffer }) => {
      const res = await upload(t, world.member, {
        metadata: individualMetadata(world.property(0).id, { name }),
        ...(file ? { file } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id as string;
    };
    const byDocument = await add(w, 'Linen 2025', { filename: 'linen.pdf', data: contractPdf() });
    const byName = await add(w, 'Zeta Convenience Store Supply');
    const elsewhere = await add(other, 'Linen elsewhere', { filename: 'linen.pdf', data: contractPdf() });
    await t.app.ctx.documentTexts.idle();
    const search = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/contracts?page=1&pageSize=100&q=${encodeURIComponent(q)}`,
        headers: w.member,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        items: Array<{ _id: string; documentMatch?: { parts: unknown[] } }>;
        total: number;
      };
    };
    const found = await search('convenience');
    const ids = found.items.map((c) => c._id);
    expect(ids.indexOf(byName)).toBe(0);
    expect(ids).toContain(byDocument);
    expect(found.items[0]).not.toHaveProperty('documentMatch');
    const passage = found.items.find((c) => c._id === byDocument)?.documentMatch;
    expect(passage?.parts).toContainEqual({ text: 'convenience', marked: true });
    expect(passage?.parts.map((p) => (p as { text: string }).text).join('')).toContain(
      'terminate this Agreement',
    );
    // A phrase, and another workspace's documents stay out of this one's list.
    const phrase = await search('"launder the linen"');
    expect(phrase.items.map((c) => c._id)).toContain(byDocument);
    expect(phrase.items.every((c) => c.documentMatch)).toBe(true);
    expect(ids).not.toContain(elsewhere);
    expect((await search('"no such clause anywhere"')).total).toBe(0);

    // Deep in a long document, in another form and case of the word: the passage is taken from where it is.
    const filler = 'The Supplier shall keep the premises clean and safe at all times of the day.';
    const pages = Array.from({ length: 40 }, () => Array.from({ length: 30 }, () => filler));
    pages.push(['Neither party is liable for delays caused by force majeure, as Laundered records show.']);
    const long = await add(w, 'Housekeeping', { filename: 'long.pdf', data: buildTextPdf(pages) });
    await t.app.ctx.documentTexts.idle();
    const deep = (await search('laundering')).items.find((c) => c._id === long)?.documentMatch;
    expect(deep?.parts).toContainEqual({ text: 'Laundered', marked: true });
    expect(deep?.parts.map((p) => (p as { text: string }).text).join('')).toContain('force majeure');
  });
});
