import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The API tests of one engine share a module graph in each worker: the server is imported once per
// worker instead of once per file, which was most of their time. Each file still builds its own app on
// its own database. A file that replaces a module (vi.mock) needs a graph of its own.
const OWN_MODULE_GRAPH = ['test/auth/login.test.ts'];
// Files whose subject is not the database run on the embedded engine only: storage, mail templates, and
// the reading child's limits on hostile and scanned files (the child reads the same way whichever engine
// stores the answer; the storing itself is tested on both by the other document tests).
const ONE_ENGINE = [
  'test/storage/**',
  'test/mail-templates.test.ts',
  'test/reminders/reminder-email.test.ts',
  'test/documents/hostile-documents.test.ts',
  'test/documents/scanned-documents.test.ts',
  'test/imports/import-hostile.test.ts',
  'test/support/test-database.test.ts',
];
const serverProjects = (name: string, db: 'pglite' | 'postgres') => {
  const test = {
    root: './apps/server',
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    env: { KEYDATE_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    {
      test: {
        ...test,
        name,
        include: ['test/**/*.test.ts'],
        exclude: db === 'pglite' ? OWN_MODULE_GRAPH : [...OWN_MODULE_GRAPH, ...ONE_ENGINE],
        isolate: false,
      },
    },
    { test: { ...test, name: `${name}-mocking`, include: OWN_MODULE_GRAPH } },
  ];
};

// The domain's date rules must not depend on the machine's zone: the files that handle dates run once
// more in each of two other zones, each zone in its own forked process so TZ takes effect before any Date
// is made. The domain is pure, so a zone's files share one process (no isolation between them).
const DATE_TESTS = [
  'dates',
  'lifecycle',
  'status',
  'notifications',
  'reminders',
  'contract-list',
  'contract.schemas',
  'wizard.schemas',
  'document-facts',
  'document-offers',
  'register',
  'time-zone',
].map((name) => `src/${name}.test.ts`);
const domainProject = (name: string, tz: string, include = ['src/**/*.test.ts']) => ({
  test: {
    name,
    root: './packages/domain',
    include,
    environment: 'node',
    pool: 'forks' as const,
    isolate: false,
    env: { TZ: tz },
  },
});

// The server's own tests start servers and reading children, and take the longest: they go first, so
// that the many short files fill the other workers around them instead of waiting at the end.
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => file.project.name === 'server-unit';
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    sequence: { sequencer: LongestFirst },
    projects: [
      domainProject('domain-utc', 'UTC'),
      domainProject('domain-los-angeles', 'America/Los_Angeles', DATE_TESTS),
      domainProject('domain-auckland', 'Pacific/Auckland', DATE_TESTS),
      {
        test: {
          name: 'server-unit',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/data-dir-template.ts'],
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
      ...serverProjects('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? serverProjects('api-postgres', 'postgres') : []),
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
