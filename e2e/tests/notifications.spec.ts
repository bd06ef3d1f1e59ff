import { expect, type Page, test } from '@playwright/test';
import { authorization, registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { DATES_SHOWN } from '../support/zones.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's UTC calendar date plus `days`, as YYYY-MM-DD and as the bell's short form (Jan 5, 2025). */
function daysFromToday(days: number) {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS);
  return {
    ymd: date.toISOString().slice(0, 10),
    short: date.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
}

/**
 * A contract starting today that runs 20 days, with its non-renewal notice due 10 days before the end:
 * its notice date (day 10) and end date (day 20) both fall within the bell's 30 days.
 */
async function uploadEndingSoon(page: Page, name: string): Promise<string> {
  const headers = await authorization(page);
  const property = await page.request.post('/api/properties', {
    headers,
    data: { name: 'Harbour Hotel', status: 'active' },
  });
  expect(property.status()).toBe(201);
  const days = (value: number) => ({ value, unit: 'DAYS' });
  const metadata = {
    name,
    agreementType: 'INDIVIDUAL',
    contractType: 'service',
    startDate: daysFromToday(0).ymd,
    propertyId: ((await property.json()) as { _id: string })._id,
    lifecycle: {
      duration: days(20),
      nonRenewalNotice: { triggerType: 'BEFORE_END', triggerValue: days(10) },
      evaluationPeriod: { triggerType: 'BEFORE_END', triggerValue: days(0) },
    },
  };
  const res = await page.request.post('/api/contracts/upload', {
    headers,
    multipart: {
      metadata: JSON.stringify(metadata),
      file: { name: 'laundry.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-count');
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test(
  'the bell counts a due notice, opens the contract it names, and remembers it was read',
  DATES_SHOWN,
  async ({ page }) => {
    const email = uniqueEmail('bell');
    await registerVerified(page, 'Bea Bell', email);
    await signIn(page, email);
    const id = await uploadEndingSoon(page, 'Laundry Service');
    const notice = daysFromToday(10);
    const end = daysFromToday(20);

    await page.reload();
    await expect(badge(page)).toHaveText('2');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(page).click();
    const items = panel(page).getByRole('listitem');
    await expect(items).toHaveText([
      `Unread: Non-renewal notice dueNotice for "Laundry Service" is due on ${notice.short} (in 10 days)${notice.short}`,
      `Unread: Contract ending"Laundry Service" ends on ${end.short} (in 20 days)${end.short}`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/app/contracts/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Laundry Service' })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    await expect(badge(page)).toHaveText('1');

    // Read state is kept by the server: a reload shows the same.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Laundry Service' })).toBeVisible();
    await expect(badge(page)).toHaveText('1');
    await bell(page).click();
    await expect(panel(page).getByRole('listitem')).toHaveText([
      /^Non-renewal notice due/,
      /^Unread: Contract ending/,
    ]);

    await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(badge(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Laundry Service' })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(badge(page)).toHaveCount(0);
  },
);

test('the bell says there is nothing new when no date is near', DATES_SHOWN, async ({ page }) => {
  const email = uniqueEmail('quiet');
  await registerVerified(page, 'Quinn Quiet', email);
  await signIn(page, email);

  await bell(page).click();
  await expect(panel(page).getByText('No new notifications')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(bell(page)).toBeFocused();
});
