import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLink } from '../../components/brand-mark.tsx';
import { buttonClass } from '../../components/ui/button.tsx';

const navLink =
  'rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

export function LandingHeader({ brandName }: { brandName: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink name={brandName} />
        <nav aria-label="Main" className="flex items-center gap-2 sm:gap-4">
          <a href="#how-it-works" className={`${navLink} hidden md:inline-block`}>
            How it works
          </a>
          <a href="#security" className={`${navLink} hidden md:inline-block`}>
            Security
          </a>
          <Link to="/login" className={navLink}>
            Log in
          </Link>
          <Link to="/register" className={buttonClass('primary', 'sm', 'hidden sm:inline-flex')}>
            Get started
          </Link>
        </nav>
      </div>
    </header>
  );
}
