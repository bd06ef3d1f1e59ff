import { MSG, type TWorkspaceUser } from '@keydate/domain';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Table, Td, Th } from '../../components/ui/table.tsx';
import { ReassignDeleteModal } from './reassign-delete-modal.tsx';
import { RoleSelect } from './role-select.tsx';
import { useDeleteUser } from './use-users.ts';

export function UsersTable({ users, currentUserId }: { users: TWorkspaceUser[]; currentUserId: string }) {
  return (
    <Table caption="Users of this workspace">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Email</Th>
          <Th>Role</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only sm:not-sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {users.map((user) => (
          <UserRow key={user._id} user={user} currentUserId={currentUserId} />
        ))}
      </tbody>
    </Table>
  );
}

function UserRow({ user, currentUserId }: { user: TWorkspaceUser; currentUserId: string }) {
  const isSelf = user._id === currentUserId;
  const remove = useDeleteUser();
  const [reassigning, setReassigning] = useState(false);

  function confirmAndDelete() {
    if (!window.confirm(MSG.confirmDeleteUser)) return;
    // Someone who owns contracts: their new owner is asked for before anything is deleted.
    if (user.contractsOwned > 0) setReassigning(true);
    else remove.mutate({ id: user._id });
  }

  function deleteAndReassign(newOwnerId: string) {
    remove.mutate({ id: user._id, newOwnerId }, { onSuccess: () => setReassigning(false) });
  }

  return (
    <tr>
      <Td className="font-medium text-slate-900">
        {user.name}
        {isSelf ? <span className="ml-2 text-xs font-normal text-slate-600">(you)</span> : null}
      </Td>
      <Td>{user.email}</Td>
      <Td>
        <RoleSelect user={user} currentUserId={currentUserId} />
      </Td>
      <Td>{user.isVerified ? <Badge tone="green">Verified</Badge> : <Badge tone="yellow">Pending</Badge>}</Td>
      <Td>
        <Button
          variant="dangerGhost"
          size="sm"
          onClick={confirmAndDelete}
          busy={remove.isPending}
          aria-label={`Delete ${user.name}`}
        >
          Delete
        </Button>
        <ReassignDeleteModal
          open={reassigning}
          user={user}
          busy={remove.isPending}
          onConfirm={deleteAndReassign}
          onClose={() => setReassigning(false)}
        />
      </Td>
    </tr>
  );
}
