import { API_MSG, MSG } from '@keydate/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, startFakeServer } from '../test/fake-server.ts';
import { renderApp } from '../test/render-app.tsx';

describe('reset password page', () => {
  it('sets the new password with the link’s token and goes to /login', async () => {
    const server = startFakeServer({
      'POST /api/auth/reset-password': json(200, { message: API_MSG.passwordResetDone }),
    });
    const { user, router } = renderApp('/reset-password/reset-tok');

    await user.type(await screen.findByLabelText(/^New password/), 'brand-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(API_MSG.passwordResetDone)).toBeTruthy();
    expect(server.calls('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'reset-tok',
      password: 'brand-new-password',
    });
  });

  it('shows the server’s message when the link is no longer valid', async () => {
    startFakeServer({
      'POST /api/auth/reset-password': json(400, { message: API_MSG.invalidResetToken }),
    });
    const { user, router } = renderApp('/reset-password/old');

    await user.type(await screen.findByLabelText(/^New password/), 'brand-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect((await screen.findAllByText(API_MSG.invalidResetToken)).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/reset-password/old');
  });

  it('refuses two different passwords before calling the server', async () => {
    const server = startFakeServer();
    const { user } = renderApp('/reset-password/tok');

    await user.type(await screen.findByLabelText(/^New password/), 'brand-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText(MSG.passwordsDoNotMatch)).toBeTruthy();
    expect(server.calls('POST /api/auth/reset-password')).toHaveLength(0);
  });
});
