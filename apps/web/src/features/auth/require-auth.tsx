import type { TRole } from '@keydate/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoading } from '../../components/ui/spinner.tsx';
import { useSession } from './session.tsx';

/** Where the login page sends the person back to; set by the guard when it turns them away. */
export interface LoginLocationState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Lets a signed-in person through, optionally only with one of `roles`. Without a session the
 * person goes to /login, which brings them back here after signing in; with the wrong role,
 * to the dashboard.
 */
export function RequireAuth({ roles }: { roles?: readonly TRole[] }) {
  const { session } = useSession();
  const location = useLocation();

  if (session.status === 'checking') {
    return <FullPageLoading label="Loading your workspace..." />;
  }
  if (session.status === 'signed-out') {
    const state: LoginLocationState | undefined =
      session.reason === 'logout'
        ? undefined
        : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  if (roles && !roles.includes(session.user.role)) {
    return <Navigate to="/app/dashboard" replace />;
  }
  return <Outlet />;
}

/** The path to return to after sign-in: only a page of this app, else the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as LoginLocationState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/app/dashboard';
  if (from.pathname === '/login' || from.pathname.startsWith('//')) return '/app/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
