import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { LoggerOptions } from 'pino';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { documentTextReader } from './jobs/read-document-texts.job.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { memoryRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { redactUrl } from './lib/redact.ts';
import type { Mailer } from './mail/mailer.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerConnectionHandling } from './plugins/connections.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerRoutes } from './routes/index.ts';
import type { Storage } from './storage/index.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock?: Clock;
  rateLimiter?: RateLimiter;
  storage: Storage;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /**
   * Whether an upload wakes the background reading of its text (default true). Tests that read no
   * text leave it off: their documents stay pending and no reading child starts for them.
   */
  readDocumentTexts?: boolean;
}

export type App = FastifyInstance;

const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the HTTP app; never listens and never starts background work. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A request still arriving after 5 minutes (10 MB at 34 KB/s) is answered 408 and closed, so a
    // trickling client cannot hold a connection, or an upload's pending document, indefinitely.
    requestTimeout: 5 * 60_000,
    // Malformed or oversized URLs never reach a route: answer them in the one error shape too
    // (Fastify's own answer would echo the path, which may hold an emailed token).
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const raw = reply as unknown as FastifyReply;
      raw.status(tooLong ? 414 : 400).send({
        message: tooLong ? 'The address is too long' : 'The address is not valid',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('ctx', {
    config,
    database: options.database,
    db: options.database.db,
    mailer: options.mailer,
    clock: options.clock ?? systemClock,
    rateLimiter: options.rateLimiter ?? memoryRateLimiter(),
    storage: options.storage,
    documentTexts: documentTextReader({
      db: options.database.db,
      storage: options.storage,
      log: app.log,
      enabled: options.readDocumentTexts ?? true,
    }),
  } satisfies AppContext);
  // Reading stops before the database closes; what was being read is read again after the next start.
  app.addHook('onClose', () => app.ctx.documentTexts.stop());

  // The security headers, built once: Fastify's helmet plugin rebuilds them on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The app frames its own document links (PDF preview); nobody else may frame it.
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.BRAND_NAME} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  registerErrorHandler(app);
  registerConnectionHandling(app);
  registerAuth(app);
  registerInputGuard(app);
  await registerMultipart(app);
  await app.register(registerRoutes);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : defaultWebDist);

  return app;
}

export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
