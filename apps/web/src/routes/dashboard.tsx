import { hasActiveFilters, MSG } from '@keydate/domain';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useCurrentUser } from '../features/auth/session.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { useContractsPage } from '../features/contracts/contracts.api.ts';
import { ContractsList } from '../features/contracts/list/contracts-list.tsx';
import { toPageQuery, useListParams } from '../features/contracts/list/use-list-params.ts';
import { DraftsWaitingLink } from '../features/drafts/drafts-waiting-link.tsx';
import { IMPORT_MSG } from '../features/imports/import-messages.ts';

/**
 * The workspace has no contract at all, so the list shows its empty state instead of the bar that
 * offers the import. The list's own query: answered from the same cache entry, not asked twice.
 */
function useNoContractsYet(): boolean {
  const { state } = useListParams();
  const page = useContractsPage(toPageQuery(state)).data;
  return page !== undefined && page.total === 0 && !state.q && !hasActiveFilters(state.filters);
}

export function DashboardPage() {
  usePageTitle(MSG.contractsTitle);
  const { user } = useCurrentUser();
  const noContractsYet = useNoContractsYet();
  return (
    <>
      <PageHeader
        title={MSG.contractsTitle}
        description={MSG.contractsSubtitle}
        actions={
          <>
            {user.role === 'admin' && noContractsYet ? (
              <Link to="/app/import" className={buttonClass('secondary')}>
                {IMPORT_MSG.dashboardLink}
              </Link>
            ) : null}
            <DraftsWaitingLink />
            <Link to="/app/upload" className={buttonClass('primary')}>
              {MSG.uploadContract}
            </Link>
          </>
        }
      />
      <ContractsList />
    </>
  );
}
