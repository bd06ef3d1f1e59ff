import { MSG } from '@keydate/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { ProductPreview } from './product-preview.tsx';

export function Hero({ brandName }: { brandName: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-0 h-[32rem] w-[32rem] rounded-full bg-blue-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-blue-800 shadow-sm ring-1 ring-blue-200">
            <span className="h-2 w-2 rounded-full bg-blue-700" aria-hidden="true" />
            Contract tracking for hotel and property teams
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {MSG.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-700">
            {brandName} keeps every vendor agreement, lease and service contract in one place, tracks its
            renewal, review and termination dates, and reminds you before each one, so nothing renews by
            surprise.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link to="/register" className={buttonClass('primary', 'lg')}>
              Get started
              <span aria-hidden="true">&rarr;</span>
            </Link>
            <a href="#how-it-works" className={buttonClass('secondary', 'lg')}>
              See how it works
            </a>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            Already using {brandName}?{' '}
            <Link to="/login" className="font-semibold text-blue-800 underline-offset-4 hover:underline">
              Log in
            </Link>
          </p>
        </div>
        <ProductPreview />
      </div>
    </section>
  );
}
