import { API_MSG, MSG, type TWorkspaceUser } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeServer, json, startFakeServer } from '../test/fake-server.ts';
import { buildMember, buildUser, buildWorkspaceUser } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

const admin = buildWorkspaceUser();
const bob = buildWorkspaceUser({
  _id: 'u-bob',
  name: 'Bob Baker',
  email: 'bob@example.com',
  role: 'user',
  isVerified: false,
});

function serverWithUsers(users: TWorkspaceUser[] = [admin, bob]): FakeServer {
  const server = startFakeServer({
    'GET /api/users': json(200, users),
    'GET /api/members': json(
      200,
      users.map(({ _id, name, email }) => buildMember({ _id, name, email })),
    ),
  });
  signedInAs(server, buildUser());
  return server;
}

/** The query of every DELETE /api/users/:id so far (the fake server keeps only the path). */
function deleteQueries(id: string): Record<string, string>[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'DELETE')
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/users/${id}`)
    .map((url) => Object.fromEntries(url.searchParams));
}

async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('cell', { name: new RegExp(`^${name}`) });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('user management page', () => {
  it('lists name, email, role, verified or pending status', async () => {
    serverWithUsers();
    renderApp('/app/admin/users');

    const table = await screen.findByRole('table', { name: 'Users of this workspace' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Role', 'Status', 'Actions']);
    const bobRow = await rowOf('Bob Baker');
    expect(within(bobRow).getByText('bob@example.com')).toBeTruthy();
    expect(within(bobRow).getByText('Pending')).toBeTruthy();
    expect((within(bobRow).getByLabelText('Role of Bob Baker') as HTMLSelectElement).value).toBe('user');
    expect(within(await rowOf('Ada Admin')).getByText('Verified')).toBeTruthy();
  });

  it('changes a role through the dropdown and refreshes the list', async () => {
    const server = serverWithUsers();
    server.on('PATCH /api/users/u-bob/role', json(200, { ...bob, role: 'admin' }));
    const { user } = renderApp('/app/admin/users');

    const select = within(await rowOf('Bob Baker')).getByLabelText('Role of Bob Baker');
    server.on('GET /api/users', json(200, [admin, { ...bob, role: 'admin' }]));
    await user.selectOptions(select, 'admin');

    expect(await screen.findByText(MSG.userRoleUpdated)).toBeTruthy();
    expect(server.calls('PATCH /api/users/u-bob/role')[0]?.body).toEqual({ role: 'admin' });
    await waitFor(() => expect(server.calls('GET /api/users').length).toBeGreaterThanOrEqual(2));
    await waitFor(() =>
      expect((screen.getByLabelText('Role of Bob Baker') as HTMLSelectElement).value).toBe('admin'),
    );
  });

  it('shows the server’s reason when a role change is refused, and keeps the old role', async () => {
    const server = serverWithUsers();
    server.on('PATCH /api/users/u-admin/role', json(409, { message: API_MSG.lastAdmin }));
    const { user } = renderApp('/app/admin/users');

    await user.selectOptions(within(await rowOf('Ada Admin')).getByLabelText('Role of Ada Admin'), 'user');

    expect(await screen.findByText(API_MSG.lastAdmin)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Role of Ada Admin') as HTMLSelectElement).value).toBe('admin'),
    );
  });

  it('an admin who gives up the admin role leaves the admin page at once', async () => {
    const server = serverWithUsers([admin, { ...bob, role: 'admin' }]);
    server.on('PATCH /api/users/u-admin/role', json(200, { ...admin, role: 'user' }));
    const { user, router } = renderApp('/app/admin/users');

    await user.selectOptions(within(await rowOf('Ada Admin')).getByLabelText('Role of Ada Admin'), 'user');

    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(screen.queryByRole('link', { name: 'User Management' })).toBeNull();
    // Nor does it ask for the list again, which it may no longer see.
    const calls = server.calls().map((call) => `${call.method} ${call.path}`);
    expect(calls.slice(calls.indexOf('PATCH /api/users/u-admin/role'))).not.toContain('GET /api/users');
  });

  it('falls back to “Failed to update user role”', async () => {
    const server = serverWithUsers();
    server.on('PATCH /api/users/u-bob/role', new Response(null, { status: 500 }));
    const { user } = renderApp('/app/admin/users');

    await user.selectOptions(within(await rowOf('Bob Baker')).getByLabelText('Role of Bob Baker'), 'admin');

    expect(await screen.findByText(MSG.updateUserRoleFailed)).toBeTruthy();
  });

  it('asks before deleting, and deletes nothing when the answer is no', async () => {
    const server = serverWithUsers();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderApp('/app/admin/users');

    await user.click(within(await rowOf('Bob Baker')).getByRole('button', { name: 'Delete Bob Baker' }));

    expect(confirm).toHaveBeenCalledWith(MSG.confirmDeleteUser);
    expect(server.calls('DELETE /api/users/u-bob')).toHaveLength(0);
  });

  it('deletes after confirmation and refreshes the list', async () => {
    const server = serverWithUsers();
    server.on('DELETE /api/users/u-bob', json(204));
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { user } = renderApp('/app/admin/users');

    const button = within(await rowOf('Bob Baker')).getByRole('button', { name: 'Delete Bob Baker' });
    server.on('GET /api/users', json(200, [admin]));
    await user.click(button);

    expect(await screen.findByText(MSG.userDeleted)).toBeTruthy();
    expect(server.calls('DELETE /api/users/u-bob')).toHaveLength(1);
    // Someone who owns no contracts: the confirmation alone, no new owner asked or sent.
    expect(deleteQueries('u-bob')).toEqual([{}]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bob Baker' })).toBeNull());
  });

  it('shows the server’s message when a delete is refused, else “Failed to delete user”', async () => {
    const server = serverWithUsers();
    server.on('DELETE /api/users/u-admin', json(409, { message: API_MSG.lastAdmin }));
    server.on('DELETE /api/users/u-bob', new Response(null, { status: 500 }));
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { user } = renderApp('/app/admin/users');

    await user.click(within(await rowOf('Ada Admin')).getByRole('button', { name: 'Delete Ada Admin' }));
    expect(await screen.findByText(API_MSG.lastAdmin)).toBeTruthy();

    await user.click(within(await rowOf('Bob Baker')).getByRole('button', { name: 'Delete Bob Baker' }));
    expect(await screen.findByText(MSG.deleteUserFailed)).toBeTruthy();
  });

  it('asks who takes over the contracts of a person who owns some, and sends the new owner', async () => {
    const carol = buildWorkspaceUser({
      _id: 'u-carol',
      name: 'Carol Chen',
      email: 'carol@example.com',
      role: 'user',
      contractsOwned: 3,
    });
    const server = serverWithUsers([admin, bob, carol]);
    server.on('DELETE /api/users/u-carol', json(204));
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderApp('/app/admin/users');

    await user.click(within(await rowOf('Carol Chen')).getByRole('button', { name: 'Delete Carol Chen' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete Carol Chen?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Carol Chen owns 3 contracts. Choose who takes them over.')).toBeTruthy();
    const select = within(dialog).getByLabelText(/^New owner/) as HTMLSelectElement;
    expect(document.activeElement).toBe(select);
    // The other members only: not the person being deleted.
    await within(dialog).findByRole('option', { name: 'Bob Baker' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a person', 'Ada Admin', 'Bob Baker']);

    // Nobody chosen: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Delete and reassign' }));
    expect(within(dialog).getByText(API_MSG.newOwnerRequired)).toBeTruthy();
    expect(server.calls('DELETE /api/users/u-carol')).toHaveLength(0);

    await user.selectOptions(select, 'Bob Baker');
    server.on('GET /api/users', json(200, [admin, bob]));
    await user.click(within(dialog).getByRole('button', { name: 'Delete and reassign' }));

    expect(await screen.findByText(MSG.userDeleted)).toBeTruthy();
    expect(deleteQueries('u-carol')).toEqual([{ newOwnerId: 'u-bob' }]);
    // The specification's confirmation first, then the new owner.
    expect(confirm).toHaveBeenCalledWith(MSG.confirmDeleteUser);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Carol Chen' })).toBeNull());
  });

  it('closes the new-owner dialog on Escape or Cancel without deleting, focus back on Delete', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const server = serverWithUsers([admin, { ...bob, contractsOwned: 1 }]);
    const { user } = renderApp('/app/admin/users');

    const remove = within(await rowOf('Bob Baker')).getByRole('button', { name: 'Delete Bob Baker' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete Bob Baker?' });
    expect(within(dialog).getByText('Bob Baker owns 1 contract. Choose who takes them over.')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('DELETE /api/users/u-bob')).toHaveLength(0);
  });

  it('keeps the new-owner dialog open with the server’s message, else “Failed to delete user”', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const server = serverWithUsers([admin, { ...bob, contractsOwned: 3 }]);
    server.on('DELETE /api/users/u-bob', json(400, { message: API_MSG.newOwnerInvalid }));
    const { user } = renderApp('/app/admin/users');

    await user.click(within(await rowOf('Bob Baker')).getByRole('button', { name: 'Delete Bob Baker' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Bob Baker?' });
    await user.selectOptions(
      within(dialog).getByLabelText(/^New owner/),
      await within(dialog).findByRole('option', { name: 'Ada Admin' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete and reassign' }));

    expect(await screen.findByText(API_MSG.newOwnerInvalid)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete Bob Baker?' })).toBeTruthy();
    expect(deleteQueries('u-bob')).toEqual([{ newOwnerId: 'u-admin' }]);

    server.on('DELETE /api/users/u-bob', new Response(null, { status: 500 }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete and reassign' }));
    expect(await screen.findByText(MSG.deleteUserFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete Bob Baker?' })).toBeTruthy();
  });

  it('adds a user from the modal, which then closes', async () => {
    const server = serverWithUsers();
    const carol = buildWorkspaceUser({
      _id: 'u-carol',
      name: 'Carol Chen',
      email: 'carol@example.com',
      role: 'user',
    });
    server.on('POST /api/users', json(201, carol));
    const { user } = renderApp('/app/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Carol Chen');
    await user.type(within(dialog).getByLabelText(/^Email/), 'carol@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'initial-password');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'admin');
    server.on('GET /api/users', json(200, [admin, bob, carol]));
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText(MSG.userAdded)).toBeTruthy();
    expect(server.calls('POST /api/users')[0]?.body).toEqual({
      name: 'Carol Chen',
      email: 'carol@example.com',
      password: 'initial-password',
      role: 'admin',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Carol Chen' })).toBeTruthy();
  });

  it('keeps the modal open with what was typed when adding fails', async () => {
    const server = serverWithUsers();
    server.on(
      'POST /api/users',
      json(409, { message: API_MSG.emailTaken, errors: { email: API_MSG.emailTaken } }),
    );
    const { user } = renderApp('/app/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bob Again');
    await user.type(within(dialog).getByLabelText(/^Email/), 'bob@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'initial-password');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect((await screen.findAllByText(API_MSG.emailTaken)).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Bob Again');

    server.on('POST /api/users', new Response(null, { status: 500 }));
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(MSG.addUserFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeTruthy();
  });

  it('closes the modal on Escape and returns focus to the button that opened it', async () => {
    serverWithUsers();
    const { user } = renderApp('/app/admin/users');

    const open = await screen.findByRole('button', { name: 'Add User' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('says “Error loading users” when the list cannot be loaded', async () => {
    const server = startFakeServer({ 'GET /api/users': json(500, { message: API_MSG.internal }) });
    signedInAs(server, admin);
    renderApp('/app/admin/users');

    expect(await screen.findByText(MSG.errorLoadingUsers)).toBeTruthy();
  });
});
