import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The logo square (same drawing as the favicon) followed by the company name. */
export function BrandMark({ name, tone = 'dark' }: { name: ReactNode; tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <path d="M9 8h4v7l6-7h5l-7 8 7 8h-5l-6-7v7H9z" fill="#fff" />
      </svg>
      <span
        className={`text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}
      >
        {name}
      </span>
    </span>
  );
}

/** The brand as a link to the landing page. */
export function BrandLink({ name, tone = 'dark' }: { name: ReactNode; tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
    >
      <BrandMark name={name} tone={tone} />
    </Link>
  );
}
