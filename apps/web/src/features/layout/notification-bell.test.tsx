import { asCalendarDate, MSG, type TNotification } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, type FakeServer, json, startFakeServer } from '../../test/fake-server.ts';
import { buildContract, pageOf } from '../../test/fixtures.ts';
import { renderApp, signedInAs } from '../../test/render-app.tsx';

const notice: TNotification = {
  id: 'non_renewal:c-linen:2025-06-05',
  type: 'non_renewal',
  title: 'Non-renewal notice due',
  message: 'Notice for "Linen Service" is due on Jun 5, 2025 (in 4 days)',
  date: asCalendarDate('2025-06-05'),
  contractId: 'c-linen',
  isRead: false,
};
const ending: TNotification = {
  id: 'expiration:c-elevators:2025-06-20',
  type: 'expiration',
  title: 'Contract ending',
  message: '"Elevators" ends on Jun 20, 2025 (in 19 days)',
  date: asCalendarDate('2025-06-20'),
  contractId: 'c-elevators',
  isRead: false,
};
const seen: TNotification = {
  ...ending,
  id: 'expiration:c-pool:2025-06-25',
  message: '"Pool" ends on Jun 25, 2025 (in 24 days)',
  date: asCalendarDate('2025-06-25'),
  contractId: 'c-pool',
  isRead: true,
};

const readPath = (id: string) => `POST /api/notifications/${encodeURIComponent(id)}/read`;

/** A server whose notifications keep their read state, as the real one does. */
function serverWith(list: TNotification[]): FakeServer & { state: TNotification[] } {
  const state = list.map((n) => ({ ...n }));
  const server = startFakeServer({
    'GET /api/notifications': () => json(200, state),
    'GET /api/contracts': json(200, pageOf([])),
    'GET /api/contracts/c-linen': json(200, buildContract({ documentKey: null })),
    'POST /api/notifications/read-all': () => {
      for (const n of state) n.isRead = true;
      return json(204);
    },
  });
  for (const n of state) {
    server.on(readPath(n.id), () => {
      n.isRead = true;
      return json(204);
    });
  }
  signedInAs(server);
  return Object.assign(server, { state });
}

const badge = () => screen.queryByTestId('notification-count')?.textContent ?? null;
const bell = () => screen.findByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('region', { name: 'Notifications' });

describe('the notification bell', () => {
  it('counts unread notifications and lists each with title, message, short date and an unread dot', async () => {
    serverWith([notice, ending, seen]);
    const { user } = renderApp('/app/dashboard');

    await waitFor(() => expect(badge()).toBe('2'));
    const button = await bell();
    expect(button.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await user.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(panel()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Unread: ${notice.title}${notice.message}Jun 5, 2025`,
      `Unread: ${ending.title}${ending.message}Jun 20, 2025`,
      `${seen.title}${seen.message}Jun 25, 2025`,
    ]);
    expect(within(panel()).getAllByTestId('unread-dot')).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/app/contracts/c-linen');
  });

  it('shows the empty state, with no badge and no Mark all as read', async () => {
    serverWith([]);
    const { user } = renderApp('/app/dashboard');

    await user.click(await bell());
    expect(await within(panel()).findByText(MSG.noNewNotifications)).toBeTruthy();
    expect(badge()).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('marks a clicked notification read at once, closes the list, opens the contract and asks again', async () => {
    const server = serverWith([notice, ending]);
    const answer = deferred();
    server.on(readPath(notice.id), () => answer.promise);
    const { user, router } = renderApp('/app/dashboard');
    await waitFor(() => expect(badge()).toBe('2'));

    await user.click(await bell());
    await user.click(within(panel()).getByRole('link', { name: /Linen Service/ }));

    // Before the server has answered: the count already dropped, the list is closed, the page changed.
    expect(badge()).toBe('1');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(router.state.location.pathname).toBe('/app/contracts/c-linen');
    expect(server.calls(readPath(notice.id))).toHaveLength(1);
    expect(server.calls(readPath(notice.id))[0]?.authorization).toBe('Bearer test-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Service' })).toBeTruthy();

    const listsBefore = server.calls('GET /api/notifications').length;
    const target = server.state.find((n) => n.id === notice.id);
    if (target) target.isRead = true;
    answer.resolve(json(204));
    await waitFor(() => expect(server.calls('GET /api/notifications').length).toBeGreaterThan(listsBefore));
    expect(badge()).toBe('1');
  });

  it('puts the unread state back when marking read fails', async () => {
    const server = serverWith([notice]);
    server.on(readPath(notice.id), json(500, { message: 'Down' }));
    const { user, router } = renderApp('/app/dashboard');
    await waitFor(() => expect(badge()).toBe('1'));

    await user.click(await bell());
    await user.click(within(panel()).getByRole('link', { name: /Linen Service/ }));

    expect(router.state.location.pathname).toBe('/app/contracts/c-linen');
    await waitFor(() => expect(server.calls(readPath(notice.id))).toHaveLength(1));
    await waitFor(() => expect(badge()).toBe('1'));
  });

  it('does not mark an already read notification again', async () => {
    const server = serverWith([seen]);
    const { user, router } = renderApp('/app/dashboard');

    await user.click(await bell());
    await user.click(await within(panel()).findByRole('link', { name: /Pool/ }));

    expect(router.state.location.pathname).toBe('/app/contracts/c-pool');
    expect(server.calls(readPath(seen.id))).toHaveLength(0);
  });

  it('marks all as read', async () => {
    const server = serverWith([notice, ending, seen]);
    const { user } = renderApp('/app/dashboard');
    await waitFor(() => expect(badge()).toBe('2'));

    await user.click(await bell());
    await user.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));

    expect(badge()).toBeNull();
    expect(within(panel()).queryAllByTestId('unread-dot')).toHaveLength(0);
    expect(within(panel()).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(server.calls('POST /api/notifications/read-all')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });

  it('shows loading, then an error with Try again that loads the list', async () => {
    const server = serverWith([notice]);
    const first = deferred();
    server.on('GET /api/notifications', () => first.promise);
    const { user } = renderApp('/app/dashboard');

    await user.click(await bell());
    expect(within(panel()).getByRole('status').textContent).toBe('Loading notifications...');
    first.resolve(json(500, { message: 'Down' }));

    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toContain('Could not load notifications.');
    server.on('GET /api/notifications', json(200, [notice]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await within(panel()).findByRole('link', { name: /Linen Service/ })).toBeTruthy();
    expect(badge()).toBe('1');
  });

  it('works from the keyboard: Enter opens the list, Tab reaches an item, Enter opens it, Escape closes', async () => {
    serverWith([notice]);
    const { user, router } = renderApp('/app/dashboard');
    await waitFor(() => expect(badge()).toBe('1'));
    const button = await bell();

    button.focus();
    await user.keyboard('{Enter}');
    expect(panel()).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Mark all as read');
    await user.tab();
    expect(document.activeElement?.getAttribute('href')).toBe('/app/contracts/c-linen');
    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/app/contracts/c-linen');
    expect(badge()).toBeNull();
  });

  it('asks again after a contract is deleted, so its notifications leave the bell', async () => {
    const server = serverWith([notice]);
    server.on('DELETE /api/contracts/c-linen', () => {
      server.state.splice(0);
      return json(204);
    });
    vi.stubGlobal('confirm', () => true);
    const { user, router } = renderApp('/app/contracts/c-linen');
    await waitFor(() => expect(badge()).toBe('1'));

    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    await waitFor(() => expect(badge()).toBeNull());
    expect(server.calls('GET /api/notifications').length).toBeGreaterThanOrEqual(2);
  });
});
