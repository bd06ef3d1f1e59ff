import { API_MSG, MSG } from '@keydate/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, startFakeServer } from '../test/fake-server.ts';
import { buildUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^Name/), 'Rita Reyes');
  await user.type(screen.getByLabelText(/^Email/), 'Rita@Example.com');
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('registration page', () => {
  it('registers, says so, and goes to /login', async () => {
    const server = startFakeServer({
      'POST /api/auth/register': json(201, {
        message: MSG.registrationSuccess,
        user: buildUser({ isVerified: false }),
      }),
    });
    const { user, router } = renderApp('/register');

    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(MSG.registrationSuccess)).toBeTruthy();
    expect(screen.getByText(/We sent a verification link to rita@example\.com/)).toBeTruthy();
    expect(server.calls('POST /api/auth/register')[0]?.body).toEqual({
      name: 'Rita Reyes',
      email: 'rita@example.com',
      password: 'long-enough-password',
    });
  });

  it('shows the server’s message and its field error when the email is taken', async () => {
    startFakeServer({
      'POST /api/auth/register': json(409, {
        message: API_MSG.emailTaken,
        errors: { email: API_MSG.emailTaken },
      }),
    });
    const { user, router } = renderApp('/register');

    await fillAndSubmit(user);

    expect((await screen.findAllByText(API_MSG.emailTaken)).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('falls back to “Registration failed” without a server message', async () => {
    startFakeServer({ 'POST /api/auth/register': new Response(null, { status: 500 }) });
    const { user } = renderApp('/register');

    await fillAndSubmit(user);

    expect((await screen.findAllByText(MSG.registrationFailed)).length).toBeGreaterThan(0);
  });

  it('checks the password length before sending, and links to /login', async () => {
    const server = startFakeServer();
    const { user } = renderApp('/register');

    await user.type(await screen.findByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(server.calls('POST /api/auth/register')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
