import { expect, type Page, test } from '@playwright/test';
import { buildTextPdf } from '../../apps/server/test/support/pdf.ts';
import { authorization, registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';

/** A signed agreement as the reading rules find it: a title, an effective date, the parties and a term. */
const agreement = (title: string, effective: string) =>
  buildTextPdf([
    [
      title.toUpperCase(),
      `This ${title} (the "Agreement") is entered into as of ${effective} (the "Effective Date") by and`,
      'between Harbour Hotels LLC ("Client") and Acme Linen Inc. ("Supplier").',
      '2. TERM. The initial term of this Agreement shall be three (3) years from the Effective Date.',
    ],
  ]);

const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

/** Leaves the field that has focus, so the page's shortcuts are heard again. */
const leaveField = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

test('a folder of agreements is dropped, reviewed with the keyboard, and accepted one by one and in bulk', async ({
  page,
}) => {
  const email = uniqueEmail('drafts');
  await registerVerified(page, 'Dora Drafts', email);
  await signIn(page, email);
  for (const [path, data] of [
    ['/api/properties', { name: 'Harbour Hotel', status: 'active' }],
    [
      '/api/vendors',
      { name: 'Acme Linen', contactPerson: 'Dana Diaz', email: uniqueEmail('v'), phone: '555 0100' },
    ],
  ] as const) {
    const res = await page.request.post(path, { headers: await authorization(page), data });
    expect(res.status()).toBe(201);
  }

  await page.getByRole('link', { name: 'Upload Contract' }).first().click();
  await page.getByRole('link', { name: 'Upload many' }).click();
  await expect(page).toHaveURL(/\/app\/upload\/many$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload many' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Three agreements, one of them twice.
  const linen = agreement('Linen Services Agreement', 'March 1, 2024');
  await page
    .getByLabel('Documents to upload')
    .setInputFiles([
      pdf('linen.pdf', linen),
      pdf('laundry.pdf', agreement('Laundry Agreement', 'June 1, 2024')),
      pdf('spa.pdf', agreement('Spa Agreement', 'July 1, 2024')),
      pdf('linen-copy.pdf', linen),
    ]);
  const files = page.getByRole('list', { name: 'Files of this drop' });
  await expect(page.getByRole('status').filter({ hasText: 'files done' })).toHaveText(
    '4 of 4 files done: 3 ready, 1 duplicate, 0 failed',
    { timeout: 30_000 },
  );
  await expect(files.getByText('Ready', { exact: true })).toHaveCount(3);
  const duplicate = files.getByRole('listitem').filter({ hasText: 'Already stored as' });
  await expect(duplicate).toHaveCount(1);
  await expect(duplicate.getByRole('link')).toHaveAttribute('href', /^\/app\/drafts\?draft=/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Review the drafts' }).click();
  await expect(page).toHaveURL(/\/app\/drafts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review drafts' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Not reviewed (3)' })).toBeAttached();
  await expect(page.getByText('Draft 1 of 3')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Move through the queue with the keyboard: j, k and s; nothing is marked by looking.
  await page.keyboard.press('j');
  await expect(page.getByText('Draft 2 of 3')).toBeVisible();
  await page.keyboard.press('k');
  await expect(page.getByText('Draft 1 of 3')).toBeVisible();
  await page.keyboard.press('s');
  await expect(page.getByText('Draft 2 of 3')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Not reviewed (3)' })).toBeAttached();

  // e goes to the first field; what the document states is already in it.
  const review = page.getByRole('region').filter({ hasText: 'Draft 2 of 3' });
  const name = await review.getByLabel(/^Contract Name/).inputValue();
  expect(['Linen Services Agreement', 'Laundry Agreement', 'Spa Agreement']).toContain(name);
  await page.keyboard.press('e');
  await expect(review.getByLabel(/^Contract Name/)).toBeFocused();
  await expect(review.getByText('Found on page 1', { exact: false }).first()).toBeVisible();
  await expect(review.getByLabel(/^Vendor/)).toHaveValue(/.+/);
  await expect(review.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await expect(review.getByText('To accept, fill in: Property, Category.')).toBeVisible();
  await review.getByLabel(/^Property/).selectOption({ label: 'Harbour Hotel' });
  await review.getByLabel(/^Category/).selectOption('service');
  await leaveField(page);
  await page.keyboard.press('a');
  await expect(page.getByText(`"${name}" is now a contract`)).toBeVisible();
  await expect(page.getByText('Draft 2 of 2')).toBeVisible();

  // The other two at once, with one choice of property and category.
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  const bulk = page.getByRole('region', { name: 'Accept the selected drafts' });
  await bulk.getByLabel(/^Property/).selectOption({ label: 'Harbour Hotel' });
  await bulk.getByLabel(/^Category/).selectOption('Supplies');
  await bulk.getByRole('button', { name: 'Accept selected (2)' }).click();
  await expect(page.getByText('2 drafts are now contracts.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No drafts waiting' })).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  for (const contract of ['Linen Services Agreement', 'Laundry Agreement', 'Spa Agreement']) {
    const row = page.getByRole('row', { name: new RegExp(contract) });
    await expect(row.getByRole('link', { name: contract })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Harbour Hotel' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Acme Linen' })).toBeVisible();
  }
  await expect(
    page
      .getByRole('row', { name: /Spa Agreement/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('From Jul 1, 2024Until Jul 1, 2027');
  await expect(page.getByRole('link', { name: /drafts? to review$/ })).toHaveCount(0);
});
