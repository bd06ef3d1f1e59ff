import { type TAddUserRequest, type TRole, ZUser } from '@keydate/domain';
import { z } from 'zod';
import { request, requestVoid } from '../../lib/api.ts';

export const usersQueryKey = ['users'] as const;

export const listUsers = (signal?: AbortSignal) => request('/users', z.array(ZUser), { signal });

export const addUser = (body: TAddUserRequest) => request('/users', ZUser, { method: 'POST', body });

export const changeUserRole = ({ id, role }: { id: string; role: TRole }) =>
  request(`/users/${encodeURIComponent(id)}/role`, ZUser, { method: 'PATCH', body: { role } });

export const deleteUser = (id: string) =>
  requestVoid(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
