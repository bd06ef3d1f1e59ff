import { formatShortDate, MSG, type TNotification } from '@keydate/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePopover } from '../../components/ui/use-popover.ts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../notifications/notifications.api.ts';

const LOAD_FAILED = 'Could not load notifications.';

/**
 * docs/domain.md, The bell: an unread count on the button, and a list of the workspace's notice and end
 * dates of the next 30 days. Choosing one marks it read, closes the list and opens the contract.
 */
export function NotificationBell() {
  const { open, toggle, close, containerRef, buttonRef } = usePopover<HTMLDivElement>();
  const panelId = useId();
  const titleId = useId();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const items = notifications.data ?? [];
  const unread = items.filter((n) => !n.isRead).length;

  const choose = (notification: TNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    close();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="h-6 w-6"
          aria-hidden="true"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 ? (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section
          id={panelId}
          aria-labelledby={titleId}
          className="absolute right-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <p id={titleId} className="text-sm font-semibold text-slate-900">
              {MSG.notificationsTitle}
            </p>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => markAllRead.mutate()}
                className="rounded text-xs font-medium text-blue-700 hover:text-blue-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              >
                Mark all as read
              </button>
            ) : null}
          </div>
          <BellBody
            items={items}
            state={
              notifications.data
                ? 'ready'
                : notifications.isError && !notifications.isFetching
                  ? 'failed'
                  : 'loading'
            }
            retry={() => void notifications.refetch()}
            onChoose={choose}
          />
        </section>
      ) : null}
    </div>
  );
}

function BellBody({
  items,
  state,
  retry,
  onChoose,
}: {
  items: TNotification[];
  state: 'loading' | 'failed' | 'ready';
  retry: () => void;
  onChoose: (notification: TNotification) => void;
}) {
  if (state === 'failed') {
    return (
      <div role="alert" className="px-4 py-6 text-center text-sm text-red-700">
        <p>{LOAD_FAILED}</p>
        <button
          type="button"
          onClick={retry}
          className="mt-2 rounded font-medium text-blue-700 underline hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          Try again
        </button>
      </div>
    );
  }
  if (state === 'loading') {
    return (
      <div className="flex justify-center px-4 py-8">
        <Spinner label="Loading notifications..." />
      </div>
    );
  }
  if (items.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-slate-600">{MSG.noNewNotifications}</p>;
  }
  return (
    <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
      {items.map((n) => (
        <li key={n.id}>
          <Link
            to={`/app/contracts/${encodeURIComponent(n.contractId)}`}
            onClick={() => onChoose(n)}
            className={`flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none ${
              n.isRead ? '' : 'bg-blue-50/40'
            }`}
          >
            <span className="mt-1.5 flex h-2 w-2 shrink-0">
              {n.isRead ? null : (
                <span data-testid="unread-dot" className="h-2 w-2 rounded-full bg-blue-600">
                  <span className="sr-only">Unread: </span>
                </span>
              )}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{n.title}</span>
              <span className="mt-0.5 block text-sm text-slate-700">{n.message}</span>
              <time dateTime={n.date.slice(0, 10)} className="mt-1 block text-xs text-slate-500">
                {formatShortDate(n.date)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
