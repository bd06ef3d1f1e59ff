// The contracts API (docs/architecture.md, API) and its shared queries. Query keys all start with
// 'contracts', so one invalidation of ['contracts'] refreshes lists, pages and details alike.
import {
  type TContract,
  type TContractListQuery,
  type TContractMetadataInput,
  type TContractUpdateInput,
  type TRegisterFormat,
  ZContract,
  ZContractPage,
  ZDocumentAnalysis,
} from '@keydate/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request, requestFile, requestVoid, sendForm } from '../../lib/api.ts';

export const contractsQueryKeys = {
  all: ['contracts'] as const,
  list: () => ['contracts', 'list'] as const,
  page: (query: TContractsPageQuery) => ['contracts', 'page', query] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
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

/** POST /api/documents/analyze: what a chosen file states, read by the server and stored nowhere. */
export function analyzeDocument(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return request('/documents/analyze', ZDocumentAnalysis, { method: 'POST', body: form, signal });
}

/** PUT /api/contracts/:id (admin): the whole edited contract, or only { status }. */
export const updateContract = (id: string, body: TContractUpdateInput | { status: 'terminated' | null }) =>
  request(contractPath(id), ZContract, { method: 'PUT', body });

/** PUT /api/contracts/:id/document (admin): a new document in place of the old one. */
export function replaceContractDocument(
  id: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<TContract> {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm(`${contractPath(id)}/document`, form, ZContract, { method: 'PUT', onProgress });
}

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
