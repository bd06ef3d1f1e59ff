import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="border-t border-slate-200 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-8 px-4 sm:px-6 lg:flex-row lg:items-center lg:px-8">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Stop paying for contracts you meant to cancel.
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            Create your workspace, upload your first agreement and see its key dates in minutes.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-4">
          <Link to="/register" className={buttonClass('primary', 'lg')}>
            Create your workspace
          </Link>
          <Link to="/login" className={buttonClass('secondary', 'lg')}>
            Log in
          </Link>
        </div>
      </div>
    </section>
  );
}
