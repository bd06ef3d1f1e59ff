import { API_MSG, MSG } from '@keydate/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, startFakeServer } from '../test/fake-server.ts';
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
