import { useId } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { BACKUP_MSG, BACKUP_MSG_FN } from './backup-messages.ts';

/** The zip on its way (a bar of the bytes sent), then the server unpacking, checking and writing it. */
export function RestoreStatus({ fileName, percent }: { fileName: string; percent: number }) {
  const labelId = useId();
  if (percent >= 100) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Spinner size="sm" decorative />
        {BACKUP_MSG.restoring}
      </p>
    );
  }
  return (
    <div role="status">
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="font-medium text-slate-800">
          {BACKUP_MSG_FN.uploading(fileName)}
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
