import type { TContractMetadataInput, TDraft } from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { DRAFT_MSG, DRAFT_MSG_FN } from './draft-messages.ts';
import {
  attachDraft,
  confirmDraft,
  discardDraft,
  forgetDraft,
  invalidateDrafts,
  markDraftReviewed,
  markReviewedInCache,
} from './drafts.api.ts';

/** Accept, attach, discard and mark reviewed for the draft in the review panel. */
export function useDraftActions(draft: TDraft) {
  const queryClient = useQueryClient();
  const gone = (contractsToo: boolean) => {
    forgetDraft(queryClient, draft._id);
    void invalidateDrafts(queryClient, contractsToo);
  };

  const accept = useMutation({
    mutationFn: (body: TContractMetadataInput) => confirmDraft(draft._id, body),
    onSuccess: (contract) => {
      toast.success(DRAFT_MSG_FN.accepted(contract.name));
      gone(true);
    },
  });
  const attach = useMutation({
    mutationFn: (contractId: string) => attachDraft(draft._id, contractId),
    onSuccess: (contract) => {
      toast.success(DRAFT_MSG_FN.attached(contract.name));
      gone(true);
    },
    onError: (error) => toast.error(errorMessage(error, DRAFT_MSG.attachFailed)),
  });
  const discard = useMutation({
    mutationFn: () => discardDraft(draft._id),
    onSuccess: () => {
      toast.success(DRAFT_MSG.discarded);
      gone(false);
    },
  });
  const markReviewed = useMutation({
    mutationFn: () => markDraftReviewed(draft._id),
    onSuccess: () => markReviewedInCache(queryClient, draft._id),
    onError: (error) => toast.error(errorMessage(error, DRAFT_MSG.markFailed)),
  });
  return { accept, attach, discard, markReviewed };
}
