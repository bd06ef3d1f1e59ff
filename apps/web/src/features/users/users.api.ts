import { type TAddUserRequest, type TRole, ZUser, ZWorkspaceUser } from '@keydate/domain';
import { z } from 'zod';
import { request, requestVoid } from '../../lib/api.ts';

export const usersQueryKey = ['users'] as const;

/** Each person of the workspace, with how many contracts they own. */
export const listUsers = (signal?: AbortSignal) => request('/users', z.array(ZWorkspaceUser), { signal });

export const addUser = (body: TAddUserRequest) => request('/users', ZUser, { method: 'POST', body });

export const changeUserRole = ({ id, role }: { id: string; role: TRole }) =>
  request(`/users/${encodeURIComponent(id)}/role`, ZUser, { method: 'PATCH', body: { role } });

/** `newOwnerId`: the member who takes over the contracts the person owns (required when they own any). */
export const deleteUser = (id: string, newOwnerId?: string) =>
  requestVoid(
    `/users/${encodeURIComponent(id)}${newOwnerId ? `?newOwnerId=${encodeURIComponent(newOwnerId)}` : ''}`,
    { method: 'DELETE' },
  );
