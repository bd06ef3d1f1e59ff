import { API_MSG, MSG, type TAccountResponse } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MSG } from '../features/account/account-messages.ts';
import { deferred, json, startFakeServer } from '../test/fake-server.ts';
import { buildUser, workspace } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

describe('account page', () => {
  it('renames the person and shows the new name in the menu', async () => {
    const server = startFakeServer({
      'PATCH /api/account': json(200, { user: buildUser({ name: 'Ada Lovelace' }) }),
    });
    signedInAs(server);
    const { user } = renderApp('/app/account');

    const profile = await screen.findByRole('region', { name: 'Profile' });
    const name = within(profile).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MSG.accountUpdated)).toBeTruthy();
    expect(server.calls('PATCH /api/account')[0]?.body).toEqual({ name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByText('Ada Lovelace', { selector: 'p' })).toBeTruthy();
  });

  it('changes the password, and puts a wrong current password at its field', async () => {
    const server = startFakeServer({
      'POST /api/account/password': json(400, {
        message: API_MSG.wrongCurrentPassword,
        errors: { currentPassword: API_MSG.wrongCurrentPassword },
      }),
    });
    signedInAs(server);
    const { user } = renderApp('/app/account');

    const section = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText(/^Current password/), 'wrong-one');
    await user.type(within(section).getByLabelText(/^New password/), 'a-new-password');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));

    const current = within(section).getByLabelText(/^Current password/);
    expect(await within(section).findByText(API_MSG.wrongCurrentPassword)).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');

    server.on('POST /api/account/password', json(200, { message: API_MSG.passwordChanged }));
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(API_MSG.passwordChanged)).toBeTruthy();
    expect(server.calls('POST /api/account/password')[1]?.body).toEqual({
      currentPassword: 'wrong-one',
      newPassword: 'a-new-password',
    });
    expect((within(section).getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
  });
});

const FEED_URL = 'http://localhost:3000/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB.ics';
const NEW_FEED_URL =
  'http://localhost:3000/api/calendar/CCCCCCCCCCCCCCCCCCCCCCCCCCC.DDDDDDDDDDDDDDDDDDDDDD.ics';

function accountAnswer(overrides: Partial<TAccountResponse> = {}): TAccountResponse {
  return {
    user: buildUser({ role: 'user' }),
    workspace,
    remindersEnabled: true,
    weeklyDigestEnabled: true,
    calendarFeedUrl: FEED_URL,
    ...overrides,
  };
}

function openAccount(overrides: Partial<TAccountResponse> = {}) {
  const server = startFakeServer({ 'GET /api/account': json(200, accountAnswer(overrides)) });
  signedInAs(server, buildUser({ role: 'user' }));
  return { server, ...renderApp('/app/account') };
}

describe('account page: reminders', () => {
  it('turns reminders off as soon as the switch is flipped, disabled while saving', async () => {
    const { server, user } = openAccount();
    const answer = deferred();
    server.on('PATCH /api/account', () => answer.promise);

    const section = await screen.findByRole('region', { name: 'Reminders' });
    const toggle = await within(section).findByRole('switch', { name: ACCOUNT_MSG.reminderSwitchLabel });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(within(section).getByText(/Sent to ada@example\.com/)).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls('PATCH /api/account').map((c) => c.body)).toEqual([{ remindersEnabled: false }]);

    answer.resolve(json(200, accountAnswer({ remindersEnabled: false })));
    expect(await screen.findByText(ACCOUNT_MSG.remindersOff)).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('turns reminders on from the keyboard', async () => {
    const { server, user } = openAccount({ remindersEnabled: false });
    server.on('PATCH /api/account', json(200, accountAnswer({ remindersEnabled: true })));

    const toggle = await screen.findByRole('switch', { name: ACCOUNT_MSG.reminderSwitchLabel });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText(ACCOUNT_MSG.remindersOn)).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(server.calls('PATCH /api/account').map((c) => c.body)).toEqual([{ remindersEnabled: true }]);
  });

  it('goes back and says so when the save fails', async () => {
    const { server, user } = openAccount();
    server.on('PATCH /api/account', json(500, {}));

    const toggle = await screen.findByRole('switch', { name: ACCOUNT_MSG.reminderSwitchLabel });
    await user.click(toggle);
    expect(await screen.findByText(ACCOUNT_MSG.saveRemindersFailed)).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(ACCOUNT_MSG.remindersOff)).toBeNull();
  });

  it('says so when the settings cannot be loaded', async () => {
    const server = startFakeServer({ 'GET /api/account': json(500, {}) });
    signedInAs(server);
    renderApp('/app/account');
    const section = await screen.findByRole('region', { name: 'Reminders' });
    expect((await within(section).findByRole('alert')).textContent).toBe(ACCOUNT_MSG.loadSettingsFailed);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('account page: weekly summary', () => {
  it('shows the weekly summary switch beside the reminder switch, and switches it off', async () => {
    const { server, user } = openAccount();
    const answer = deferred();
    server.on('PATCH /api/account', () => answer.promise);

    const section = await screen.findByRole('region', { name: 'Reminders' });
    const toggle = await within(section).findByRole('switch', { name: 'Weekly summary' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(section).getByText(
        'Every Monday, an email of the deadlines in the next 90 days of the contracts you own or are responsible for.',
      ).id,
    ).toBe(toggle.getAttribute('aria-describedby'));

    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls('PATCH /api/account').map((c) => c.body)).toEqual([{ weeklyDigestEnabled: false }]);
    // The reminder switch is left as it was.
    const reminders = within(section).getByRole('switch', { name: ACCOUNT_MSG.reminderSwitchLabel });
    expect(reminders.getAttribute('aria-checked')).toBe('true');

    answer.resolve(json(200, accountAnswer({ weeklyDigestEnabled: false })));
    expect(await screen.findByText('Weekly summary switched off')).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(reminders.getAttribute('aria-checked')).toBe('true');
  });

  it('switches the weekly summary on from the keyboard', async () => {
    const { server, user } = openAccount({ weeklyDigestEnabled: false });
    server.on('PATCH /api/account', json(200, accountAnswer({ weeklyDigestEnabled: true })));

    const toggle = await screen.findByRole('switch', { name: 'Weekly summary' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Weekly summary switched on')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(server.calls('PATCH /api/account').map((c) => c.body)).toEqual([{ weeklyDigestEnabled: true }]);
  });

  it('goes back and says so when the weekly summary cannot be saved', async () => {
    const { server, user } = openAccount();
    server.on('PATCH /api/account', json(500, {}));

    const toggle = await screen.findByRole('switch', { name: 'Weekly summary' });
    await user.click(toggle);
    expect(await screen.findByText('Failed to update the weekly summary')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Weekly summary switched off')).toBeNull();
  });

  it('shows the server’s reason when it refuses the change', async () => {
    const { server, user } = openAccount();
    server.on('PATCH /api/account', json(400, { message: 'The weekly summary must be switched on or off' }));

    await user.click(await screen.findByRole('switch', { name: 'Weekly summary' }));
    expect(await screen.findByText('The weekly summary must be switched on or off')).toBeTruthy();
  });
});

describe('account page: calendar feed', () => {
  it('shows the secret URL read-only, explains it, and copies it', async () => {
    const { user } = openAccount();
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    const input = (await within(section).findByLabelText(ACCOUNT_MSG.feedUrlLabel)) as HTMLInputElement;
    expect(input.value).toBe(FEED_URL);
    expect(input.readOnly).toBe(true);
    expect(within(section).getByText(/Outlook, Google Calendar/)).toBeTruthy();
    expect(
      within(section).getByText(/anyone with the link sees your workspace’s contract dates/),
    ).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: ACCOUNT_MSG.copy }));
    expect(await screen.findByText(ACCOUNT_MSG.copied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
  });

  it('selects the URL for copying by hand when the clipboard refuses', async () => {
    const { user } = openAccount();
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    const input = (await within(section).findByLabelText(ACCOUNT_MSG.feedUrlLabel)) as HTMLInputElement;
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(within(section).getByRole('button', { name: ACCOUNT_MSG.copy }));
    expect(await screen.findByText(ACCOUNT_MSG.copyByHand)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, FEED_URL.length]);
    expect(screen.queryByText(ACCOUNT_MSG.copied)).toBeNull();
  });

  it('regenerates the link only after confirming, and shows the new one', async () => {
    const { server, user } = openAccount();
    const answer = deferred();
    server.on('POST /api/account/calendar-feed/regenerate', () => answer.promise);
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    const open = await within(section).findByRole('button', { name: ACCOUNT_MSG.regenerate });

    // Escape and Cancel both leave the link as it was.
    await user.click(open);
    expect(screen.getByRole('dialog', { name: ACCOUNT_MSG.regenerateTitle })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(open);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('POST /api/account/calendar-feed/regenerate')).toHaveLength(0);

    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: ACCOUNT_MSG.regenerateTitle });
    expect(within(dialog).getByText(ACCOUNT_MSG.regenerateWarning)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: ACCOUNT_MSG.regenerate });
    await user.click(confirm);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(server.calls('POST /api/account/calendar-feed/regenerate')).toHaveLength(1);

    answer.resolve(json(200, { calendarFeedUrl: NEW_FEED_URL }));
    expect(await screen.findByText(ACCOUNT_MSG.regenerated)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const input = within(section).getByLabelText(ACCOUNT_MSG.feedUrlLabel) as HTMLInputElement;
    expect(input.value).toBe(NEW_FEED_URL);
    // Focus goes back to the button that opened the dialog.
    expect(document.activeElement).toBe(open);
  });

  it('keeps the old link and the dialog when regenerating fails', async () => {
    const { server, user } = openAccount();
    server.on('POST /api/account/calendar-feed/regenerate', json(500, {}));
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    await user.click(await within(section).findByRole('button', { name: ACCOUNT_MSG.regenerate }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_MSG.regenerate }));

    expect(await screen.findByText(ACCOUNT_MSG.regenerateFailed)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(section).getByLabelText(ACCOUNT_MSG.feedUrlLabel) as HTMLInputElement).value).toBe(
      FEED_URL,
    );
  });
});

describe('workspace settings page', () => {
  it('renames the workspace', async () => {
    const server = startFakeServer({
      'GET /api/workspace': json(200, workspace),
      'PATCH /api/workspace': json(200, { ...workspace, name: 'Harbour Hotels' }),
    });
    signedInAs(server);
    const { user } = renderApp('/app/admin/workspace');

    const name = await screen.findByLabelText(/^Workspace name/);
    expect((name as HTMLInputElement).value).toBe(workspace.name);
    await user.clear(name);
    await user.type(name, 'Harbour Hotels');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MSG.workspaceUpdated)).toBeTruthy();
    expect(server.calls('PATCH /api/workspace')[0]?.body).toEqual({ name: 'Harbour Hotels' });
  });

  it('is for admins only', async () => {
    const server = startFakeServer();
    signedInAs(server, buildUser({ role: 'user' }));
    const { router } = renderApp('/app/admin/workspace');

    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });
});
