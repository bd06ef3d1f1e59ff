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
    // Minutes between reminder sweeps (one runs at start-up); 0 switches the schedule off.
    REMINDER_SWEEP_INTERVAL_MINUTES: z.coerce
      .number({ error: 'REMINDER_SWEEP_INTERVAL_MINUTES must be a whole number of minutes' })
      .int('REMINDER_SWEEP_INTERVAL_MINUTES must be a whole number of minutes')
      .min(0, 'REMINDER_SWEEP_INTERVAL_MINUTES must be 0 (off) or more')
      .max(1440, 'REMINDER_SWEEP_INTERVAL_MINUTES must be at most 1440 (a day)')
      .default(15),
    // The document sweep runs at start and every this many minutes, and removes uploads that never became
    // a contract's document, and files no contract names, once they are this old.
    DOCUMENT_SWEEP_MINUTES: z.coerce
      .number({ error: 'DOCUMENT_SWEEP_MINUTES must be a number of minutes' })
      .positive('DOCUMENT_SWEEP_MINUTES must be more than 0')
      .max(1440, 'DOCUMENT_SWEEP_MINUTES must be at most 1440 (a day)')
      .default(10),
    // The largest workspace backup a restore takes, in megabytes.
    RESTORE_MAX_MB: positiveInt(2048),
    BRAND_NAME: z.string().min(1).default('Keydate'),
    PARTNER_NAME: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool,
    WEB_DIST_DIR: z.string().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be a URL such as https://s3.example.com' })
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool,
    S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9._/-]*$/, 'S3_PREFIX may contain only letters, digits, ".", "_", "-" and "/"')
      .refine((p) => !p.split('/').includes('..'), 'S3_PREFIX must not contain ".."')
      .default(''),
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
    if (env.S3_BUCKET) {
      // A half pair would silently fall back to the SDK's own credential chain.
      if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_SECRET_ACCESS_KEY'],
          message: 'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
        });
      }
      if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_ACCESS_KEY_ID'],
          message: 'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set',
        });
      }
    } else {
      // Without a bucket documents go to local disk: say so rather than ignore the S3 settings.
      const stray = (
        ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const
      ).filter((name) => env[name]);
      if (stray.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: `S3_BUCKET is required with ${stray.join(', ')} (without it documents stay on local disk)`,
        });
      }
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
