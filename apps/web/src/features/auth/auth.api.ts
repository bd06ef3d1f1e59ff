import type {
  TEmailOnlyRequest,
  TLoginRequest,
  TRegisterRequest,
  TResetPasswordRequest,
} from '@keydate/domain';
import type { z } from 'zod';
import { type RequestOptions, request, requestVoid } from '../../lib/api.ts';
import { type AuthSchemas, loadAuthSchemas } from './load-auth-schemas.ts';

/** A call whose answer is read through one of the auth schemas, which are fetched first if need be. */
async function call<T>(
  path: string,
  schema: (schemas: AuthSchemas) => z.ZodType<T>,
  options: RequestOptions,
) {
  return request(path, schema(await loadAuthSchemas()), options);
}

// Paths follow the specification's call table: some under /auth, some under /api/auth.

export const verifySession = (signal?: AbortSignal) =>
  call('/auth/verify', (s) => s.ZSessionResponse, { redirectOn401: false, signal });

export const login = (body: TLoginRequest) =>
  call('/auth/login', (s) => s.ZLoginResponse, { method: 'POST', body, auth: false });

export const logout = () => requestVoid('/api/auth/logout', { method: 'POST', redirectOn401: false });

export const register = (body: TRegisterRequest) =>
  call('/api/auth/register', (s) => s.ZMessageResponse, { method: 'POST', body, auth: false });

export const verifyEmail = (token: string) =>
  call(`/api/auth/verify/${encodeURIComponent(token)}`, (s) => s.ZMessageResponse, { auth: false });

export const resendVerification = (body: TEmailOnlyRequest) =>
  call('/auth/resend-verification', (s) => s.ZMessageResponse, { method: 'POST', body, auth: false });

export const forgotPassword = (body: TEmailOnlyRequest) =>
  call('/auth/forgot-password', (s) => s.ZMessageResponse, { method: 'POST', body, auth: false });

export const resetPassword = (body: TResetPasswordRequest) =>
  call('/api/auth/reset-password', (s) => s.ZMessageResponse, { method: 'POST', body, auth: false });
