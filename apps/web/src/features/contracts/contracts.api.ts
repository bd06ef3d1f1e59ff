// The contracts API (docs/architecture.md, API) and its shared queries. Query keys all start with
// 'contracts', so one invalidation of ['contracts'] refreshes lists, pages and details alike.
import {
  type TContract,
  type TContractListQuery,
  type TContractMetadataInput,
  type TContractUpdateInput,
  type TDecisionRequest,
  type TDocumentAnalysis,
  type TNoticeLetterFormat,
  type TNoticeRequest,
  type TReadingProgress,
  type TRegisterFormat,
  ZContract,
  ZContractPage,
  ZDocumentAnalysis,
  ZHistoryEntry,
  ZReadingProgress,
} from '@keydate/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiUrl, request, requestFile, requestVoid, respond, sendForm } from '../../lib/api.ts';
import { JSON_LINES_TYPE, jsonLines } from './json-lines.ts';

export const contractsQueryKeys = {
  all: ['contracts'] as const,
  list: () => ['contracts', 'list'] as const,
  page: (query: TContractsPageQuery) => ['contracts', 'page', query] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
  /**
   * Under the contract's own key: invalidateContracts (which every edit, decision, notice, document
   * replacement and status change calls after it) refreshes it, and removing the contract's queries
   * removes it too.
   */
  history: (id: string) => ['contracts', 'detail', id, 'history'] as const,
};

/** The bell's notifications are derived from the contracts, so they are refreshed with them. */
export const notificationsQueryKey = ['notifications'] as const;

/** After an upload, edit or delete: every contract query and the notifications are stale. */
export function invalidateContracts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contractsQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  ]).then(() => undefined);
}

/** The dashboard's query; page defaults to 1 (its presence asks the server for the paged form). */
export type TContractsPageQuery = Partial<TContractListQuery>;

const ZDocumentLink = z.object({ url: z.string() });

const contractPath = (id: string) => `/contracts/${encodeURIComponent(id)}`;

/** GET /api/contracts: the full array, ordered by name. */
export const fetchContracts = (signal?: AbortSignal) => request('/contracts', z.array(ZContract), { signal });

function searchParamsOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/contracts?page=…: one page with search, filters and sort applied by the server. */
export function fetchContractsPage(query: TContractsPageQuery = {}, signal?: AbortSignal) {
  return request(`/contracts?${searchParamsOf({ page: 1, ...query })}`, ZContractPage, { signal });
}

/** GET /api/contracts/export: every contract of the view (all its pages) as a register file. */
export function fetchRegister(query: TContractsPageQuery, format: TRegisterFormat) {
  const { page: _page, pageSize: _pageSize, ...view } = query;
  return requestFile(`/contracts/export?${searchParamsOf({ ...view, format })}`);
}

export const fetchContract = (id: string, signal?: AbortSignal) =>
  request(contractPath(id), ZContract, { signal });

/**
 * POST /api/contracts/upload: metadata first, so the server reads it before the file streams in. The
 * same `idempotencyKey` on a retry answers the contract a first attempt created, rather than another.
 */
export function uploadContract(
  file: File,
  metadata: TContractMetadataInput,
  onProgress?: (percent: number) => void,
  idempotencyKey?: string,
): Promise<TContract> {
  const form = new FormData();
  form.append('metadata', JSON.stringify(metadata));
  form.append('file', file, file.name);
  const headers: Record<string, string> = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
  return sendForm('/contracts/upload', form, ZContract, { onProgress, headers });
}

/** A random key for one submission (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A line of the analysis read with progress: how far it has gone, then the analysis or why it failed. */
const ZAnalysisLine = z.union([
  z.object({ progress: ZReadingProgress }),
  z.object({ analysis: ZDocumentAnalysis }),
  z.object({ error: z.object({ message: z.string() }) }),
]);

const ANALYZE_PATH = '/documents/analyze';

function unexpectedAnswer(issues: unknown): ApiError {
  console.error(`Unexpected answer from ${apiUrl(ANALYZE_PATH)}`, issues);
  return new ApiError(0, null);
}

/**
 * POST /api/documents/analyze: what a chosen file states, read by the server and stored nowhere. A scan's
 * pages are recognised, seconds a page: the answer comes as lines, `onProgress` called with each page as
 * its recognition starts. A failure before the reading starts is an ApiError as any call's; one during it
 * is an ApiError with the server's message.
 */
export async function analyzeDocument(
  file: File,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: TReadingProgress) => void } = {},
): Promise<TDocumentAnalysis> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await respond(ANALYZE_PATH, {
    method: 'POST',
    body: form,
    signal,
    accept: JSON_LINES_TYPE,
  });
  // A server that answers the analysis whole.
  if (!response.headers.get('Content-Type')?.includes(JSON_LINES_TYPE)) {
    const whole = ZDocumentAnalysis.safeParse(await response.json().catch(() => undefined));
    if (!whole.success) throw unexpectedAnswer(whole.error.issues);
    return whole.data;
  }
  for await (const value of jsonLines(response, signal)) {
    const line = ZAnalysisLine.safeParse(value);
    if (!line.success) throw unexpectedAnswer(line.error.issues);
    if ('progress' in line.data) onProgress?.(line.data.progress);
    else if ('analysis' in line.data) return line.data.analysis;
    // The answer began as a 200 before the reading failed: the failure is the server's, as a 500 is.
    else throw new ApiError(500, { message: line.data.error.message });
  }
  // Stopped reading because the call was abandoned, or the server's answer was cut short.
  signal?.throwIfAborted();
  throw unexpectedAnswer('the answer ended before the analysis');
}

/** PUT /api/contracts/:id (admin): the whole edited contract, or only { status }. */
export const updateContract = (id: string, body: TContractUpdateInput | { status: 'terminated' | null }) =>
  request(contractPath(id), ZContract, { method: 'PUT', body });

/** A file PUT as the `file` part of a form, answered with the contract; `onProgress` gets the percent sent. */
function putContractFile(
  path: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<TContract> {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm(path, form, ZContract, { method: 'PUT', onProgress });
}

/** PUT /api/contracts/:id/document (admin): a new document in place of the old one. */
export const replaceContractDocument = (id: string, file: File, onProgress?: (percent: number) => void) =>
  putContractFile(`${contractPath(id)}/document`, file, onProgress);

/** POST /api/contracts/:id/decision (its owner or an admin): the current term's renewal decision. */
export const recordDecision = (id: string, body: TDecisionRequest) =>
  request(`${contractPath(id)}/decision`, ZContract, { method: 'POST', body });

/** POST /api/contracts/:id/notice (its owner or an admin): the current term's notice, recorded as sent. */
export const recordNotice = (id: string, body: TNoticeRequest) =>
  request(`${contractPath(id)}/notice`, ZContract, { method: 'POST', body });

/**
 * PUT /api/contracts/:id/notice/receipt (its owner or an admin): the proof of service of the current term's
 * notice, attached or replaced; the same file rules as a document. The notice must be recorded first.
 */
export const attachNoticeReceipt = (id: string, file: File, onProgress?: (percent: number) => void) =>
  putContractFile(`${contractPath(id)}/notice/receipt`, file, onProgress);

/** GET /api/contracts/:id/history: the contract's changes, newest first. */
export const getContractHistory = (id: string, signal?: AbortSignal) =>
  request(`${contractPath(id)}/history`, z.array(ZHistoryEntry), { signal });

/** GET /api/history/export (admin): the workspace's whole history as CSV, under the server's name. */
export const fetchHistoryExport = () => requestFile('/history/export');

/** GET /api/contracts/:id/notice-letter: the drafted non-renewal notice letter, under the server's name. */
export const fetchNoticeLetter = (id: string, format: TNoticeLetterFormat) =>
  requestFile(`${contractPath(id)}/notice-letter?${searchParamsOf({ format })}`);

/** GET /api/contracts/:id/notice/receipt: the notice's attached receipt, under its own name. */
export const fetchNoticeReceipt = (id: string) => requestFile(`${contractPath(id)}/notice/receipt`);

/** DELETE /api/contracts/:id (admin); the document goes with it. */
export const deleteContract = (id: string) => requestVoid(contractPath(id), { method: 'DELETE' });

/** A short-lived signed link answering the document inline, for the preview frame. */
export const fetchViewUrl = (id: string, signal?: AbortSignal) =>
  request(`${contractPath(id)}/view`, ZDocumentLink, { signal }).then((link) => link.url);

/** A short-lived signed link answering the document as an attachment with its original name (admin). */
export const fetchDownloadUrl = (id: string) =>
  request(`${contractPath(id)}/download`, ZDocumentLink).then((link) => link.url);

/** While the contract's document waits to be read, it is asked for again until its facts are in. */
const READING_POLL_MS = 2000;

export function useContract(id: string) {
  return useQuery({
    queryKey: contractsQueryKeys.detail(id),
    queryFn: ({ signal }) => fetchContract(id, signal),
    enabled: id !== '',
    refetchInterval: ({ state }) =>
      state.data?.documentKey && state.data.documentFacts === null ? READING_POLL_MS : false,
  });
}

/** The contract's history, refreshed after the page's own changes (see contractsQueryKeys.history). */
export function useContractHistory(id: string) {
  return useQuery({
    queryKey: contractsQueryKeys.history(id),
    queryFn: ({ signal }) => getContractHistory(id, signal),
    enabled: id !== '',
  });
}

/** One page of the dashboard; the previous page stays on screen while the next one loads. */
export function useContractsPage(query: TContractsPageQuery) {
  return useQuery({
    queryKey: contractsQueryKeys.page(query),
    queryFn: ({ signal }) => fetchContractsPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The full list (docs/domain.md, Contracts list), for the bell and anything that needs every contract. */
export function useContracts() {
  return useQuery({ queryKey: contractsQueryKeys.list(), queryFn: ({ signal }) => fetchContracts(signal) });
}
