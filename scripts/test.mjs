// `npm test`: every tier, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Chromium for browser tests', 'node scripts/ensure-chromium.mjs'],
  ['Lint and format (Biome)', 'npx biome check .'],
  ['Every document the code cites is in the repository', 'node scripts/check-doc-references.mjs'],
  ['Types (tsc --noEmit)', 'npm run --silent typecheck'],
  ['Migrations match the schema', 'node scripts/check-migrations.mjs'],
  // Before the Vitest run: its test of `npm start` finds the web app built.
  ['Web build', 'npm run --silent build'],
  [
    'Landing page JavaScript within budget; pages behind sign-in load lazily',
    'node scripts/check-web-bundle.mjs',
  ],
  [
    process.env.TEST_DATABASE_URL
      ? 'Unit, API on PGlite and API on PostgreSQL (Vitest)'
      : 'Unit and API on PGlite (Vitest; set TEST_DATABASE_URL to add PostgreSQL)',
    'npx vitest run',
  ],
  ['Browser journeys (Playwright, Chromium)', 'npx playwright test -c e2e/playwright.config.ts'],
];

const started = Date.now();
for (const [title, command] of steps) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
