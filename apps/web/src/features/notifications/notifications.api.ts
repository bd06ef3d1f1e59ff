// The bell's calls (/api/notifications) and their queries. Read state lives on the server, per person
// (docs/domain.md, The bell); marking read shows at once and is then checked against the server.
import { type TNotification, ZNotification } from '@keydate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request, requestVoid } from '../../lib/api.ts';
import { notificationsQueryKey } from '../contracts/contracts.api.ts';

/** GET /api/notifications: the workspace's notifications today, with this person's read state. */
export const fetchNotifications = (signal?: AbortSignal) =>
  request('/notifications', z.array(ZNotification), { signal });

/** POST /api/notifications/:id/read (ids hold colons, so the id is encoded). */
export const markNotificationRead = (id: string) =>
  requestVoid(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });

/** POST /api/notifications/read-all. */
export const markAllNotificationsRead = () => requestVoid('/notifications/read-all', { method: 'POST' });

export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => fetchNotifications(signal),
    // Back at the tab after a while, the bell shows today's notifications and reads from other devices.
    refetchOnWindowFocus: true,
  });
}

/**
 * Marks the chosen notifications read in the cache before the call, puts the list back if the call
 * fails, and asks the server again either way.
 */
function useOptimisticRead<T>(
  send: (arg: T) => Promise<void>,
  isMarked: (arg: T, n: TNotification) => boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (arg: T) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<TNotification[]>(notificationsQueryKey);
      queryClient.setQueryData<TNotification[]>(notificationsQueryKey, (list) =>
        list?.map((n) => (isMarked(arg, n) ? { ...n, isRead: true } : n)),
      );
      return { previous };
    },
    onError: (_error, _arg, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export const useMarkNotificationRead = () =>
  useOptimisticRead(markNotificationRead, (id: string, n) => n.id === id);

export const useMarkAllNotificationsRead = () =>
  useOptimisticRead<void>(markAllNotificationsRead, () => true);
