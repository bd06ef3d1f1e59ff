import { expect, type Page, test } from '@playwright/test';
import { buildTextPdf } from '../../apps/server/test/support/pdf.ts';
import { STRIP_HEIGHT, scanPdf } from '../../apps/server/test/support/scan-pdf.ts';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { addProperty } from '../support/records.ts';

const SCAN_NOTICE = 'Text recognised from a scanned document: check the dates against the document';
const SCAN_MARK = '· read from a scan';

const nextStep = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`${title.replace('&', '\\&')}$`) });

// A short page, so that its recognition takes seconds: the dates, and a word ('elevators') that only
// the document holds.
const AGREEMENT = [
  'This Agreement is made on March 3, 2025 between Harbor Hotels LLC and Lift Care Inc.',
  'Lift Care Inc. shall inspect and repair the elevators of the hotel every month.',
  'This Agreement ends on December 31, 2027.',
];

test('a scanned agreement: the wizard reads it page by page, says it was a scan, and a search finds its words', async ({
  page,
}) => {
  // The scan is recognised twice (in the wizard, then once the contract is saved), seconds each time.
  test.setTimeout(180_000);
  // A strip of a page three inches high: recognised in a fraction of a full page's time.
  const scan = await scanPdf(buildTextPdf([AGREEMENT], STRIP_HEIGHT));
  const email = uniqueEmail('scanned');
  await registerVerified(page, 'Sam Scanner', email);
  await signIn(page, email);
  await addProperty(page, 'Harbor Hotel');

  await page.goto('/app/upload');
  await expect(stepHeading(page, 'Basic Information')).toBeVisible();
  await page.getByLabel(/^Contract Name/).fill('Lift service');
  await page.getByLabel(/^Property/).selectOption({ label: 'Harbor Hotel' });
  await page.getByLabel(/^Category/).selectOption('service');
  await page.getByLabel(/^Start Date/).fill('2025-01-05');
  await nextStep(page);
  await expect(stepHeading(page, 'Document Upload')).toBeVisible();
  await page.getByLabel('Contract Document').setInputFiles({
    name: 'lift-agreement-scan.pdf',
    mimeType: 'application/pdf',
    buffer: scan,
  });

  // The reading says which scanned page it is on, then what it found, and that it was a scan.
  const status = page.getByRole('status');
  await expect(status.getByRole('progressbar', { name: 'Reading page 1 of 1' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(status).toContainText(/The document was read: \d+ key dates and terms are proposed/, {
    timeout: 60_000,
  });
  await expect(status.getByText(SCAN_NOTICE)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await nextStep(page);
  await expect(stepHeading(page, 'Contract Lifecycle')).toBeVisible();
  const offers = page.getByRole('region', { name: 'From the document' });
  await expect(offers.getByText(SCAN_NOTICE)).toBeVisible();
  // Each value read on the scanned page says so beside its sentence.
  for (const offer of [/^(Dated|Effective date): March 3, 2025/, /^Ends on: December 31, 2027/]) {
    await expect(page.getByRole('listitem').filter({ hasText: offer })).toContainText(SCAN_MARK);
  }
  await page.getByRole('button', { name: 'Use March 3, 2025 as the start date' }).click();
  await page.getByRole('button', { name: /as the contract duration, to end on December 31, 2027$/ }).click();
  await expect(page.getByText('Contract will end on Dec 31, 2027')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await nextStep(page);
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Contract' }).click();
  await expect(page.getByText('Contract uploaded successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The document is read again in the background once saved: the search finds its words once it is.
  const search = page.getByRole('searchbox', { name: 'Search contracts' });
  const passage = page.getByTestId('document-passage');
  await expect(async () => {
    await search.fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await search.fill('elevators');
    await expect(page).toHaveURL(/[?&]q=elevators/);
    await expect(passage).toContainText('repair the elevators', { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(passage.locator('mark')).toHaveText(['elevators']);

  // The contract's page says so too, beside what the document states.
  await page.getByRole('link', { name: 'Lift service', exact: true }).click();
  const facts = page.getByRole('region', { name: 'From the document' });
  await expect(facts.getByText(SCAN_NOTICE)).toBeVisible();
  await expect(facts.getByText('December 31, 2027', { exact: true })).toBeVisible();
  await expect(facts.getByText('Found on page 1: ‘This Agreement ends on December 31, 2027.’')).toContainText(
    SCAN_MARK,
  );
  await expect(facts.getByRole('list', { name: 'Differences' })).toHaveCount(0);
});
