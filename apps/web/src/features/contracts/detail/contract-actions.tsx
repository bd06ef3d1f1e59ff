import type { TContract } from '@keydate/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { StatusChangeDialog } from './status-change-dialog.tsx';
import { useChangeContractStatus, useDeleteContract, useDownloadContract } from './use-contract-actions.ts';

/** Edit, Download, Terminate or Reinstate, and Delete: shown to admins only. */
export function ContractActions({ contract }: { contract: TContract }) {
  const remove = useDeleteContract(contract);
  const download = useDownloadContract(contract);
  const changeStatus = useChangeContractStatus(contract);
  const [confirming, setConfirming] = useState(false);
  const terminated = contract.status === 'terminated';

  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`/app/contracts/${encodeURIComponent(contract._id)}/edit`}
        className={buttonClass('secondary')}
      >
        Edit
      </Link>
      <Button variant="secondary" busy={download.isPending} onClick={download.download}>
        Download
      </Button>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {terminated ? 'Reinstate' : 'Terminate'}
      </Button>
      <Button variant="danger" busy={remove.isPending} onClick={remove.confirmAndDelete}>
        Delete
      </Button>
      <StatusChangeDialog
        contract={contract}
        open={confirming}
        busy={changeStatus.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          changeStatus.mutate(terminated ? null : 'terminated', { onSettled: () => setConfirming(false) })
        }
      />
    </div>
  );
}
