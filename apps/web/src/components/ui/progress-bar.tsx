import { useId } from 'react';
import { Spinner } from './spinner.tsx';

/**
 * A labelled bar of how much of something has gone, 0–100; the percentage is written beside the label
 * unless the label says how far it has gone itself ("Reading page 3 of 12").
 */
export function ProgressBar({
  label,
  percent,
  showPercent = true,
}: {
  label: string;
  percent: number;
  showPercent?: boolean;
}) {
  const labelId = useId();
  return (
    <>
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="font-medium text-slate-800">
          {label}
        </span>
        {showPercent ? (
          <span className="text-slate-600" aria-hidden="true">
            {percent}%
          </span>
        ) : null}
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
    </>
  );
}

/** A file on its way: its bar while the bytes go out, then what the server does with it. */
export function SendingStatus({
  label,
  percent,
  afterwards,
}: {
  label: string;
  percent: number;
  afterwards: string;
}) {
  if (percent >= 100) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Spinner size="sm" decorative />
        {afterwards}
      </p>
    );
  }
  return (
    <div role="status">
      <ProgressBar label={label} percent={percent} />
    </div>
  );
}
