import type { TUser } from '@keydate/domain';
import { API_MSG } from '@keydate/domain';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { findWorkspaceUser } from './find-workspace-user.ts';
import { toUserDto } from './to-user-dto.ts';

export async function getUser(options: {
  db: Executor;
  workspaceId: string;
  userId: string;
}): Promise<TUser> {
  const user = await findWorkspaceUser(options);
  if (!user) throw notFound(API_MSG.userNotFound);
  return toUserDto(user);
}
