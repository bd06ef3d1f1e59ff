// Fails when the Drizzle schema has changes that no committed migration carries.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'apps/server/src/db/migrations';
const scratch = mkdtempSync(join(tmpdir(), 'keydate-drift-'));
try {
  cpSync(committed, scratch, { recursive: true });
  const before = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
  execFileSync(
    'timeout',
    [
      '120',
      'npx',
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      'apps/server/src/db/schema/index.ts',
      '--out',
      scratch,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const after = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
  if (after !== before) {
    console.error(
      'The database schema changed without a migration: run `npm run db:generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} catch (error) {
  console.error('The migration drift check failed:', error.stderr?.toString() || error.message);
  process.exit(1);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
