import type { TUser } from '@keydate/domain';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { BrandLink } from '../../components/brand-mark.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { accountNav, mainNav, visibleTo } from './nav-items.ts';
import { NotificationBell } from './notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  brandName: string;
  user: TUser;
  workspaceName: string;
  onLogout: () => void;
  loggingOut: boolean;
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium focus-visible:outline-2 focus-visible:outline-blue-600 ${
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-800 hover:bg-slate-100'
  }`;

export function AppHeader({ brandName, user, workspaceName, onLogout, loggingOut }: AppHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // A followed link closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink name={brandName} />
        <nav aria-label="Main" className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {visibleTo(mainNav, user.role).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={desktopLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <NotificationBell />
          <div className="hidden items-center gap-2 md:flex">
            <UserMenu user={user} workspaceName={workspaceName} />
            <Button variant="secondary" size="sm" onClick={onLogout} busy={loggingOut}>
              Logout
            </Button>
          </div>
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">Menu</span>
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              className="h-6 w-6"
              aria-hidden="true"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <div id={menuId} className="border-t border-slate-200 px-4 py-4 md:hidden">
          <nav aria-label="Main (small screens)">
            <ul className="space-y-1">
              {[...visibleTo(mainNav, user.role), ...visibleTo(accountNav, user.role)].map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={mobileLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{user.email}</p>
              <Badge tone={user.role === 'admin' ? 'blue' : 'gray'}>{user.role}</Badge>
            </div>
            <Button variant="secondary" size="sm" onClick={onLogout} busy={loggingOut}>
              Logout
            </Button>
          </div>
        </div>
      ) : null}
    </header>
  );
}
