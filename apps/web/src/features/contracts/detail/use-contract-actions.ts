import { MSG, type TContract, type TDecisionRequest } from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api.ts';
import {
  contractsQueryKeys,
  deleteContract,
  fetchDownloadUrl,
  invalidateContracts,
  recordDecision,
  replaceContractDocument,
  updateContract,
} from '../contracts.api.ts';
import { DECISION_MSG } from '../decision.ts';

/** Delete (after the browser's confirm), then back to the dashboard with the lists refreshed. */
export function useDeleteContract(contract: TContract) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => deleteContract(contract._id),
    onSuccess: () => {
      toast.success(MSG.contractDeleted);
      navigate('/app/dashboard');
      queryClient.removeQueries({ queryKey: contractsQueryKeys.detail(contract._id) });
      return invalidateContracts(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.deleteContractFailed)),
  });
  return {
    ...mutation,
    confirmAndDelete: () => {
      if (window.confirm(MSG.confirmDeleteContract)) mutation.mutate();
    },
  };
}

/** Opens a fresh signed download link in a new tab. */
export function useDownloadContract(contract: TContract) {
  const mutation = useMutation({
    mutationFn: () => fetchDownloadUrl(contract._id),
    onSuccess: (url) => {
      window.open(url, '_blank');
      toast.success(MSG.downloadStarted);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.downloadFailed)),
  });
  return {
    ...mutation,
    download: () => {
      if (!contract.documentKey) {
        toast.error(MSG.noDocumentForDownload);
        return;
      }
      mutation.mutate();
    },
  };
}

/**
 * A change to one contract that answers the contract: the page shows the answer, the lists follow, and a
 * toast says how it went (`saved`, or the server's message else `failed`).
 */
export function useContractChange<Input>(
  save: (input: Input) => Promise<TContract>,
  words: { saved: string; failed: string },
  onMutate?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    ...(onMutate ? { onMutate } : {}),
    onSuccess: (saved) => {
      queryClient.setQueryData(contractsQueryKeys.detail(saved._id), saved);
      toast.success(words.saved);
      return invalidateContracts(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error, words.failed)),
  });
}

const UPDATED = { saved: MSG.contractUpdated, failed: MSG.updateContractFailed };

/** Terminate ('terminated') or reinstate (null: the dates decide the status again). */
export function useChangeContractStatus(contract: TContract) {
  return useContractChange(
    (status: 'terminated' | null) => updateContract(contract._id, { status }),
    UPDATED,
  );
}

/** A file sent for a contract (its document, a notice's receipt); `progress` is the transfer's percent. */
export function useContractUpload(
  send: (file: File, onProgress: (percent: number) => void) => Promise<TContract>,
  words: { saved: string; failed: string },
) {
  const [progress, setProgress] = useState(0);
  const mutation = useContractChange(
    (file: File) => send(file, setProgress),
    words,
    () => setProgress(0),
  );
  return { ...mutation, progress };
}

/** The first document of a contract that has none, sent as a replacement. */
export const useAttachDocument = (contract: TContract) =>
  useContractUpload((file, onProgress) => replaceContractDocument(contract._id, file, onProgress), UPDATED);

/** Records (or replaces) the current term's renewal decision; the page and the lists follow. */
export function useRecordDecision(contract: TContract) {
  return useContractChange((body: TDecisionRequest) => recordDecision(contract._id, body), {
    saved: DECISION_MSG.recorded,
    failed: DECISION_MSG.failed,
  });
}
