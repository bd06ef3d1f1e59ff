import { expect, test } from '@playwright/test';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';

// A register as a hotel group keeps it: its own headers, day/month/year dates, one of them impossible.
const REGISTER = [
  'Agreement;Supplier;Hotel;Category;Commencement;Expiry;Notice period',
  'Linen service;Acme Linen;Harbour View;Service;01/02/2025;31/01/2027;90 days',
  'Pool care;HeatCo;Harbour View;service;01/04/2025;31/02/2026;60 days',
].join('\r\n');

test('an admin imports a register, fixes the row that cannot be read in place, and finds the contracts on the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('import');
  await registerVerified(page, 'Ines Import', email);
  await signIn(page, email);

  await expect(page.getByRole('heading', { name: 'No contracts' })).toBeVisible();
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import contracts' })).toBeVisible();
  await expect(page).toHaveTitle('Import contracts · Keydate');
  await expect(page.getByRole('button', { name: 'Download the sample as CSV' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Register file').setInputFiles({
    name: 'register.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(REGISTER),
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Review the rows' })).toBeFocused();
  await expect(page).toHaveURL(/\/app\/import\?import=[0-9a-f-]+$/);
  await expect(page.getByText('1 row ready, 1 with problems, 0 already in Keydate')).toBeVisible();
  const columns = page.getByRole('table', { name: 'Columns of the file and the fields they hold' });
  await expect(columns.getByLabel('Expiry')).toHaveValue('endDate');

  const linen = page.getByRole('row', { name: /Linen service/ });
  await expect(linen.getByText('Ready', { exact: true })).toBeVisible();
  await expect(linen.getByRole('cell', { name: 'Jan 31, 2027' })).toBeVisible();
  const pool = page.getByRole('row', { name: /Pool care/ });
  await expect(pool.getByText('Row 3: the end date 31/02/2026 does not exist')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing can be written yet: every row is asked for, and one cannot be read.
  const commit = page.getByRole('region', { name: 'Import', exact: true });
  await expect(commit.getByRole('radio', { name: /^Every row/ })).toBeChecked();
  await commit.getByRole('checkbox', { name: 'Create them' }).check();
  await commit.getByRole('button', { name: 'Import 1 contract' }).click();
  await expect(commit.getByRole('alert')).toHaveText(
    'Nothing was imported: row 3 cannot be written as they are',
  );

  await pool.getByRole('button', { name: 'Fix row 3' }).click();
  const fix = page.getByRole('form', { name: 'Row 3' });
  await expect(fix.getByLabel('Name')).toBeFocused();
  const end = fix.getByLabel('End date');
  await expect(end).toHaveValue('31/02/2026');
  await end.fill('28/02/2026');
  await fix.getByRole('button', { name: 'Check again' }).click();
  await expect(fix).toBeHidden();
  await expect(pool.getByText('Ready', { exact: true })).toBeVisible();
  await expect(pool.getByRole('cell', { name: 'Feb 28, 2026' })).toBeVisible();
  await expect(page.getByText('2 rows ready, 0 with problems, 0 already in Keydate')).toBeVisible();
  await expect(commit.getByText('HeatCo')).toBeVisible();
  await expect(commit.getByText('Harbour View')).toBeVisible();

  await commit.getByRole('button', { name: 'Import 2 contracts' }).click();
  const result = page.getByRole('region', { name: 'Import finished' });
  await expect(result.getByRole('heading', { name: 'Import finished' })).toBeFocused();
  await expect(result.getByText('Created')).toBeVisible();
  await expect(result.locator('dd').first()).toHaveText('2');
  expect(await seriousViolations(page)).toEqual([]);

  await result.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const linenRow = page.getByRole('row', { name: /Linen service/ });
  await expect(linenRow.getByRole('cell', { name: 'Harbour View' })).toBeVisible();
  await expect(linenRow.getByRole('cell', { name: 'Acme Linen' })).toBeVisible();
  await expect(linenRow.getByRole('cell').nth(3)).toHaveText('From Feb 1, 2025Until Jan 31, 2027');
  const poolRow = page.getByRole('row', { name: /Pool care/ });
  await expect(poolRow.getByRole('cell').nth(3)).toHaveText('From Apr 1, 2025Until Feb 28, 2026');
  await expect(poolRow.getByText('No document yet')).toBeVisible();
  await expect(page.getByText('No document yet')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Import', exact: true })).toBeVisible();
});
