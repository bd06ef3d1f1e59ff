import { expect, type Page, test } from '@playwright/test';
import { DOCX_BYTES } from '../../apps/server/test/support/documents.ts';
import { buildTextPdf } from '../../apps/server/test/support/pdf.ts';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { addProperty, addVendor, uploadThroughApi } from '../support/records.ts';

const dashboardRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test('an admin backs a workspace up, and another restores it into an empty workspace with its dates and documents', async ({
  page,
}) => {
  // Workspace A: two properties, a vendor, and two contracts with their documents.
  const ownerEmail = uniqueEmail('backup');
  await registerVerified(page, 'Bea Backup', ownerEmail);
  await signIn(page, ownerEmail);
  const harbour = await addProperty(page, 'Harbour Hotel');
  const lakeside = await addProperty(page, 'Lakeside Inn');
  const acme = await addVendor(page, 'Acme Linen');
  await uploadThroughApi(
    page,
    {
      name: 'Linen Service',
      agreementType: 'INDIVIDUAL',
      contractType: 'service',
      startDate: '2025-01-05',
      propertyId: harbour._id,
      vendorId: acme._id,
    },
    { name: 'linen-service.pdf', mimeType: 'application/pdf', buffer: buildTextPdf([['Linen service']]) },
  );
  await uploadThroughApi(
    page,
    {
      name: 'Elevator Maintenance',
      agreementType: 'MSA',
      contractType: 'Maintenance',
      startDate: '2025-03-01',
      propertyIds: [harbour._id, lakeside._id],
      lifecycle: { duration: { value: 3, unit: 'YEARS' } },
    },
    {
      name: 'elevators.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: DOCX_BYTES,
    },
  );

  await page.goto('/app/admin/workspace');
  const backup = page.getByRole('region', { name: 'Backup', exact: true });
  await expect(backup.getByText(/People and their accounts are not included/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await backup.getByRole('button', { name: 'Download backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^keydate-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = await download.path();
  await expect(backup.getByRole('button', { name: 'Download backup' })).toBeEnabled();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Workspace B: a new admin's, empty.
  const restorerEmail = uniqueEmail('restore');
  await registerVerified(page, 'Rory Restore', restorerEmail);
  await signIn(page, restorerEmail);
  await expect(page.getByRole('heading', { name: 'No contracts' })).toBeVisible();
  await page.goto('/app/admin/workspace');
  const restore = page.getByRole('region', { name: 'Restore from a backup' });
  await expect(restore.getByText(/It works only in an empty workspace/)).toBeVisible();
  await restore.getByLabel('Backup file').setInputFiles(zipPath);

  // The confirmation opens on its safe answer; the restore is chosen from the keyboard.
  const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/is added to this workspace/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Restore backup' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  await expect(restore.getByRole('heading', { name: 'Backup restored' })).toBeFocused();
  await expect(
    restore.getByText('2 properties, 1 vendor, 2 contracts and 2 documents restored.'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await restore.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The contracts, their dates and their documents, as they were in workspace A.
  const linen = dashboardRow(page, 'Linen Service');
  await expect(linen.getByRole('cell', { name: 'Harbour Hotel' })).toBeVisible();
  await expect(linen.getByRole('cell', { name: 'Acme Linen' })).toBeVisible();
  await expect(linen.getByRole('cell').nth(3)).toHaveText('From Jan 5, 2025Until Jan 5, 2026');
  const elevators = dashboardRow(page, 'Elevator Maintenance');
  await expect(elevators.getByText('2 Properties')).toBeVisible();
  await expect(elevators.getByRole('cell').nth(3)).toHaveText('From Mar 1, 2025Until Mar 1, 2028');

  await linen.getByRole('link', { name: 'Linen Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Linen Service' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveText([
    'Contract StartJanuary 5, 2025',
    'Evaluation PeriodApril 10, 2025 - October 7, 2025',
    'Non-Renewal Notice DateOctober 7, 2025',
    /^Contract EndJanuary 5, 2026(\d+ days? remaining|Contract has expired)$/,
  ]);
  const frame = page.getByTitle('Preview of linen-service.pdf');
  await expect(frame).toBeVisible();
  const inline = await page.request.get((await frame.getAttribute('src')) ?? '');
  expect(inline.status()).toBe(200);
  expect(inline.headers()['content-type']).toContain('application/pdf');
  expect((await inline.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The workspace is no longer empty: the same backup again is refused in the server's words.
  await page.goto('/app/admin/workspace');
  await restore.getByLabel('Backup file').setInputFiles(zipPath);
  await dialog.getByRole('button', { name: 'Restore backup' }).click();
  await expect(restore.getByRole('alert')).toHaveText(
    'A backup is restored only into an empty workspace: this one already has properties, vendors, contracts or drafts',
  );
});
