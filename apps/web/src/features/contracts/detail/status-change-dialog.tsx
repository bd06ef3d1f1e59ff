import type { TContract } from '@keydate/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

interface StatusChangeDialogProps {
  contract: TContract;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before terminating a contract, or before returning a terminated one to its dated status. */
export function StatusChangeDialog({ contract, open, busy, onConfirm, onClose }: StatusChangeDialogProps) {
  const terminating = contract.status !== 'terminated';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={terminating ? 'Terminate contract?' : 'Reinstate contract?'}
      description={
        terminating
          ? `“${contract.name}” will show as terminated until it is reinstated. Its dates and document stay as they are.`
          : `“${contract.name}” will take the status its dates give it again.`
      }
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant={terminating ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {terminating ? 'Terminate' : 'Reinstate'}
        </Button>
      </div>
    </Modal>
  );
}
