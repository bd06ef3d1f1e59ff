import { API_MSG } from '@keydate/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../lib/api.ts';
import { deferred, json, startFakeServer } from '../../test/fake-server.ts';
import { buildUser, buildWorkspaceUser, workspace } from '../../test/fixtures.ts';
import { renderApp, signedInAs } from '../../test/render-app.tsx';

describe('route guard', () => {
  it('sends a visitor without a token to /login, and back to the asked-for page after sign-in', async () => {
    const admin = buildUser();
    const server = startFakeServer({
      'POST /auth/login': json(200, { token: 'new-token', user: admin, workspace }),
      'GET /api/users': json(200, [buildWorkspaceUser(admin)]),
    });
    const { router, user } = renderApp('/app/admin/users');

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/admin/users');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(server.calls('GET /api/users')[0]?.authorization).toBe('Bearer new-token');
  });

  it('lands on /app/dashboard after a sign-in nobody was sent to', async () => {
    startFakeServer({ 'POST /auth/login': json(200, { token: 't', user: buildUser(), workspace }) });
    const { router, user } = renderApp('/login');

    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });

  it('sends a signed-in user without the admin role from an admin page to /app/dashboard', async () => {
    const server = startFakeServer();
    signedInAs(server, buildUser({ _id: 'u-2', role: 'user', email: 'uma@example.com' }));
    const { router } = renderApp('/app/admin/users');

    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(server.calls('GET /api/users')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'User Management' })).toBeNull();
  });

  it('shows a loading state, not the login page, while the stored token is checked', async () => {
    const server = startFakeServer();
    localStorage.setItem(TOKEN_KEY, 'test-token');
    const pending = deferred();
    server.on('GET /auth/verify', () => pending.promise.then((response) => response.clone()));
    const { router } = renderApp('/app/dashboard');

    expect(screen.getByText('Loading your workspace...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in to your account' })).toBeNull();

    pending.resolve(json(200, { user: buildUser(), workspace }));
    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });

  it('removes a token the server no longer accepts and signs out', async () => {
    startFakeServer({ 'GET /auth/verify': json(401, { message: API_MSG.sessionExpired }) });
    localStorage.setItem(TOKEN_KEY, 'stale');
    const { router } = renderApp('/app/dashboard');

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps the token and checks again when the server cannot be reached', async () => {
    const server = startFakeServer();
    localStorage.setItem(TOKEN_KEY, 'still-good');
    let attempts = 0;
    server.on('GET /auth/verify', () => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch'));
      if (attempts === 2) return json(503, { message: 'The database is not reachable' });
      return json(200, { user: buildUser(), workspace });
    });
    const { router } = renderApp('/app/dashboard');

    expect(screen.getByText('Loading your workspace...')).toBeTruthy();
    // Back-off of 1 s then 2 s before the third, successful check.
    expect(await screen.findByRole('heading', { name: 'Contracts' }, { timeout: 6000 })).toBeTruthy();
    expect(attempts).toBe(3);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('still-good');
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });

  it('a 401 in the middle of a session removes the token and goes to /login', async () => {
    const server = startFakeServer({ 'GET /api/users': json(401, { message: API_MSG.sessionExpired }) });
    signedInAs(server);
    const { router } = renderApp('/app/admin/users');

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(await screen.findByText(API_MSG.sessionExpired)).toBeTruthy();
  });

  it('redirects /dashboard and /contracts/:id to their /app pages', async () => {
    const server = startFakeServer();
    signedInAs(server);
    const { router } = renderApp('/contracts/c-42');

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/contracts/c-42'));
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
  });
});
