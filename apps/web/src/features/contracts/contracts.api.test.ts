import { API_MSG, asCalendarDate, MSG, type TDocumentAnalysis } from '@keydate/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, onUnauthorized, TOKEN_KEY } from '../../lib/api.ts';
import { json, jsonLines, startFakeServer } from '../../test/fake-server.ts';
import { type FakeUpload, startFakeUploads } from '../../test/fake-uploads.ts';
import { buildContract } from '../../test/fixtures.ts';
import {
  analyzeDocument,
  deleteContract,
  fetchContract,
  fetchContracts,
  fetchContractsPage,
  fetchDownloadUrl,
  fetchViewUrl,
  replaceContractDocument,
  updateContract,
  uploadContract,
} from './contracts.api.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The named part of an upload's form, failing the test when there was no such upload. */
function partOf(upload: FakeUpload | undefined, name: string): FormDataEntryValue {
  const part = upload?.form.get(name);
  if (part === null || part === undefined) throw new Error(`no ${name} part`);
  return part;
}

const pdf = () => new File(['%PDF-1.7'], 'linen.pdf', { type: 'application/pdf' });
const metadata = {
  name: 'Linen service',
  agreementType: 'INDIVIDUAL' as const,
  contractType: 'service' as const,
  startDate: '2025-01-05T12:00:00.000Z',
  propertyId: 'p-harbour',
};

describe('contracts api', () => {
  it('reads the full list, one page with its query, and one contract, with the bearer token', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const contract = buildContract();
    const server = startFakeServer({
      'GET /api/contracts': json(200, [contract]),
      'GET /api/contracts/c-linen': json(200, contract),
    });

    expect(await fetchContracts()).toEqual([contract]);
    expect(await fetchContract('c-linen')).toEqual(contract);
    expect(server.calls('GET /api/contracts')[0]?.authorization).toBe('Bearer abc');

    const fetchMock = vi.mocked(fetch);
    server.on('GET /api/contracts', json(200, { items: [contract], total: 11, page: 2, pageSize: 10 }));
    const page = await fetchContractsPage({ page: 2, q: 'linen', status: undefined, sort: 'vendor' });
    expect(page.total).toBe(11);
    const url = String(fetchMock.mock.calls.at(-1)?.[0]);
    expect(url).toBe('/api/contracts?page=2&q=linen&sort=vendor');
  });

  it('asks for the paged form even when the query names no page', async () => {
    startFakeServer({ 'GET /api/contracts': json(200, { items: [], total: 0, page: 1, pageSize: 10 }) });
    await fetchContractsPage({});
    expect(String(vi.mocked(fetch).mock.calls.at(-1)?.[0])).toBe('/api/contracts?page=1');
  });

  it('uploads the metadata as JSON and the file as multipart parts, reporting progress', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const created = buildContract();
    const uploads = startFakeUploads({ 'POST /api/contracts/upload': { status: 201, body: created } });
    const progress: number[] = [];
    const file = pdf();

    const answer = await uploadContract(file, metadata, (percent) => progress.push(percent));

    expect(answer).toEqual(created);
    const [call] = uploads.calls('POST /api/contracts/upload');
    expect(call?.authorization).toBe('Bearer abc');
    expect(JSON.parse(String(partOf(call, 'metadata')))).toEqual(metadata);
    expect((partOf(call, 'file') as File).name).toBe('linen.pdf');
    expect(progress).toEqual([50, 100]);
  });

  it('gives the server’s message, or its error text, or nothing so the screen uses its own', async () => {
    const uploads = startFakeUploads({
      'POST /api/contracts/upload': { status: 413, body: { message: MSG.uploadTooLarge } },
    });
    const tooLarge = await uploadContract(pdf(), metadata).catch((caught: unknown) => caught);
    expect(tooLarge).toMatchObject({ status: 413, message: MSG.uploadTooLarge, fromServer: true });

    uploads.on('POST /api/contracts/upload', { status: 400, body: { error: 'Bad Request' } });
    const bare = await uploadContract(pdf(), metadata).catch((caught: unknown) => caught);
    expect(errorMessage(bare, MSG.uploadContractFailed)).toBe('Bad Request');

    uploads.on('POST /api/contracts/upload', { status: 502 });
    const gateway = await uploadContract(pdf(), metadata).catch((caught: unknown) => caught);
    expect(gateway).toBeInstanceOf(ApiError);
    expect(errorMessage(gateway, MSG.uploadContractFailed)).toBe(MSG.uploadContractFailed);
  });

  it('ends the session on a 401 of an upload', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    startFakeUploads({
      'PUT /api/contracts/c-linen/document': { status: 401, body: { message: API_MSG.sessionExpired } },
    });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);

    await expect(replaceContractDocument('c-linen', pdf())).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledWith(API_MSG.sessionExpired);
    stop();
  });

  it('replaces a document, updates, deletes and asks for view and download links', async () => {
    const contract = buildContract();
    const uploads = startFakeUploads({
      'PUT /api/contracts/c-linen/document': { status: 200, body: contract },
    });
    const server = startFakeServer({
      'PUT /api/contracts/c-linen': json(200, contract),
      'DELETE /api/contracts/c-linen': json(204),
      'GET /api/contracts/c-linen/view': json(200, { url: '/api/documents/a?sig=1' }),
      'GET /api/contracts/c-linen/download': json(200, { url: '/api/documents/a?sig=2' }),
    });

    await replaceContractDocument('c-linen', pdf());
    expect((partOf(uploads.calls()[0], 'file') as File).name).toBe('linen.pdf');
    await updateContract('c-linen', { status: 'terminated' });
    expect(server.calls('PUT /api/contracts/c-linen')[0]?.body).toEqual({ status: 'terminated' });
    await deleteContract('c-linen');
    expect(server.calls('DELETE /api/contracts/c-linen')).toHaveLength(1);
    expect(await fetchViewUrl('c-linen')).toBe('/api/documents/a?sig=1');
    expect(await fetchDownloadUrl('c-linen')).toBe('/api/documents/a?sig=2');
  });
});

describe('analyzeDocument', () => {
  const ANALYZE = 'POST /api/documents/analyze';
  const analysis: TDocumentAnalysis = {
    textLayer: true,
    pages: 2,
    recognisedPages: [1, 2],
    suggestions: {
      effectiveDate: { value: asCalendarDate('2025-03-03'), quote: '‘made’ on March 3, 2025', page: 1 },
    },
  };

  it('asks for the reading’s progress, and hears each scanned page before the analysis', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    // Lines as the network may cut them: a line in two pieces, a character in two bytes' pieces.
    const bytes = new TextEncoder().encode(
      `${JSON.stringify({ progress: { page: 1, pageCount: 2 } })}\n${JSON.stringify({ progress: { page: 2, pageCount: 2 } })}\n${JSON.stringify({ analysis })}\n`,
    );
    const cuts = [5, 40, bytes.indexOf(0xe2) + 1, bytes.length];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        cuts.reduce((from, to) => {
          controller.enqueue(bytes.slice(from, to));
          return to;
        }, 0);
        controller.close();
      },
    });
    const server = startFakeServer({
      [ANALYZE]: () => new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    });
    const onProgress = vi.fn();

    expect(await analyzeDocument(pdf(), { onProgress })).toEqual(analysis);
    expect(onProgress.mock.calls).toEqual([[{ page: 1, pageCount: 2 }], [{ page: 2, pageCount: 2 }]]);
    const [call] = server.calls(ANALYZE);
    expect(call?.accept).toBe('application/x-ndjson');
    expect(call?.authorization).toBe('Bearer abc');
    expect((call?.body as FormData | undefined)?.get('file')).toMatchObject({ name: 'linen.pdf' });

    // A server that answers whole, as JSON, is read as well.
    server.on(ANALYZE, json(200, analysis));
    expect(await analyzeDocument(pdf())).toEqual(analysis);
  });

  it('fails with the message of an error line, and with none for a line it cannot read', async () => {
    const server = startFakeServer();
    const answerWith = (...lines: unknown[]) =>
      server.on(ANALYZE, () => {
        const answer = jsonLines();
        for (const line of lines) answer.send(line);
        answer.end();
        return answer.response;
      });

    answerWith(
      { progress: { page: 1, pageCount: 3 } },
      { error: { message: API_MSG.temporarilyUnavailable } },
    );
    const failed = await analyzeDocument(pdf()).catch((caught: unknown) => caught);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ message: API_MSG.temporarilyUnavailable, fromServer: true });

    const unexpected = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith({ progress: { page: 'one' } });
    const garbled = await analyzeDocument(pdf()).catch((caught: unknown) => caught);
    expect(errorMessage(garbled, 'The document could not be read.')).toBe('The document could not be read.');
    answerWith({ progress: { page: 1, pageCount: 3 } });
    const cut = await analyzeDocument(pdf()).catch((caught: unknown) => caught);
    expect(cut).toMatchObject({ status: 0, fromServer: false });
    expect(unexpected).toHaveBeenCalledTimes(2);
    unexpected.mockRestore();
  });

  it('refuses as any call does before the reading starts: its status and message, and a 401 ends the session', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    const server = startFakeServer({ [ANALYZE]: json(413, { message: MSG.uploadTooLarge }) });
    const tooLarge = await analyzeDocument(pdf()).catch((caught: unknown) => caught);
    expect(tooLarge).toMatchObject({ status: 413, message: MSG.uploadTooLarge, fromServer: true });

    server.on(ANALYZE, json(401, { message: API_MSG.sessionExpired }));
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(analyzeDocument(pdf())).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledWith(API_MSG.sessionExpired);
    stop();
  });
});
