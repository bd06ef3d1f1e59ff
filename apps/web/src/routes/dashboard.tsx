import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { ContractsEmptyState } from '../features/dashboard/contracts-empty-state.tsx';

// The contract list arrives with the contracts API; until then every workspace is empty.
export function DashboardPage() {
  usePageTitle('Contracts');
  return (
    <>
      <PageHeader
        title="Contracts"
        description="Manage and track all your contracts in one place"
        actions={
          <Link to="/app/upload" className={buttonClass('primary')}>
            Upload Contract
          </Link>
        }
      />
      <ContractsEmptyState />
    </>
  );
}
