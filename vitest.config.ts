import { defineConfig } from 'vitest/config';

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    env: { KEYDATE_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The domain's date rules must not depend on the machine's zone: its tests run once per zone,
// each in its own forked process so TZ takes effect before any Date is made.
const domainProject = (name: string, tz: string) => ({
  test: {
    name,
    root: './packages/domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks' as const,
    env: { TZ: tz },
  },
});

export default defineConfig({
  test: {
    projects: [
      domainProject('domain-utc', 'UTC'),
      domainProject('domain-los-angeles', 'America/Los_Angeles'),
      domainProject('domain-auckland', 'Pacific/Auckland'),
      {
        test: {
          name: 'server-unit',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      // The bench's own rules (how a suggestion is scored against the lawyers' answers).
      {
        test: {
          name: 'bench-unit',
          root: './bench',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('api-postgres', 'postgres')] : []),
      ...(process.env.TEST_REDIS_URL
        ? [
            {
              test: {
                name: 'redis',
                root: './apps/server',
                include: ['test-redis/**/*.test.ts'],
                environment: 'node',
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          environment: 'happy-dom',
          // The suite shares two cores with server processes that other projects start and stop.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
