import type { ReactNode } from 'react';
import { BrandLink } from '../../components/brand-mark.tsx';
import { useBranding } from '../branding/use-branding.ts';
import { usePageTitle } from '../branding/use-page-title.ts';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (sign in / create account). */
  footer?: ReactNode;
}

/** The frame of the public account pages: brand, one card, links under it. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const { brandName } = useBranding();
  usePageTitle(title);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-blue-50 to-slate-50">
      <header className="px-4 py-6 sm:px-8">
        <BrandLink name={brandName} />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:pt-10">
        <div className="w-full max-w-md">
          <div className="rounded-2xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle ? <div className="mt-2 text-sm text-slate-600">{subtitle}</div> : null}
            <div className="mt-6">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-600">
        &copy; {new Date().getFullYear()} {brandName}
      </footer>
    </div>
  );
}

export const textLink =
  'font-semibold text-blue-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 rounded';
