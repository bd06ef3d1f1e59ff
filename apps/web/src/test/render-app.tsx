// Renders the real app (routes, providers, toaster) at a path, in StrictMode like main.tsx, with the
// code of every page and of the toast area already loaded: as the browser has it once their chunks
// have arrived. (That they are chunks of their own is held by scripts/check-web-bundle.mjs and the
// browser journeys.)

import type { TUser } from '@keydate/domain';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import toast from 'react-hot-toast';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { AppProviders } from '../app.tsx';
import { loadToasts } from '../components/toasts.tsx';
import { TOKEN_KEY } from '../lib/api.ts';
import { createQueryClient } from '../lib/signed-in-providers.tsx';
import { routes } from '../router.tsx';
import { json, type startFakeServer } from './fake-server.ts';
import { buildUser, workspace } from './fixtures.ts';

afterEach(() => {
  cleanup();
  toast.remove();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function withPagesLoaded(list: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    list.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const loadedChildren = children ? { children: await withPagesLoaded(children) } : {};
      return { ...route, ...loaded, ...loadedChildren } as RouteObject;
    }),
  );
}

const loadedRoutes = await withPagesLoaded(routes);
await loadToasts();

export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] });
  const utils = render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...utils, router, user: userEvent.setup() };
}

/** A stored token that GET /auth/verify accepts for `user`. */
export function signedInAs(server: ReturnType<typeof startFakeServer>, user: TUser = buildUser()): TUser {
  localStorage.setItem(TOKEN_KEY, 'test-token');
  server.on('GET /auth/verify', json(200, { user, workspace }));
  return user;
}
