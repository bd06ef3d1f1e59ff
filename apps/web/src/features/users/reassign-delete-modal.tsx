import type { TWorkspaceUser } from '@keydate/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormField, inputClass } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useMembers } from '../members/use-members.ts';

export const REASSIGN_MSG = {
  title: (name: string) => `Delete ${name}?`,
  owns: (name: string, count: number) =>
    `${name} owns ${count === 1 ? '1 contract' : `${count} contracts`}. Choose who takes them over.`,
  newOwnerLabel: 'New owner',
  choose: 'Select a person',
  // The server's own words for the same refusal (API_MSG.newOwnerRequired), kept here so the sign-in
  // pages' first script does not carry every server message.
  required: 'Choose who takes over the contracts this person owns',
  loading: 'Loading people...',
  loadFailed: 'The people of this workspace could not be loaded.',
  confirm: 'Delete and reassign',
  cancel: 'Cancel',
} as const;

/**
 * Deleting a person who owns contracts: asks which other member takes them over. The dialog stays
 * open while the delete is on its way and when it fails (the toast says why).
 */
export function ReassignDeleteModal({
  open,
  user,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  user: TWorkspaceUser;
  busy: boolean;
  onConfirm: (newOwnerId: string) => void;
  onClose: () => void;
}) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={REASSIGN_MSG.title(user.name)}
      description={REASSIGN_MSG.owns(user.name, user.contractsOwned)}
    >
      {/* Mounted only while open: each opening starts with no one chosen. */}
      <ReassignForm user={user} busy={busy} onConfirm={onConfirm} onCancel={close} />
    </Modal>
  );
}

function ReassignForm({
  user,
  busy,
  onConfirm,
  onCancel,
}: {
  user: TWorkspaceUser;
  busy: boolean;
  onConfirm: (newOwnerId: string) => void;
  onCancel: () => void;
}) {
  const members = useMembers();
  const [newOwnerId, setNewOwnerId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const others = (members.data ?? []).filter((member) => member._id !== user._id);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!newOwnerId) {
      setError(REASSIGN_MSG.required);
      return;
    }
    onConfirm(newOwnerId);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={REASSIGN_MSG.newOwnerLabel} required error={error}>
        {(control) => (
          <select
            {...control}
            value={newOwnerId}
            onChange={(event) => {
              setNewOwnerId(event.target.value);
              if (event.target.value) setError(undefined);
            }}
            className={inputClass}
          >
            <option value="">{members.isPending ? REASSIGN_MSG.loading : REASSIGN_MSG.choose}</option>
            {others.map((member) => (
              <option key={member._id} value={member._id}>
                {member.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {members.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {REASSIGN_MSG.loadFailed}
        </p>
      ) : null}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {REASSIGN_MSG.cancel}
        </Button>
        <Button type="submit" variant="danger" busy={busy}>
          {REASSIGN_MSG.confirm}
        </Button>
      </div>
    </form>
  );
}
