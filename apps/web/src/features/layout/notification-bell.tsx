import { MSG } from '@keydate/domain';
import { useId } from 'react';
import { usePopover } from '../../components/ui/use-popover.ts';

// The feed of contract notifications arrives with the contracts; until then the list is empty.
export function NotificationBell() {
  const { open, toggle, containerRef, buttonRef } = usePopover<HTMLDivElement>();
  const panelId = useId();
  const titleId = useId();
  const unread = 0;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-label="Notifications"
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
          <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white">
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section
          id={panelId}
          aria-labelledby={titleId}
          className="absolute right-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
        >
          <p
            id={titleId}
            className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900"
          >
            Notifications
          </p>
          <p className="px-4 py-8 text-center text-sm text-slate-600">{MSG.noNewNotifications}</p>
        </section>
      ) : null}
    </div>
  );
}
