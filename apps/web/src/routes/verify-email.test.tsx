import { API_MSG, MSG, VERIFY_REDIRECT_MS } from '@keydate/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, startFakeServer } from '../test/fake-server.ts';
import { renderApp } from '../test/render-app.tsx';

describe('email verification page', () => {
  it('verifies once, says so, and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = startFakeServer({
      'GET /api/auth/verify/tok-123': json(200, { message: MSG.emailVerifiedToast }),
    });
    const { router } = renderApp('/verify-email/tok-123');

    expect(screen.getByText(MSG.verifyingEmail)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: MSG.emailVerifiedTitle })).toBeTruthy();
    expect(screen.getByText(MSG.emailVerifiedToast)).toBeTruthy();
    expect(screen.getByText(/sign-in page in 3 seconds/)).toBeTruthy();
    // StrictMode runs the effect twice; the single-use link is spent once.
    expect(server.calls('GET /api/auth/verify/tok-123')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(VERIFY_REDIRECT_MS - 200));
    expect(router.state.location.pathname).toBe('/verify-email/tok-123');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the failure state with the server’s message', async () => {
    startFakeServer({
      'GET /api/auth/verify/used': json(400, { message: API_MSG.invalidVerificationToken }),
    });
    const { router } = renderApp('/verify-email/used');

    expect(await screen.findByRole('heading', { name: MSG.verificationFailedTitle })).toBeTruthy();
    expect(screen.getByText(MSG.verificationFailedText)).toBeTruthy();
    expect(await screen.findByText(API_MSG.invalidVerificationToken)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/verify-email/used');
  });

  it('falls back to “Verification failed” when the server is unreachable', async () => {
    startFakeServer();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/verify-email/abc');

    expect(await screen.findByRole('heading', { name: MSG.verificationFailedTitle })).toBeTruthy();
    expect(await screen.findByText(MSG.verificationFailed)).toBeTruthy();
  });

  it('without a token shows the failure state and calls nothing', async () => {
    const server = startFakeServer();
    renderApp('/verify-email');

    expect(await screen.findByRole('heading', { name: MSG.verificationFailedTitle })).toBeTruthy();
    expect(screen.getByText(MSG.verificationFailedText)).toBeTruthy();
    expect(server.calls().filter((call) => call.path.includes('/verify'))).toHaveLength(0);
  });
});
