import type { ReactNode } from 'react';

const tones = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  success: 'bg-green-50 text-green-900 ring-green-200',
  warning: 'bg-amber-50 text-amber-950 ring-amber-200',
} as const;

/** An inline message box; errors are announced at once, the others politely. */
export function Alert({ tone = 'error', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg p-3 text-sm ring-1 ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
