import { asCalendarDate, MSG, type TReminderHealth } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeServer, json, startFakeServer } from '../test/fake-server.ts';
import { buildUser } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

const SETTINGS = { notice: [60, 30, 14, 7, 1], end: [30, 7], escalationDays: 14 };

const health: TReminderHealth = {
  lastRun: { startedAt: '2025-03-10T08:00:00.000Z', finishedAt: '2025-03-10T08:00:02.000Z', ok: true },
  sentLast30Days: 12,
  failures: [
    {
      contract: { _id: 'c-pool', name: 'Pool Care' },
      recipient: { _id: 'u-bob', name: 'Bob Baker', email: 'bob@example.com' },
      milestone: 'notice',
      date: asCalendarDate('2025-03-24'),
      leadDays: 14,
      attempts: 3,
      lastError: '451 Mailbox temporarily unavailable',
      nextAttemptAt: '2025-03-10T09:30:00.000Z',
    },
  ],
  upcoming: [
    {
      contract: { _id: 'c-linen', name: 'Linen Service' },
      milestone: 'end',
      date: asCalendarDate('2025-04-05'),
      leadDays: 7,
      dueOn: asCalendarDate('2025-03-29'),
      recipients: 2,
    },
  ],
  upcomingTotal: 1,
};

function serverWith(answer: Response = json(200, health), role: 'admin' | 'user' = 'admin'): FakeServer {
  const server = startFakeServer({
    'GET /api/admin/reminders': answer,
    'GET /api/admin/reminders/settings': json(200, SETTINGS),
  });
  signedInAs(server, buildUser(role === 'admin' ? {} : { _id: 'u-uma', role: 'user' }));
  return server;
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('reminders admin page', () => {
  it('shows the last sweep, what was sent, what fails and what is next', async () => {
    serverWith();
    renderApp('/app/admin/reminders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reminders' })).toBeTruthy();
    const sweep = await screen.findByRole('region', { name: 'Sweep' });
    expect(within(sweep).getByText('March 10, 2025 at 08:00 UTC')).toBeTruthy();
    expect(within(sweep).getByText('Succeeded')).toBeTruthy();
    expect(within(sweep).getByText('12')).toBeTruthy();

    const failures = screen.getByRole('table', { name: 'Reminders that failed to send' });
    expect(cellsOf(failures)).toEqual([
      [
        'Pool Care',
        'Bob Bakerbob@example.com',
        'Non-renewal notice, 14 days before Mar 24, 2025',
        '451 Mailbox temporarily unavailable',
        '3',
        'March 10, 2025 at 09:30 UTC',
      ],
    ]);
    const upcoming = screen.getByRole('table', { name: 'Reminders due in the next 30 days' });
    expect(cellsOf(upcoming)).toEqual([
      ['Linen Service', 'Contract end', 'Apr 5, 2025', '7 days', 'Mar 29, 2025', '2'],
    ]);
    expect(within(upcoming).getByRole('link', { name: 'Linen Service' }).getAttribute('href')).toBe(
      '/app/contracts/c-linen',
    );
  });

  it('says when nothing ran, nothing fails and nothing is due', async () => {
    const quiet = {
      ...health,
      lastRun: null,
      sentLast30Days: 0,
      failures: [],
      upcoming: [],
      upcomingTotal: 0,
    };
    serverWith(json(200, quiet));
    renderApp('/app/admin/reminders');
    expect(await screen.findByText('The reminder sweep has not run yet.')).toBeTruthy();
    expect(screen.getByText('No reminder is failing.')).toBeTruthy();
    expect(screen.getByText('No reminders fall due in the next 30 days.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('marks a failed sweep', async () => {
    const lastRun = {
      startedAt: '2025-03-10T08:00:00.000Z',
      finishedAt: '2025-03-10T08:00:09.000Z',
      ok: false,
    };
    serverWith(json(200, { ...health, lastRun }));
    renderApp('/app/admin/reminders');
    const sweep = await screen.findByRole('region', { name: 'Sweep' });
    expect(await within(sweep).findByText('Failed')).toBeTruthy();
    expect(within(sweep).queryByText('Succeeded')).toBeNull();
  });

  it('says so when the reminders cannot be loaded, and still offers the lead times', async () => {
    serverWith(json(500, { message: 'Internal Server Error' }));
    renderApp('/app/admin/reminders');
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.errorLoadingReminders);
    expect(await screen.findByRole('textbox', { name: MSG.remindersNoticeLabel })).toBeTruthy();
  });

  it('saves the default lead times and escalation days after checking them, with a toast', async () => {
    const server = serverWith();
    server.on(
      'PUT /api/admin/reminders/settings',
      json(200, { notice: [45, 10], end: [], escalationDays: 7 }),
    );
    const { user } = renderApp('/app/admin/reminders');
    const notice = (await screen.findByRole('textbox', {
      name: MSG.remindersNoticeLabel,
    })) as HTMLInputElement;
    const end = screen.getByRole('textbox', { name: MSG.remindersEndLabel }) as HTMLInputElement;
    expect(notice.value).toBe('60, 30, 14, 7, 1');
    expect(end.value).toBe('30, 7');
    const escalation = screen.getByRole('textbox', {
      name: 'Escalate to admins when no renewal decision is recorded',
    }) as HTMLInputElement;
    expect(escalation.value).toBe('14');
    await user.clear(escalation);
    await user.type(escalation, 'two weeks');

    await user.clear(notice);
    await user.type(notice, '10, 400');
    await user.clear(end);
    await user.type(end, 'weekly');
    await user.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    expect(screen.getByText('Lead times are whole days from 0 to 365')).toBeTruthy();
    expect(screen.getByText(MSG.leadDaysFormat)).toBeTruthy();
    expect(screen.getByText('Escalation days are whole days from 0 to 365')).toBeTruthy();
    expect(server.calls('PUT /api/admin/reminders/settings')).toEqual([]);

    await user.clear(notice);
    await user.type(notice, '10, 45, 10');
    await user.clear(end);
    await user.clear(escalation);
    await user.type(escalation, '7');
    await user.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    expect(await screen.findByText(MSG.reminderSettingsSaved)).toBeTruthy();
    expect(server.calls('PUT /api/admin/reminders/settings')[0]?.body).toEqual({
      notice: [45, 10],
      end: [],
      escalationDays: 7,
    });
    await waitFor(() => expect(notice.value).toBe('45, 10'));
    expect(escalation.value).toBe('7');
  });

  it('sends a user to the dashboard and offers them no Reminders link', async () => {
    const server = serverWith(json(200, health), 'user');
    server.on('GET /api/contracts', json(200, { items: [], total: 0, page: 1, pageSize: 10 }));
    const { router } = renderApp('/app/admin/reminders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    expect(screen.queryByRole('link', { name: 'Reminders' })).toBeNull();
    expect(server.calls('GET /api/admin/reminders')).toEqual([]);
  });

  it('offers an admin the Reminders link next to User Management', async () => {
    serverWith();
    renderApp('/app/admin/reminders');
    const nav = await screen.findByRole('navigation', { name: /main/i });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(links.indexOf('User Management'), links.indexOf('User Management') + 2)).toEqual([
      'User Management',
      'Reminders',
    ]);
  });
});
