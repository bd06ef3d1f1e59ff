interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Text for screen readers; the spinner is announced as a status. */
  label?: string;
  /** Inside a button that already says what is happening. */
  decorative?: boolean;
}

const sizes = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' } as const;

export function Spinner({ size = 'md', label = 'Loading...', decorative = false }: SpinnerProps) {
  const svg = (
    <svg className={`${sizes[size]} animate-spin`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-600">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner with visible text, for a whole page or panel that is loading. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-slate-600">
      <svg className="h-8 w-8 animate-spin text-blue-700" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
        <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
      </svg>
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

/** The whole screen while the session is being checked, so no page flashes before it. */
export function FullPageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <LoadingState label={label} />
    </div>
  );
}
