import { FILE_INPUT_ACCEPT, MSG, type TContract, uploadFileError } from '@keydate/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { UploadProgress } from '../wizard/upload-progress.tsx';
import { useAttachDocument } from './use-contract-actions.ts';

/**
 * A file picker that looks like a button: the label holds the input, so a click, Enter or Space opens
 * the chooser. A file the rules refuse is never sent; the server's refusal is shown as it says it.
 */
export function AttachDocument({ contract }: { contract: TContract }) {
  const attach = useAttachDocument(contract);
  const hintId = useId();
  const errorId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused ?? (attach.isError ? errorMessage(attach.error, MSG.updateContractFailed) : null);
  const busy = attach.isPending;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a failure is a change too.
    event.target.value = '';
    if (!file) return;
    const problem = uploadFileError(file);
    setRefused(problem);
    attach.reset();
    if (!problem) attach.mutate(file);
  };

  return (
    <div className="flex w-full max-w-xs flex-col items-center">
      <label
        className={buttonClass(
          'secondary',
          'md',
          `focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 ${
            busy ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
          }`,
        )}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner size="sm" decorative /> : null}
        Attach document
        <input
          type="file"
          accept={FILE_INPUT_ACCEPT}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={onChoose}
          className="sr-only"
        />
      </label>
      <p id={hintId} className="mt-1.5 text-xs text-slate-600">
        {MSG.uploadHint}
      </p>
      {busy ? (
        <div className="w-full">
          <UploadProgress percent={attach.progress} />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-center text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
