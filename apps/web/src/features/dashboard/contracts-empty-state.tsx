import { MSG } from '@keydate/domain';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';

export function ContractsEmptyState() {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        className="mx-auto h-12 w-12 text-slate-400"
        aria-hidden="true"
      >
        <path d="M9 13h6m-3-3v6m-7 4h14a2 2 0 0 0 2-2V8l-5-5H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z" />
      </svg>
      <h2 className="mt-4 text-base font-semibold text-slate-900">{MSG.noContracts}</h2>
      <p className="mt-1 text-sm text-slate-600">{MSG.noContractsHint}</p>
      <Link to="/app/upload" className={buttonClass('primary', 'md', 'mt-6')}>
        Upload Contract
      </Link>
    </div>
  );
}
