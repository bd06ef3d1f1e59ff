import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL_PATH, launchOptions } from './support/browsers.mjs';
import { FIRST_ZONE } from './support/zones.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // Each journey signs up people of its own, so journeys can share the server: two at a time, one per core.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: launchOptions(HEADLESS_SHELL_PATH),
  },
  // Every journey runs in a browser west of UTC; those that show or enter dates (tagged with
  // support/zones.ts DATES_SHOWN) run again east of it.
  projects: [
    { name: FIRST_ZONE, use: { browserName: 'chromium', timezoneId: 'America/Los_Angeles' } },
    {
      name: 'auckland',
      grep: /@dates-shown/,
      use: { browserName: 'chromium', timezoneId: 'Pacific/Auckland' },
    },
  ],
  webServer: {
    command: `node e2e/support/e2e-server.mjs`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
