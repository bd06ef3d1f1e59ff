import { MSG } from '@keydate/domain';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../features/auth/session.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { useContract } from '../features/contracts/contracts.api.ts';
import { ContractWizard } from '../features/contracts/wizard/contract-wizard.tsx';

export function ContractEditPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  usePageTitle(MSG.editContractTitle);
  // Only admins edit contracts; anyone else is shown the contract instead.
  if (user.role !== 'admin') return <Navigate to={`/app/contracts/${encodeURIComponent(id)}`} replace />;
  return <EditContract id={id} />;
}

function EditContract({ id }: { id: string }) {
  const navigate = useNavigate();
  const contract = useContract(id);
  const detailPath = `/app/contracts/${encodeURIComponent(id)}`;

  return (
    <>
      <PageHeader
        title={MSG.editContractTitle}
        description="Change the contract's details, document and dates."
      />
      {contract.isPending ? <LoadingState /> : null}
      {contract.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {MSG.errorLoadingContract}
        </p>
      ) : null}
      {contract.data ? (
        <ContractWizard
          // A fresh form whenever another contract is loaded into the page.
          key={contract.data._id}
          mode="edit"
          contract={contract.data}
          onDone={(saved) => navigate(`/app/contracts/${encodeURIComponent(saved._id)}`)}
          onCancel={() => navigate(detailPath)}
        />
      ) : null}
    </>
  );
}
