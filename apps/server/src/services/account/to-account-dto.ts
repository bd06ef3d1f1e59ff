import type { TAccountResponse } from '@keydate/domain';
import type { users, workspaces } from '../../db/schema/index.ts';
import { calendarFeedUrl } from '../calendar/feed-token.ts';
import { toUserDto } from '../users/to-user-dto.ts';
import { toWorkspaceDto } from '../workspaces/to-workspace-dto.ts';

/** The account page's answer: who you are, your reminder switch and your current calendar feed URL. */
export function toAccountDto(options: {
  user: typeof users.$inferSelect;
  workspace: typeof workspaces.$inferSelect;
  appUrl: string;
  feedKey: Buffer;
}): TAccountResponse {
  const { user, workspace, appUrl, feedKey } = options;
  return {
    user: toUserDto(user),
    workspace: toWorkspaceDto(workspace),
    remindersEnabled: user.remindersEnabled,
    weeklyDigestEnabled: user.weeklyDigestEnabled,
    calendarFeedUrl: calendarFeedUrl({
      appUrl,
      key: feedKey,
      userId: user.id,
      version: user.calendarFeedVersion,
    }),
  };
}
