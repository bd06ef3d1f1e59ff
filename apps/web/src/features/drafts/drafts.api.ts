// The drafts API (docs/domain.md, Upload many): documents dropped together, each waiting as a draft until
// it is confirmed as a contract, attached to one, or discarded.
import {
  type TContractMetadataInput,
  type TDraft,
  type TDraftList,
  type TDuplicateOf,
  ZContract,
  ZDraft,
  ZDraftList,
  ZDuplicateOf,
} from '@keydate/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiUrl, request, requestVoid, tokenStore } from '../../lib/api.ts';
import { invalidateContracts } from '../contracts/contracts.api.ts';

export const draftsQueryKeys = {
  all: ['drafts'] as const,
  list: (unreviewed: boolean) => ['drafts', 'list', { unreviewed }] as const,
};

const draftPath = (id: string) => `/drafts/${encodeURIComponent(id)}`;

export const fetchDrafts = (unreviewed: boolean, signal?: AbortSignal) =>
  request(unreviewed ? '/drafts?unreviewed=true' : '/drafts', ZDraftList, { signal });

/**
 * The workspace's drafts (every one, or those nobody reviewed), in the order they were dropped; the list
 * shown stays while the other filter's is read.
 */
export function useDrafts(unreviewed = false) {
  return useQuery({
    queryKey: draftsQueryKeys.list(unreviewed),
    queryFn: ({ signal }) => fetchDrafts(unreviewed, signal),
    placeholderData: keepPreviousData,
  });
}

/** After a draft was confirmed, attached or discarded: the drafts and (for the first two) the contracts. */
export function invalidateDrafts(queryClient: QueryClient, contractsToo = false): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: draftsQueryKeys.all }),
    contractsToo ? invalidateContracts(queryClient) : undefined,
  ]).then(() => undefined);
}

export const markDraftReviewed = (id: string, reviewed = true) =>
  requestVoid(draftPath(id), { method: 'PATCH', body: { reviewed } });

/** POST /api/drafts/:id/confirm: the same fields as an upload's metadata; answers the new contract. */
export const confirmDraft = (id: string, metadata: TContractMetadataInput) =>
  request(`${draftPath(id)}/confirm`, ZContract, { method: 'POST', body: metadata });

/** POST /api/drafts/:id/attach (admin): the draft's document becomes that contract's. */
export const attachDraft = (id: string, contractId: string) =>
  request(`${draftPath(id)}/attach`, ZContract, { method: 'POST', body: { contractId } });

export const discardDraft = (id: string) => requestVoid(draftPath(id), { method: 'DELETE' });

/** A file of a drop, sent: a draft, or the contract or draft that already holds the same bytes. */
export type TDraftSent =
  | { kind: 'ready'; draft: TDraft }
  | { kind: 'duplicate'; message: string; duplicateOf: TDuplicateOf };

const ZDuplicateAnswer = z.object({ message: z.string(), duplicateOf: ZDuplicateOf });

function parsed(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/drafts with the bytes sent as a percentage. The one client's sendForm cannot be used: its
 * error keeps only the message, and a duplicate's answer also names what holds the file. A 401 is
 * handed to the one client (a call through it meets the same 401 and ends the session as every call does).
 */
export function sendDraft(file: File, onProgress: (percent: number) => void): Promise<TDraftSent> {
  return new Promise<TDraftSent>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/drafts'));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new ApiError(0, null));
    xhr.onload = () => {
      const payload = parsed(xhr.responseText);
      if (xhr.status === 201) {
        const draft = ZDraft.safeParse(payload);
        if (draft.success) resolve({ kind: 'ready', draft: draft.data });
        else reject(new ApiError(0, null));
        return;
      }
      const duplicate = xhr.status === 409 ? ZDuplicateAnswer.safeParse(payload) : null;
      if (duplicate?.success) {
        resolve({ kind: 'duplicate', ...duplicate.data });
        return;
      }
      const record = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<
        string,
        unknown
      >;
      const message = typeof record.message === 'string' ? record.message : '';
      if (xhr.status === 401) void requestVoid('/drafts?unreviewed=true').catch(() => undefined);
      reject(new ApiError(xhr.status, { message }));
    };
    onProgress(0);
    xhr.send(formOf(file));
  });
}

function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** A draft confirmed, attached or discarded leaves every list at once, before the lists are read again. */
export function forgetDraft(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<TDraftList>({ queryKey: draftsQueryKeys.all }, (list) => {
    const gone = list?.items.find((draft) => draft._id === id);
    if (!list || !gone) return list;
    return {
      items: list.items.filter((draft) => draft._id !== id),
      total: list.total - 1,
      unreviewed: list.unreviewed - (gone.reviewed ? 0 : 1),
    };
  });
}

/**
 * A draft marked reviewed stays where it is shown (also among those not reviewed, until the list is read
 * again), so the one being looked at never leaves the screen under the person's hands.
 */
export function markReviewedInCache(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<TDraftList>({ queryKey: draftsQueryKeys.all }, (list) => {
    const draft = list?.items.find((item) => item._id === id);
    if (!list || !draft || draft.reviewed) return list;
    return {
      ...list,
      items: list.items.map((item) => (item._id === id ? { ...item, reviewed: true } : item)),
      unreviewed: list.unreviewed - 1,
    };
  });
}
