import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { authorization, PASSWORD, registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { linkFromMail } from '../support/mail.ts';
import { DATES_SHOWN } from '../support/zones.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDate = (options: Intl.DateTimeFormatOptions) => (date: Date) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
const shortDate = utcDate({ month: 'short', day: 'numeric', year: 'numeric' });
const longDate = utcDate({ month: 'long', day: 'numeric', year: 'numeric' });

const nextStep = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`${title.replace('&', '\\&')}$`) });

test(
  'an admin gives a contract its own reminders, sees them on the contract and on the Reminders page; a user cannot open it',
  DATES_SHOWN,
  async ({ page }) => {
    const email = uniqueEmail('reminders');
    await registerVerified(page, 'Rhea Reminders', email);
    await signIn(page, email);
    const property = await page.request.post('/api/properties', {
      headers: await authorization(page),
      data: { name: 'Harbour Hotel', status: 'active' },
    });
    expect(property.status()).toBe(201);

    // Starting today (UTC) for a year with the default 90-day notice; the contract's own reminder falls
    // due ten days from today, inside the admin page's 30-day window.
    const now = new Date();
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
    const end = new Date(today);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    if (end.getUTCDate() !== today.getUTCDate()) end.setUTCDate(0); // Feb 29 + 1 year = Feb 28
    const notice = new Date(end.getTime() - 90 * DAY_MS);
    const lead = Math.round((notice.getTime() - today.getTime()) / DAY_MS) - 10;
    const dueOn = new Date(today.getTime() + 10 * DAY_MS);

    await page.goto('/app/upload');
    await expect(stepHeading(page, 'Basic Information')).toBeVisible();
    await page.getByLabel(/^Contract Name/).fill('Laundry Service');
    await page.getByLabel(/^Property/).selectOption({ label: 'Harbour Hotel' });
    await page.getByLabel(/^Category/).selectOption('service');
    await page.getByLabel(/^Start Date/).fill(today.toISOString().slice(0, 10));
    await nextStep(page);
    await expect(stepHeading(page, 'Document Upload')).toBeVisible();
    await page.getByLabel('Contract Document').setInputFiles({
      name: 'laundry.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await nextStep(page);
    await expect(stepHeading(page, 'Contract Lifecycle')).toBeVisible();

    const reminders = page.getByRole('group', { name: 'Reminders' });
    await expect(
      reminders.getByRole('radio', { name: "Use the workspace's reminder schedule" }),
    ).toBeChecked();
    await reminders.getByRole('radio', { name: /own reminders/ }).check();
    const noticeDays = page.getByRole('textbox', { name: 'Days before the notice date' });
    await noticeDays.fill('abc');
    await noticeDays.blur();
    await expect(
      page.getByText('Enter whole numbers of days separated by commas, e.g. 60, 30, 7'),
    ).toBeVisible();
    await noticeDays.fill(String(lead));
    await page.getByRole('textbox', { name: 'Days before the end date' }).fill('');
    await nextStep(page);
    await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
    await expect(page.getByText(`Days before the notice date: ${lead} days`)).toBeVisible();
    await expect(page.getByText('Days before the end date: None')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Contract' }).click();
    await expect(page.getByText('Contract uploaded successfully')).toBeVisible();

    await page
      .getByRole('row', { name: /Laundry Service/ })
      .getByRole('link', { name: 'Laundry Service' })
      .click();
    const schedule = page.getByRole('region', { name: /^Reminder schedule/ });
    await expect(schedule.getByText('Custom schedule')).toBeVisible();
    await expect(schedule.getByRole('listitem')).toHaveText([
      `${lead} days before the notice date${longDate(dueOn)}`,
    ]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reminders' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/reminders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
    const upcoming = page.getByRole('table', { name: 'Reminders due in the next 30 days' });
    await expect(upcoming.getByRole('row', { name: /Laundry Service/ }).getByRole('cell')).toHaveText([
      'Laundry Service',
      'Non-renewal notice',
      shortDate(notice),
      `${lead} days`,
      shortDate(dueOn),
      '1',
    ]);
    await expect(page.getByRole('textbox', { name: 'Days before the notice date' })).toHaveValue(
      '60, 30, 14, 7, 1',
    );
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);

    // A plain user is sent away from the page and is offered no link to it.
    const userEmail = uniqueEmail('staff');
    const added = await page.request.post('/api/users', {
      headers: await authorization(page),
      data: { name: 'Sam Staff', email: userEmail, password: PASSWORD, role: 'user' },
    });
    expect(added.status()).toBe(201);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const link = await linkFromMail(userEmail, '/verify-email/');
    const mailToken = new URL(link).pathname.split('/').pop();
    expect((await page.request.get(`/api/auth/verify/${mailToken}`)).status()).toBe(200);
    await signIn(page, userEmail);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reminders' }),
    ).toHaveCount(0);
    await page.goto('/app/admin/reminders');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  },
);
