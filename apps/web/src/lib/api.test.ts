import { API_MSG, ZUser } from '@keydate/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { json, startFakeServer } from '../test/fake-server.ts';
import { buildUser } from '../test/fixtures.ts';
import { ApiError, apiUrl, errorMessage, onUnauthorized, request, requestVoid, TOKEN_KEY } from './api.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('prefixes /api, sends the bearer token and JSON, and returns the parsed answer', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const server = startFakeServer({ 'POST /api/users': json(201, buildUser({ name: 'New' })) });

    const user = await request('/users', ZUser, { method: 'POST', body: { name: 'New' } });

    expect(user.name).toBe('New');
    const [call] = server.calls('POST /api/users');
    expect(call?.authorization).toBe('Bearer abc');
    expect(call?.body).toEqual({ name: 'New' });
  });

  it('keeps the specification’s /auth/... and /api/auth/... paths as written', () => {
    expect(apiUrl('/auth/login')).toBe('/auth/login');
    expect(apiUrl('/api/auth/register')).toBe('/api/auth/register');
    expect(apiUrl('/workspace')).toBe('/api/workspace');
  });

  it('on a 401 of an authenticated call removes the token and reports it', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    startFakeServer({ 'GET /api/users': json(401, { message: API_MSG.sessionExpired }) });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);

    const failure = request('/users', z.array(ZUser));

    await expect(failure).rejects.toMatchObject({ status: 401, message: API_MSG.sessionExpired });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledWith(API_MSG.sessionExpired);
    stop();
  });

  it('without a listener, a 401 sends the browser to /login', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    startFakeServer({ 'GET /api/users': json(401, { message: API_MSG.sessionExpired }) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/app/dashboard', assign });

    await expect(request('/users', z.array(ZUser))).rejects.toBeInstanceOf(ApiError);

    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('a 401 of the sign-in call is an answer to show: no token change, no redirect', async () => {
    localStorage.setItem(TOKEN_KEY, 'someone-else');
    startFakeServer({ 'POST /auth/login': json(401, { message: API_MSG.invalidCredentials }) });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);

    const failure = request('/auth/login', z.object({ token: z.string() }), {
      method: 'POST',
      body: { email: 'a@b.c', password: 'x' },
      auth: false,
    });

    await expect(failure).rejects.toMatchObject({ status: 401, message: API_MSG.invalidCredentials });
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('someone-else');
    stop();
  });

  it('reads message, field errors and needsVerification from an error body', async () => {
    startFakeServer({
      'POST /auth/login': json(403, {
        message: 'Please verify your email before logging in',
        needsVerification: true,
        errors: { email: 'Unverified' },
      }),
    });

    const error = await request('/auth/login', z.object({}), { method: 'POST', auth: false }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      needsVerification: true,
      errors: { email: 'Unverified' },
      message: 'Please verify your email before logging in',
    });
  });

  it('falls back to the screen’s text when the server sent no message or was unreachable', async () => {
    startFakeServer({ 'GET /api/users': new Response('<html>Bad gateway</html>', { status: 502 }) });
    const badGateway = await request('/users', z.array(ZUser)).catch((caught: unknown) => caught);
    expect(errorMessage(badGateway, 'Failed to add user')).toBe('Failed to add user');

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const offline = await request('/users', z.array(ZUser)).catch((caught: unknown) => caught);
    expect(errorMessage(offline, 'Failed to add user')).toBe('Failed to add user');
  });

  it('accepts a 204 with no body', async () => {
    const server = startFakeServer({ 'DELETE /api/users/u-2': json(204) });
    await expect(requestVoid('/users/u-2', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(server.calls('DELETE /api/users/u-2')).toHaveLength(1);
  });

  it('refuses an answer that does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startFakeServer({ 'GET /api/users': json(200, [{ name: 'no id' }]) });
    await expect(request('/users', z.array(ZUser))).rejects.toBeInstanceOf(ApiError);
  });
});
