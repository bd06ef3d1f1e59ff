import { type TUpdateWorkspaceRequest, ZWorkspace, ZWorkspaceDetails } from '@keydate/domain';
import { request } from '../../lib/api.ts';

export const workspaceQueryKey = ['workspace'] as const;

export const getWorkspace = (signal?: AbortSignal) => request('/workspace', ZWorkspace, { signal });

/** The workspace with its reminder lead times, under its own key (the workspace page reads the plain form). */
export const workspaceDetailsQueryKey = ['workspace', 'details'] as const;

export const getWorkspaceDetails = (signal?: AbortSignal) =>
  request('/workspace', ZWorkspaceDetails, { signal });

export const updateWorkspace = (body: TUpdateWorkspaceRequest) =>
  request('/workspace', ZWorkspace, { method: 'PATCH', body });
