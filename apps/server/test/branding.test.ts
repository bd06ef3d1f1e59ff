import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import { brandingRoute } from '../src/routes/branding.route.ts';
import { buildTestApp, type TestApp } from './support/build-test-app.ts';

describe('GET /api/branding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { BRAND_NAME: 'Portfolio Desk', PARTNER_NAME: 'Acme Hospitality' } });
  });
  afterAll(() => t.close());

  it('answers the configured names without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/branding' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ brandName: 'Portfolio Desk', partnerName: 'Acme Hospitality' });
  });

  it('brands the mails with BRAND_NAME', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Brand Check', email: 'brand@example.com', password: 'password-1' },
    });
    const mail = await t.smtp.waitForMail((m) => m.to.includes('brand@example.com'));
    expect(mail.subject).toBe('Verify your email for Portfolio Desk');
    expect(mail.html).toContain('Portfolio Desk');
  });

  it('answers a null partner and the default brand when none is configured', async () => {
    // Only the configuration matters here, so a bare app with the route is enough.
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('ctx', { config: loadConfig({}) } as AppContext);
    await app.register(brandingRoute);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/branding' });
      expect(res.json()).toEqual({ brandName: 'Keydate', partnerName: null });
    } finally {
      await app.close();
    }
  });
});
