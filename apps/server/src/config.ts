import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    APP_URL: z.url({ error: 'APP_URL must be a URL such as https://keydate.example.com' }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: positiveInt(10),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Keydate <no-reply@keydate.local>'),
    SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    LOGIN_RATE_LIMIT: positiveInt(10),
    LOGIN_IP_RATE_LIMIT: positiveInt(100),
    EMAIL_RATE_LIMIT: positiveInt(5),
    REGISTER_RATE_LIMIT: positiveInt(20),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
    SESSION_TTL_HOURS: positiveInt(24 * 14),
    BRAND_NAME: z.string().min(1).default('Keydate'),
    PARTNER_NAME: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool,
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // Several instances on one PostgreSQL must sign links with the same key.
    if (env.DATABASE_URL && !env.SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRET_KEY'],
        message: 'SECRET_KEY is required when DATABASE_URL is set (all instances must share it)',
      });
    }
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    PARTNER_NAME: env.PARTNER_NAME?.trim() || undefined,
  }));

export type Config = z.infer<typeof ZEnv>;

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
