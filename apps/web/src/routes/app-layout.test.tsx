import { API_MSG, MSG } from '@keydate/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../lib/api.ts';
import { json, startFakeServer } from '../test/fake-server.ts';
import { buildUser } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

describe('app layout', () => {
  it('shows the brand, navigation, the person’s email and role, and the company in the footer', async () => {
    const server = startFakeServer({
      'GET /api/branding': json(200, { brandName: 'Harbour Contracts', partnerName: 'Grand Hotels' }),
    });
    signedInAs(server);
    renderApp('/app/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/app/dashboard'],
      ['Properties', '/app/properties'],
      ['Vendors', '/app/vendors'],
      ['User Management', '/app/admin/users'],
      ['Reminders', '/app/admin/reminders'],
    ]);
    const banner = screen.getByRole('banner');
    expect(
      (await within(banner).findByRole('link', { name: 'Harbour Contracts' })).getAttribute('href'),
    ).toBe('/');
    expect(within(banner).getByText('ada@example.com')).toBeTruthy();
    expect(within(banner).getByText('admin')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(/Harbour Contracts/)).toBeTruthy();
  });

  it('hides User Management and Workspace from a user, and keeps Account', async () => {
    const server = startFakeServer();
    signedInAs(server, buildUser({ role: 'user' }));
    const { user } = renderApp('/app/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'User Management' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/app/account');
    expect(screen.queryByRole('link', { name: 'Workspace' })).toBeNull();
  });

  it('opens an empty notification list from the bell', async () => {
    const server = startFakeServer({ 'GET /api/notifications': json(200, []) });
    signedInAs(server);
    const { user } = renderApp('/app/dashboard');

    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await user.click(bell);

    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText(MSG.noNewNotifications)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('logs out: tells the server, forgets the token, and goes to /login', async () => {
    const server = startFakeServer({ 'POST /api/auth/logout': json(200, { message: API_MSG.loggedOut }) });
    signedInAs(server);
    const { user, router } = renderApp('/app/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(server.calls('POST /api/auth/logout')[0]?.authorization).toBe('Bearer test-token');
  });

  it('shows the dashboard’s title, Upload Contract and the empty state', async () => {
    const server = startFakeServer({
      'GET /api/contracts': json(200, { items: [], total: 0, page: 1, pageSize: 10 }),
    });
    signedInAs(server);
    renderApp('/app');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeTruthy();
    expect(screen.getByText('Manage and track all your contracts in one place')).toBeTruthy();
    expect(await screen.findByText(MSG.noContracts)).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: /Contracts/ })).toHaveLength(1);
    expect(screen.getByText(MSG.noContractsHint)).toBeTruthy();
    for (const link of screen.getAllByRole('link', { name: 'Upload Contract' })) {
      expect(link.getAttribute('href')).toBe('/app/upload');
    }
  });

  it('answers an unknown address with a Not Found page that links home', async () => {
    startFakeServer();
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
