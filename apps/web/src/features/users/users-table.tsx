import { MSG, type TUser } from '@keydate/domain';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Table, Td, Th } from '../../components/ui/table.tsx';
import { RoleSelect } from './role-select.tsx';
import { useDeleteUser } from './use-users.ts';

export function UsersTable({ users, currentUserId }: { users: TUser[]; currentUserId: string }) {
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

function UserRow({ user, currentUserId }: { user: TUser; currentUserId: string }) {
  const isSelf = user._id === currentUserId;
  const remove = useDeleteUser();

  function confirmAndDelete() {
    if (!window.confirm(MSG.confirmDeleteUser)) return;
    remove.mutate(user._id);
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
      </Td>
    </tr>
  );
}
