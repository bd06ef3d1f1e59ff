import { useId } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { IMPORT_MSG, IMPORT_MSG_FN } from './import-messages.ts';
import type { TUploadState } from './use-register-upload.ts';

/** The file on its way (a bar of the bytes sent), then the server reading it, or why it was refused. */
export function UploadStatus({ state }: { state: TUploadState }) {
  const labelId = useId();
  if (state.phase === 'failed') return <Alert>{state.message}</Alert>;
  if (state.phase !== 'sending') return null;
  if (state.percent >= 100) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Spinner size="sm" decorative />
        {IMPORT_MSG.checkingRows}
      </p>
    );
  }
  return (
    <div role="status">
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="font-medium text-slate-800">
          {IMPORT_MSG_FN.uploading(state.fileName)}
        </span>
        <span className="text-slate-600" aria-hidden="true">
          {state.percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.percent}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width]"
          style={{ width: `${state.percent}%` }}
        />
      </div>
    </div>
  );
}
