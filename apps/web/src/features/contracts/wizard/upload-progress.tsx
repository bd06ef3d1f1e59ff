import { useId } from 'react';

/** The document transfer, as a labelled progress bar. */
export function UploadProgress({ percent }: { percent: number }) {
  const labelId = useId();
  return (
    <div className="mt-6">
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="font-medium text-slate-800">
          Uploading document
        </span>
        <span className="text-slate-600" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
