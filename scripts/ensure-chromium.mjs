// Browser tests need Debian's Chromium (a test tool's own browser download cannot work here).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const hasAptGet = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

if (process.getuid?.() === 0 && hasAptGet && !process.env.CHROMIUM_PATH) {
  console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
  execFileSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'],
    {
      stdio: 'inherit',
    },
  );
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium not found at ${path}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.`,
);
process.exit(1);
