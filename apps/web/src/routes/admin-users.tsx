import { MSG } from '@keydate/domain';
import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../features/auth/session.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { AddUserModal } from '../features/users/add-user-modal.tsx';
import { useUsers } from '../features/users/use-users.ts';
import { UsersTable } from '../features/users/users-table.tsx';

export function AdminUsersPage() {
  usePageTitle('User Management');
  const { user } = useCurrentUser();
  const users = useUsers();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeader
        title="User Management"
        description="Add people to this workspace, change their roles and remove them."
        actions={<Button onClick={() => setAdding(true)}>Add User</Button>}
      />
      {users.isPending ? <LoadingState /> : null}
      {users.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {MSG.errorLoadingUsers}
        </p>
      ) : null}
      {users.data ? <UsersTable users={users.data} currentUserId={user._id} /> : null}
      <AddUserModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
