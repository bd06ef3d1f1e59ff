import { ZMember } from '@keydate/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../lib/api.ts';

export const membersQueryKey = ['members'] as const;

export const listMembers = (signal?: AbortSignal) => request('/members', z.array(ZMember), { signal });

/** The workspace's people ({ _id, name, email }, by name), for the owner and responsible-people pickers. */
export function useMembers() {
  return useQuery({ queryKey: membersQueryKey, queryFn: ({ signal }) => listMembers(signal) });
}
