// Renders the real app (routes, providers, toaster) at a path, in StrictMode like main.tsx.

import type { TUser } from '@keydate/domain';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app.tsx';
import { TOKEN_KEY } from '../lib/api.ts';
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

export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
