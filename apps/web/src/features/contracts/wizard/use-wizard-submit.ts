import { MSG, type TContract, type TExistingFile, wizardToMetadata } from '@keydate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import {
  contractsQueryKeys,
  invalidateContracts,
  newIdempotencyKey,
  replaceContractDocument,
  updateContract,
  uploadContract,
} from '../contracts.api.ts';
import type { TWizardForm } from './wizard-form.ts';

export interface TSubmitFailure {
  message: string;
  /** The server's per-field messages, listed under the message (the review step shows no fields). */
  details: string[];
}

interface SubmitOptions {
  mode: 'create' | 'edit';
  contract?: TContract | undefined;
  /** Edit: the chosen document was stored and is now the contract's current one. */
  onDocumentStored: (existingFile: TExistingFile) => void;
  onDone: (contract: TContract) => void;
}

/**
 * Create: one multipart upload, every attempt with the wizard's one Idempotency-Key, so a retry after a
 * lost answer creates no second contract. Edit: the new document first (when one was chosen), then the
 * edited contract. Success and failure are toasted here; a failure also stays on screen.
 */
export function useWizardSubmit({ mode, contract, onDocumentStored, onDone }: SubmitOptions) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<TSubmitFailure | null>(null);
  const [uploadKey] = useState(newIdempotencyKey);

  async function send(values: TWizardForm): Promise<TContract> {
    const metadata = wizardToMetadata(values);
    if (mode === 'create') {
      if (!values.file) throw new Error('The document step lets no upload through without a file');
      return uploadContract(values.file, metadata, setProgress, uploadKey);
    }
    if (!contract) throw new Error('Edit mode needs the contract');
    if (values.file) {
      const replaced = await replaceContractDocument(contract._id, values.file, setProgress);
      onDocumentStored({ name: replaced.documentName ?? values.file.name, url: replaced.documentUrl ?? '' });
      setProgress(null);
    }
    return updateContract(contract._id, metadata);
  }

  async function submit(values: TWizardForm): Promise<void> {
    if (sending) return;
    setSending(true);
    setFailure(null);
    setProgress(values.file ? 0 : null);
    try {
      const saved = await send(values);
      queryClient.setQueryData(contractsQueryKeys.detail(saved._id), saved);
      void invalidateContracts(queryClient);
      toast.success(mode === 'create' ? MSG.contractUploaded : MSG.contractUpdated);
      onDone(saved);
    } catch (error) {
      const message = errorMessage(
        error,
        mode === 'create' ? MSG.uploadContractFailed : MSG.updateContractFailed,
      );
      const details = error instanceof ApiError ? [...new Set(Object.values(error.errors))] : [];
      setFailure({ message, details: details.filter((detail) => detail !== message) });
      toast.error(message);
      setSending(false);
      setProgress(null);
    }
  }

  return { submit, sending, progress, failure };
}
