import { MSG } from '@keydate/domain';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { ContractsList } from '../features/contracts/list/contracts-list.tsx';

export function DashboardPage() {
  usePageTitle(MSG.contractsTitle);
  return (
    <>
      <PageHeader
        title={MSG.contractsTitle}
        description={MSG.contractsSubtitle}
        actions={
          <Link to="/app/upload" className={buttonClass('primary')}>
            {MSG.uploadContract}
          </Link>
        }
      />
      <ContractsList />
    </>
  );
}
