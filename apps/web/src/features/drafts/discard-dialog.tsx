import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { DRAFT_MSG, DRAFT_MSG_FN } from './draft-messages.ts';

interface DiscardDialogProps {
  open: boolean;
  name: string;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a draft and its file are deleted. */
export function DiscardDialog({ open, name, busy, failure, onConfirm, onClose }: DiscardDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={DRAFT_MSG.discardTitle}
      description={DRAFT_MSG_FN.discardWarning(name)}
    >
      {failure ? (
        <div className="mb-4">
          <Alert>{failure}</Alert>
        </div>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {DRAFT_MSG.cancel}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {DRAFT_MSG.discard}
        </Button>
      </div>
    </Modal>
  );
}
