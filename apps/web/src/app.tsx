import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toasts } from './components/toasts.tsx';
import { SessionProvider } from './features/auth/session.tsx';
import { BrandingContext, createBrandingStore } from './features/branding/use-branding.ts';
import { type QueryClientSlot, QueryClientSlotContext } from './lib/query-client-slot.ts';
import { routes } from './router.tsx';

/**
 * Everything above the pages: the server's names, session, toasts, and the slot of the server cache
 * that the pages behind sign-in fill (`queryClient` fills it at once, for tests).
 */
export function AppProviders({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const [slot] = useState<QueryClientSlot>(() => ({ current: queryClient ?? null }));
  const [branding] = useState(createBrandingStore);
  return (
    <QueryClientSlotContext.Provider value={slot}>
      <BrandingContext.Provider value={branding}>
        <SessionProvider>
          {children}
          <Toasts />
        </SessionProvider>
      </BrandingContext.Provider>
    </QueryClientSlotContext.Provider>
  );
}

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
