import type { TWorkspace } from '@keydate/domain';
import type { workspaces } from '../../db/schema/index.ts';

export function toWorkspaceDto(workspace: typeof workspaces.$inferSelect): TWorkspace {
  return { _id: workspace.id, name: workspace.name };
}
