import { MSG, type TAddUserRequest, type TRole } from '@keydate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { useSession } from '../auth/session.tsx';
import { addUser, changeUserRole, deleteUser, listUsers, usersQueryKey } from './users.api.ts';

export function useUsers() {
  return useQuery({ queryKey: usersQueryKey, queryFn: ({ signal }) => listUsers(signal) });
}

/** `currentUserId`: changing your own role updates your session at once. */
export function useChangeUserRole(currentUserId: string) {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (variables: { id: string; role: TRole }) => changeUserRole(variables),
    onSuccess: (updated) => {
      toast.success(MSG.userRoleUpdated);
      if (updated._id === currentUserId && updated.role !== 'admin') {
        // No longer an admin: the list is no longer yours to see, and the guard sends you away.
        queryClient.removeQueries({ queryKey: usersQueryKey });
        updateUser(updated);
        return;
      }
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
    onError: (error) => {
      toast.error(errorMessage(error, MSG.updateUserRoleFailed));
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, newOwnerId }: { id: string; newOwnerId?: string | undefined }) =>
      deleteUser(id, newOwnerId),
    onSuccess: () => toast.success(MSG.userDeleted),
    // The server explains refusals (e.g. the last admin); otherwise the generic text.
    onError: (error) => toast.error(errorMessage(error, MSG.deleteUserFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddUserRequest) => addUser(body),
    onSuccess: () => {
      toast.success(MSG.userAdded);
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error, MSG.addUserFailed)),
  });
}
