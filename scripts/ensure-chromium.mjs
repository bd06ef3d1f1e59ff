// Browser tests need Debian's Chromium and its headless shell (a test tool's own browser download cannot
// work here); e2e/support/browsers.mjs says which journey runs in which.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../e2e/support/browsers.mjs';

const BROWSERS = [CHROMIUM_PATH, HEADLESS_SHELL_PATH];
const missing = BROWSERS.filter((path) => !existsSync(path));
if (missing.length === 0) process.exit(0);

const hasAptGet = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const PACKAGES = 'chromium chromium-headless-shell';
const ownPaths = !process.env.CHROMIUM_PATH && !process.env.CHROMIUM_HEADLESS_SHELL_PATH;
if (process.getuid?.() === 0 && hasAptGet && ownPaths) {
  console.log(`Installing the browsers for the browser tests (apt-get install ${PACKAGES})...`);
  execFileSync(
    'sh',
    [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES} >/dev/null`,
    ],
    { stdio: 'inherit' },
  );
  if (BROWSERS.every((path) => existsSync(path))) process.exit(0);
}
console.error(
  `Not found: ${missing.join(' and ')}. Install them (sudo apt-get install -y ${PACKAGES}) or set ` +
    'CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH, then run npm test again.',
);
process.exit(1);
