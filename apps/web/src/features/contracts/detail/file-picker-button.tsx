// A file picker that looks like a button, for a contract's document and a notice's receipt: the label
// holds the input, so a click, Enter or Space opens the chooser. A file the rules refuse is never sent;
// the server's refusal is shown as it says it, and the transfer's progress while it runs.
import { FILE_INPUT_ACCEPT, MSG, uploadFileError } from '@keydate/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';

/** An upload as useContractUpload gives it. */
interface Upload {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  progress: number;
  mutate: (file: File) => void;
  reset: () => void;
}

interface FilePickerButtonProps {
  label: string;
  upload: Upload;
  /** Said when the server's refusal has no words of its own. */
  failed: string;
  /** The progress bar's label while the file is sent. */
  progressLabel: string;
  size?: 'sm' | 'md';
  centred?: boolean;
}

export function FilePickerButton({
  label,
  upload,
  failed,
  progressLabel,
  size = 'md',
  centred = false,
}: FilePickerButtonProps) {
  const hintId = useId();
  const errorId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused ?? (upload.isError ? errorMessage(upload.error, failed) : null);
  const busy = upload.isPending;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a failure is a change too.
    event.target.value = '';
    if (!file) return;
    const problem = uploadFileError(file);
    setRefused(problem);
    upload.reset();
    if (!problem) upload.mutate(file);
  };

  return (
    <div className={centred ? 'flex w-full max-w-xs flex-col items-center' : 'max-w-xs'}>
      <label
        className={buttonClass(
          'secondary',
          size,
          `focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 ${
            busy ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
          }`,
        )}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner size="sm" decorative /> : null}
        {label}
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
        <div className={centred ? 'mt-6 w-full' : 'mt-2 w-full'}>
          <ProgressBar label={progressLabel} percent={upload.progress} />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={`mt-2 text-sm text-red-700 ${centred ? 'text-center' : ''}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
