import { expect, test } from '@playwright/test';

test('the landing page arrives pre-rendered with one small script, and its links open the app', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const answer = await page.goto('/');
  expect(answer?.headers()['content-encoding']).toBe('br');
  expect(answer?.headers()['cache-control']).toBe('no-cache');
  expect(await answer?.text()).toContain('Every Agreement, Tracked and On Time.');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Every Agreement, Tracked and On Time.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByText('Built with hotel and property operators'),
  ).toBeVisible();
  await expect(page).toHaveTitle('Keydate: every agreement, tracked and on time');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((path) => /^\/assets\/(landing|src)-[\w-]+\.js$/.test(path))).toBe(true);

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.some((path) => /^\/assets\/app-[\w-]+\.js$/.test(path))).toBe(true);
});
