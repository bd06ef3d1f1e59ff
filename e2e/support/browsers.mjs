// The browsers the journeys run in, both from Debian's packages (scripts/ensure-chromium.mjs installs them):
// Chromium's headless shell, the same engine without the parts of a desktop browser, for every journey; and
// the full Chromium for a journey that looks at a document in its built-in PDF viewer, which the shell has not.
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Playwright's launch options for the browser at `executablePath`. */
export const launchOptions = (executablePath) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
