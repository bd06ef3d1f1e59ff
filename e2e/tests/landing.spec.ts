import { expect, test } from '@playwright/test';

test('the landing page answers', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
