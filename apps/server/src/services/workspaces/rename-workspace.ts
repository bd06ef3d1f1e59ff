import type { TUpdateWorkspaceRequest, TWorkspace } from '@keydate/domain';
import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { toWorkspaceDto } from './to-workspace-dto.ts';

/** An admin renames their workspace. */
export async function renameWorkspace(options: {
  db: Executor;
  workspaceId: string;
  input: TUpdateWorkspaceRequest;
}): Promise<TWorkspace> {
  const [workspace] = await options.db
    .update(workspaces)
    .set({ name: options.input.name })
    .where(eq(workspaces.id, options.workspaceId))
    .returning();
  if (!workspace) throw notFound(API_MSG.notFound);
  return toWorkspaceDto(workspace);
}
