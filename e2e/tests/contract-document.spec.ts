import { expect, type Page, test } from '@playwright/test';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { CHROMIUM_PATH, launchOptions } from '../support/browsers.mjs';
import { minimalPdf, nextStep, stepHeading } from '../support/contracts.ts';
import { addProperty, addVendor } from '../support/records.ts';
import { DATES_SHOWN } from '../support/zones.ts';

// This journey waits for the document in Chromium's own PDF viewer, which the headless shell the other
// journeys run in has not (support/browsers.mjs).
test.use({ launchOptions: launchOptions(CHROMIUM_PATH) });

function timeline(page: Page) {
  return page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
}

test(
  'an admin uploads a PDF contract, reads its dates and document, edits, downloads and deletes it',
  DATES_SHOWN,
  async ({ page }) => {
    // The longest journey (sign-up, upload, reading, the PDF viewer, edit, download, delete): beside the
    // scanned-contract journey's recognition on two cores it has taken 59 s of the default 60.
    test.setTimeout(120_000);
    const email = uniqueEmail('contracts');
    await registerVerified(page, 'Cora Contracts', email);
    await signIn(page, email);
    await addProperty(page, 'Harbour Hotel');
    await addVendor(page, 'Acme Linen');

    await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No contracts' })).toBeVisible();
    await expect(page.getByText('Get started by creating a new contract.')).toBeVisible();
    await page.getByRole('link', { name: 'Upload Contract' }).first().click();
    await expect(page).toHaveURL(/\/app\/upload$/);

    await expect(stepHeading(page, 'Basic Information')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(/^Contract Name/).fill('Linen Service');
    await page.getByLabel(/^Property/).selectOption({ label: 'Harbour Hotel' });
    await page.getByLabel(/^Category/).selectOption('service');
    await page.getByLabel(/^Start Date/).fill('2025-01-05');
    await page.getByLabel(/^Vendor/).selectOption({ label: 'Acme Linen' });
    await nextStep(page);
    await expect(stepHeading(page, 'Document Upload')).toBeVisible();
    await page.getByLabel('Contract Document').setInputFiles({
      name: 'linen-service.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    });
    await expect(page.getByText('linen-service.pdf')).toBeVisible();
    await nextStep(page);
    await expect(stepHeading(page, 'Contract Lifecycle')).toBeVisible();
    await expect(page.getByText('Contract will end on Jan 5, 2026')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await nextStep(page);
    await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit Contract' }).click();
    await expect(page.getByText('Contract uploaded successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // The list: details, property, vendor and the short dates.
    const row = page.getByRole('row', { name: /Linen Service/ });
    await expect(row.getByRole('link', { name: 'Linen Service' })).toBeVisible();
    await expect(row.getByText('service', { exact: true })).toBeVisible();
    await expect(row.getByText('Individual', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Harbour Hotel' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Acme Linen' })).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('From Jan 5, 2025Until Jan 5, 2026');
    expect(await seriousViolations(page)).toEqual([]);

    // The detail page: long dates, the property, and the document inline from a signed link.
    await row.getByRole('link', { name: 'Linen Service' }).click();
    await expect(page).toHaveURL(/\/app\/contracts\/[^/]+$/);
    const contractPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: 'Linen Service' })).toBeVisible();
    await expect(timeline(page)).toHaveText([
      'Contract StartJanuary 5, 2025',
      'Evaluation PeriodApril 10, 2025 - October 7, 2025',
      'Non-Renewal Notice DateOctober 7, 2025',
      /^Contract EndJanuary 5, 2026(\d+ days? remaining|Contract has expired)$/,
    ]);
    await expect(
      page
        .getByRole('region', { name: 'Property' })
        .getByRole('listitem')
        .filter({ hasText: 'Harbour Hotel' }),
    ).toContainText('Active');
    const frame = page.getByTitle('Preview of linen-service.pdf');
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())?.height).toBe(800);
    const src = await frame.getAttribute('src');
    expect(src).toBeTruthy();
    const inline = await page.request.get(src ?? '');
    expect(inline.status()).toBe(200);
    expect(inline.headers()['content-type']).toContain('application/pdf');
    expect(inline.headers()['content-disposition']).toMatch(/^inline/);
    expect((await inline.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    // The upload's toast gone first: fading out, its text is measured against what shows through it.
    await expect(page.getByText('Contract uploaded successfully')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    // Edit: two years instead of one.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`${contractPath}/edit$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Contract' })).toBeVisible();
    await expect(page.getByLabel(/^Contract Name/)).toHaveValue('Linen Service');
    expect(await seriousViolations(page)).toEqual([]);
    await nextStep(page);
    await expect(page.getByText('linen-service.pdf')).toBeVisible();
    await nextStep(page);
    await page.getByLabel('Contract duration').fill('2');
    await expect(page.getByText('Contract will end on Jan 5, 2027')).toBeVisible();
    await nextStep(page);
    await page.getByRole('button', { name: 'Submit Contract' }).click();
    await expect(page.getByText('Contract updated successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${contractPath}$`));
    await expect(timeline(page).last()).toContainText('January 5, 2027');
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await expect(
      page
        .getByRole('row', { name: /Linen Service/ })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('From Jan 5, 2025Until Jan 5, 2027');

    // Download: a fresh link that answers the file as an attachment with its own name.
    await page.getByRole('link', { name: 'Linen Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Linen Service' })).toBeVisible();
    await page.evaluate(() => {
      window.open = (url?: string | URL) => {
        document.body.dataset.opened = String(url);
        return null;
      };
    });
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('Download started')).toBeVisible();
    const opened = await page.evaluate(() => document.body.dataset.opened ?? '');
    const attachment = await page.request.get(opened);
    expect(attachment.status()).toBe(200);
    expect(attachment.headers()['content-disposition']).toMatch(/^attachment/);
    expect(attachment.headers()['content-disposition']).toContain('linen-service.pdf');

    // Delete, after the confirmation, once the document has loaded in Chromium's PDF viewer, as a person
    // would have seen it: the viewer opens the document in a frame of its own a moment after the preview
    // frame has loaded, and a confirmation open at that moment closes unanswered, as if cancelled.
    const viewerDocument = async () => {
      const frame = page.frames().find((f) => f.parentFrame()?.url().startsWith('chrome-extension://'));
      if (!frame) return 'none';
      await frame.waitForLoadState('load');
      return 'loaded';
    };
    await expect.poll(viewerDocument).toBe('loaded');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(
        'Are you sure you want to delete this contract? This action cannot be undone.',
      );
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Contract deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'No contracts' })).toBeVisible();
    await page.goto(contractPath);
    await expect(page.getByText('Contract not found')).toBeVisible();
  },
);
