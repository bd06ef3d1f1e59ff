import type { FastifyPluginAsync } from 'fastify';
import { forgotPasswordRoute } from './forgot-password.route.ts';
import { loginRoute } from './login.route.ts';
import { logoutRoute } from './logout.route.ts';
import { registerRoute } from './register.route.ts';
import { resendVerificationRoute } from './resend-verification.route.ts';
import { resetPasswordRoute } from './reset-password.route.ts';
import { sessionRoute } from './session.route.ts';
import { verifyEmailRoute } from './verify-email.route.ts';

/** The /auth calls; mounted at /api/auth (canonical) and /auth (alias). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registerRoute);
  await app.register(verifyEmailRoute);
  await app.register(loginRoute);
  await app.register(resendVerificationRoute);
  await app.register(forgotPasswordRoute);
  await app.register(resetPasswordRoute);
  await app.register(sessionRoute);
  await app.register(logoutRoute);
};
