import { type ReactNode, useId } from 'react';

/** A labelled on/off switch with its explanation, as the account page's settings show them. */
export function SwitchRow({
  label,
  hint,
  checked,
  busy,
  onToggle,
}: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  /** While saving: disabled, and announced as busy. */
  busy: boolean;
  onToggle: () => void;
}) {
  const labelId = useId();
  const hintId = useId();

  return (
    <div className="flex items-start justify-between gap-6">
      <div>
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onToggle}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-wait disabled:opacity-60 ${
          checked ? 'bg-blue-700' : 'bg-slate-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow ring-1 ring-slate-900/10 transition-transform ${
            checked ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
