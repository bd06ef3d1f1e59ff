import type { TUser } from '@keydate/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { usePopover } from '../../components/ui/use-popover.ts';
import { accountNav, visibleTo } from './nav-items.ts';

/** The signed-in person's email and role; opens links to their account and workspace settings. */
export function UserMenu({ user, workspaceName }: { user: TUser; workspaceName: string }) {
  const { open, toggle, close, containerRef, buttonRef } = usePopover<HTMLDivElement>();
  const panelId = useId();

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <span className="sr-only">Account menu for </span>
        <span className="max-w-[14rem] truncate text-sm font-medium text-slate-800">{user.email}</span>
        <Badge tone={user.role === 'admin' ? 'blue' : 'gray'}>{user.role}</Badge>
        <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4 text-slate-500" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 z-30 mt-2 w-64 rounded-xl bg-white py-2 shadow-lg ring-1 ring-slate-200"
        >
          <div className="border-b border-slate-100 px-4 pb-2">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{workspaceName}</p>
          </div>
          <ul className="pt-1">
            {visibleTo(accountNav, user.role).map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={close}
                  className="block px-4 py-2 text-sm text-slate-800 hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
