// Builds the web app when its output is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'apps/web/dist/index.html';
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/landing.html',
  'apps/web/vite-plugins',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function buildIfNeeded() {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt && Math.max(...sources.map(newest)) <= builtAt) return;
  console.log('Building the web app...');
  execSync('npm run build --silent -w apps/web', { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
