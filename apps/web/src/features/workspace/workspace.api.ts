import { type TUpdateWorkspaceRequest, ZWorkspace } from '@keydate/domain';
import { request } from '../../lib/api.ts';

export const workspaceQueryKey = ['workspace'] as const;

export const getWorkspace = (signal?: AbortSignal) => request('/workspace', ZWorkspace, { signal });

export const updateWorkspace = (body: TUpdateWorkspaceRequest) =>
  request('/workspace', ZWorkspace, { method: 'PATCH', body });
