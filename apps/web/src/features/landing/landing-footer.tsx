import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';

const footerLink =
  'rounded text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

interface LandingFooterProps {
  brandName: ReactNode;
  partnerCredit: ReactNode;
  year: ReactNode;
}

export function LandingFooter({ brandName, partnerCredit, year }: LandingFooterProps) {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <BrandMark name={brandName} tone="light" />
            <p className="mt-4 text-sm leading-6">
              Agreement tracking for hotel and property operations teams.
            </p>
          </div>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-3">
            <a href="#how-it-works" className={footerLink}>
              How it works
            </a>
            <a href="#security" className={footerLink}>
              Security
            </a>
            <Link to="/login" className={footerLink}>
              Log in
            </Link>
            <Link to="/register" className={footerLink}>
              Create an account
            </Link>
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm sm:flex-row sm:justify-between">
          <p>
            &copy; {year} {brandName}
          </p>
          <p>{partnerCredit}</p>
        </div>
      </div>
    </footer>
  );
}
