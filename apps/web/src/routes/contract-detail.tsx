import { MSG } from '@keydate/domain';
import { useParams } from 'react-router';
import { LoadingState } from '../components/ui/spinner.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { useContract } from '../features/contracts/contracts.api.ts';
import { ContractDetail } from '../features/contracts/detail/contract-detail.tsx';
import { ApiError } from '../lib/api.ts';

export function ContractDetailPage() {
  const { id = '' } = useParams();
  const contract = useContract(id);
  usePageTitle(contract.data?.name ?? 'Contract');

  if (contract.isPending) return <LoadingState />;
  if (contract.isError) {
    const missing = contract.error instanceof ApiError && contract.error.status === 404;
    return (
      <>
        <h1 className="sr-only">Contract</h1>
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {missing ? MSG.contractNotFound : MSG.errorLoadingContractDetails}
        </p>
      </>
    );
  }
  return <ContractDetail contract={contract.data} />;
}
