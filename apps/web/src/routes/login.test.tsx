import { API_MSG, MSG } from '@keydate/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../lib/api.ts';
import { deferred, json, startFakeServer } from '../test/fake-server.ts';
import { renderApp } from '../test/render-app.tsx';

async function submitLogin(user: ReturnType<typeof renderApp>['user'], email = 'dan@example.com') {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'secret-password');
  await user.click(screen.getByRole('button', { name: MSG.signIn }));
}

describe('login page', () => {
  it('asks whether to resend the verification email, and sends it on Yes', async () => {
    const server = startFakeServer({
      'POST /auth/login': json(403, { message: MSG.verifyBeforeLogin, needsVerification: true }),
      'POST /auth/resend-verification': json(200, { message: API_MSG.resendAccepted }),
    });
    const { user, router } = renderApp('/login');

    await submitLogin(user);

    const prompt = await screen.findByRole('group', { name: MSG.resendQuestion });
    expect(screen.getByText(MSG.verifyBeforeLogin)).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(MSG.verificationEmailSent)).toBeTruthy();
    expect(server.calls('POST /auth/resend-verification')[0]?.body).toEqual({ email: 'dan@example.com' });
    expect(screen.queryByRole('group', { name: MSG.resendQuestion })).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('says so when the resend fails, and sends nothing on No', async () => {
    const server = startFakeServer({
      'POST /auth/login': json(403, { message: MSG.verifyBeforeLogin, needsVerification: true }),
      'POST /auth/resend-verification': json(500, { message: API_MSG.internal }),
    });
    const { user } = renderApp('/login');

    await submitLogin(user);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.queryByText(MSG.resendQuestion)).toBeNull();
    expect(server.calls('POST /auth/resend-verification')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: MSG.signIn }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MSG.resendFailed)).toBeTruthy();
  });

  it('shows the server’s message for wrong credentials and stays on the page', async () => {
    startFakeServer({ 'POST /auth/login': json(401, { message: API_MSG.invalidCredentials }) });
    const { user, router } = renderApp('/login');

    await submitLogin(user);

    expect((await screen.findAllByText(API_MSG.invalidCredentials)).length).toBeGreaterThan(0);
    expect(screen.getByRole('alert').textContent).toBe(API_MSG.invalidCredentials);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('falls back to “Login failed” when the answer carries no message', async () => {
    startFakeServer({ 'POST /auth/login': new Response('Bad gateway', { status: 502 }) });
    const { user } = renderApp('/login');

    await submitLogin(user);

    expect((await screen.findAllByText(MSG.loginFailed)).length).toBeGreaterThan(0);
  });

  it('reads “Signing in...” while the call is on its way', async () => {
    const pending = deferred();
    startFakeServer({ 'POST /auth/login': () => pending.promise });
    const { user } = renderApp('/login');

    await submitLogin(user);

    const button = await screen.findByRole('button', { name: MSG.signingIn });
    expect(button.hasAttribute('disabled')).toBe(true);
    pending.resolve(json(401, { message: API_MSG.invalidCredentials }));
    expect(await screen.findByRole('button', { name: MSG.signIn })).toBeTruthy();
  });

  it('validates the fields before calling the server, with the message under the field', async () => {
    const server = startFakeServer();
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: MSG.signIn }));

    const email = screen.getByLabelText(/^Email/);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please enter a valid email address');
    expect(server.calls('POST /auth/login')).toHaveLength(0);
  });

  it('links to registration and to the forgot-password form, which shows the server’s answer', async () => {
    const server = startFakeServer({
      'POST /auth/forgot-password': json(200, { message: API_MSG.forgotAccepted }),
    });
    const { user, router } = renderApp('/login');

    expect((await screen.findByRole('link', { name: 'Create one' })).getAttribute('href')).toBe('/register');
    await user.type(screen.getByLabelText(/^Email/), 'dan@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
    // The email typed on the login page comes along.
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('dan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(API_MSG.forgotAccepted)).toBeTruthy();
    expect(server.calls('POST /auth/forgot-password')[0]?.body).toEqual({ email: 'dan@example.com' });
  });

  it('shows the server’s message, else its own, when forgot-password fails', async () => {
    const server = startFakeServer({
      'POST /auth/forgot-password': json(429, { message: API_MSG.tooManyRequests }),
    });
    const { user } = renderApp('/forgot-password');

    await user.type(await screen.findByLabelText(/^Email/), 'dan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findAllByText(API_MSG.tooManyRequests)).length).toBeGreaterThan(0);

    server.on('POST /auth/forgot-password', new Response(null, { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findAllByText(MSG.forgotPasswordFailed)).length).toBeGreaterThan(0);
  });
});
