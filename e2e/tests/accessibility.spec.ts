import { expect, test } from '@playwright/test';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';

for (const [name, path, heading] of [
  ['landing', '/', 'Every Agreement, Tracked and On Time.'],
  ['login', '/login', undefined],
  ['register', '/register', undefined],
] as const) {
  test(`the ${name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the user management page has no serious or critical accessibility violations', async ({ page }) => {
  const email = uniqueEmail('axe');
  await registerVerified(page, 'Axe Admin', email);
  await signIn(page, email);
  await page.goto('/app/admin/users');
  await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
