import {
  type TEmailOnlyRequest,
  type TLoginRequest,
  type TRegisterRequest,
  type TResetPasswordRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZSessionResponse,
} from '@keydate/domain';
import { request, requestVoid } from '../../lib/api.ts';

// Paths follow the specification's call table: some under /auth, some under /api/auth.

export const verifySession = (signal?: AbortSignal) =>
  request('/auth/verify', ZSessionResponse, { redirectOn401: false, signal });

export const login = (body: TLoginRequest) =>
  request('/auth/login', ZLoginResponse, { method: 'POST', body, auth: false });

export const logout = () => requestVoid('/api/auth/logout', { method: 'POST', redirectOn401: false });

export const register = (body: TRegisterRequest) =>
  request('/api/auth/register', ZMessageResponse, { method: 'POST', body, auth: false });

export const verifyEmail = (token: string) =>
  request(`/api/auth/verify/${encodeURIComponent(token)}`, ZMessageResponse, { auth: false });

export const resendVerification = (body: TEmailOnlyRequest) =>
  request('/auth/resend-verification', ZMessageResponse, { method: 'POST', body, auth: false });

export const forgotPassword = (body: TEmailOnlyRequest) =>
  request('/auth/forgot-password', ZMessageResponse, { method: 'POST', body, auth: false });

export const resetPassword = (body: TResetPasswordRequest) =>
  request('/api/auth/reset-password', ZMessageResponse, { method: 'POST', body, auth: false });
