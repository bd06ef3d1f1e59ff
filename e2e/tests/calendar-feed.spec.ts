import { expect, type Page, test } from '@playwright/test';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';

async function uploadContract(page: Page, name: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const property = await page.request.post('/api/properties', {
    headers,
    data: { name: 'Harbour Hotel', status: 'active' },
  });
  expect(property.status()).toBe(201);
  const metadata = {
    name,
    agreementType: 'INDIVIDUAL',
    contractType: 'service',
    startDate: '2025-01-05',
    propertyId: ((await property.json()) as { _id: string })._id,
  };
  const res = await page.request.post('/api/contracts/upload', {
    headers,
    multipart: {
      metadata: JSON.stringify(metadata),
      file: { name: 'laundry.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('copy the calendar feed URL, subscribe to it, switch reminders off, and regenerate the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('feed');
  await registerVerified(page, 'Cal Endar', email);
  await signIn(page, email);
  await uploadContract(page, 'Laundry Service');

  await page.goto('/app/account');
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  const input = feed.getByLabel('Your calendar feed URL');
  await expect(input).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.ics$/);
  expect(await seriousViolations(page)).toEqual([]);
  await feed.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  const oldUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(oldUrl).toBe(await input.inputValue());

  // A calendar app fetches it with no session at all.
  const subscribed = await page.request.get(oldUrl);
  expect(subscribed.status()).toBe(200);
  expect(subscribed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await subscribed.text();
  expect(body).toContain('SUMMARY:Non-renewal notice due: Laundry Service\r\n');
  expect(body).toContain('DTSTART;VALUE=DATE:20251007\r\n');
  expect(body).toContain('SUMMARY:Contract ends: Laundry Service\r\n');
  expect(body).toContain('DTSTART;VALUE=DATE:20260105\r\n');

  // The reminder switch, from the keyboard, still off after a reload.
  const toggle = page.getByRole('switch', { name: 'Email me reminders before notice and end dates' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Reminders turned off')).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await feed.getByRole('button', { name: 'Regenerate link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate calendar link?' });
  await expect(dialog).toContainText('The current link stops working at once');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Regenerate link' }).click();
  await expect(page.getByText('New calendar link ready. The old link no longer works.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(input).not.toHaveValue(oldUrl);
  const newUrl = await input.inputValue();

  expect((await page.request.get(oldUrl)).status()).toBe(404);
  const fresh = await page.request.get(newUrl);
  expect(fresh.status()).toBe(200);
  expect(await fresh.text()).toContain('SUMMARY:Contract ends: Laundry Service\r\n');
});
