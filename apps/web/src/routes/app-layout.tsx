import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useCurrentUser, useSession } from '../features/auth/session.tsx';
import { partnerCredit, useBranding } from '../features/branding/use-branding.ts';
import { AppHeader } from '../features/layout/app-header.tsx';
import { SignedInProviders } from '../lib/signed-in-providers.tsx';

/** The shared frame of every /app page, under what only those pages need (server cache, toasts). */
export function AppLayout() {
  return (
    <SignedInProviders>
      <AppFrame />
    </SignedInProviders>
  );
}

/** Top bar, page, footer. */
function AppFrame() {
  const { user, workspace } = useCurrentUser();
  const { signOut } = useSession();
  const branding = useBranding();
  const [loggingOut, setLoggingOut] = useState(false);
  // A page opened for the first time stays on the previous one until its code has arrived.
  const pageLoading = useNavigation().state === 'loading';

  async function logout() {
    setLoggingOut(true);
    await signOut();
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      {pageLoading ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-blue-600" />
      ) : null}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-blue-800 focus:shadow"
      >
        Skip to content
      </a>
      <AppHeader
        brandName={branding.brandName}
        user={user}
        workspaceName={workspace.name}
        onLogout={logout}
        loggingOut={loggingOut}
      />
      <main
        id="main"
        aria-busy={pageLoading}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8"
      >
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            &copy; {new Date().getFullYear()} {branding.brandName}
          </p>
          <p>{partnerCredit(branding)}</p>
        </div>
      </footer>
    </div>
  );
}
