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
} from '@keydate/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, request, requestVoid, sendForm } from '../../lib/api.ts';
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

/**
 * POST /api/drafts with the bytes sent as a percentage; a file the workspace already holds answers what
 * holds it rather than failing.
 */
export async function sendDraft(file: File, onProgress: (percent: number) => void): Promise<TDraftSent> {
  onProgress(0);
  try {
    return { kind: 'ready', draft: await sendForm('/drafts', formOf(file), ZDraft, { onProgress }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.duplicateOf) {
      return { kind: 'duplicate', message: error.message, duplicateOf: error.duplicateOf };
    }
    throw error;
  }
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
