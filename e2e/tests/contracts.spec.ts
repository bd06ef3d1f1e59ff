import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { buildTextPdf } from '../../apps/server/test/support/pdf.ts';
import { authorization, PASSWORD, registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { minimalPdf, nextStep, stepHeading } from '../support/contracts.ts';
import { linkFromMail } from '../support/mail.ts';
import { addProperty, addVendor, type Ref, uploadThroughApi } from '../support/records.ts';
import { DATES_SHOWN } from '../support/zones.ts';

/** The file a contract made through the API carries. */
const agreementPdf = () => ({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });

// A vendor agreement as operators sign them: its dates are stated in the opening and the term clause.
const LINEN_AGREEMENT = [
  [
    'LINEN SERVICES AGREEMENT',
    'This Linen Services Agreement (the "Agreement") is entered into as of March 1, 2025 (the',
    '"Effective Date") by and between Harbour Hotels LLC, a Delaware limited liability company',
    '("Client"), and Acme Linen Inc., a California corporation ("Supplier").',
    "1. Services. Supplier shall launder, press and deliver the bed linen of Client's hotels.",
  ],
  [
    '2. Term. The initial term of this Agreement shall be three (3) years from the Effective Date.',
    'Thereafter this Agreement shall automatically renew for successive one (1) year terms unless',
    'either party gives written notice of non-renewal at least sixty (60) days prior to the',
    'expiration of the then current term.',
  ],
];

test(
  'Keydate reads an agreement: the wizard proposes its dates, and a search finds its words',
  DATES_SHOWN,
  async ({ page }) => {
    const email = uniqueEmail('reading');
    await registerVerified(page, 'Rhea Reader', email);
    await signIn(page, email);
    await addProperty(page, 'Harbour Hotel');
    await addVendor(page, 'Acme Linen');

    await page.goto('/app/upload');
    await expect(stepHeading(page, 'Basic Information')).toBeVisible();
    await page.getByLabel(/^Contract Name/).fill('Linen');
    await page.getByLabel(/^Property/).selectOption({ label: 'Harbour Hotel' });
    await page.getByLabel(/^Category/).selectOption('service');
    await page.getByLabel(/^Start Date/).fill('2025-01-05');
    await nextStep(page);
    await page.getByLabel('Contract Document').setInputFiles({
      name: 'linen-agreement.pdf',
      mimeType: 'application/pdf',
      buffer: buildTextPdf(LINEN_AGREEMENT),
    });
    await expect(page.getByRole('status')).toHaveText(
      'The document was read: 6 key dates and terms are proposed on the next step.',
    );
    await nextStep(page);
    await expect(stepHeading(page, 'Contract Lifecycle')).toBeVisible();
    await expect(
      page.getByText(
        'Found on page 2: ‘2. Term. The initial term of this Agreement shall be three (3) years from the Effective Date.’',
      ),
    ).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing is used until chosen; then each value goes to its field.
    await expect(page.getByText('Contract will end on Jan 5, 2026')).toBeVisible();
    await page.getByRole('button', { name: 'Use March 1, 2025 as the start date' }).click();
    await page.getByRole('button', { name: 'Use 3 years as the contract duration', exact: true }).click();
    await page.getByRole('button', { name: 'Use 60 days as the non-renewal notice' }).click();
    await page.getByRole('button', { name: 'Use Acme Linen as the vendor' }).click();
    await expect(page.getByText('Contract will end on Mar 1, 2028')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: /^Non-renewal notice due/ })).toHaveValue('60');
    await nextStep(page);
    await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Contract' }).click();
    await expect(page.getByText('Contract uploaded successfully')).toBeVisible();

    // The contract's page shows what the document states once it is read, and no difference from the
    // stored dates.
    await page.getByRole('link', { name: 'Linen', exact: true }).click();
    const facts = page.getByRole('region', { name: 'From the document' });
    await expect(facts.getByText('March 1, 2028')).toBeVisible();
    await expect(facts.getByRole('list', { name: 'Differences' })).toHaveCount(0);

    // A phrase only the document holds finds the contract, the words marked in the passage shown.
    await page.goto('/app/dashboard');
    await page.getByRole('searchbox', { name: 'Search contracts' }).fill('bed linen');
    const passage = page.getByTestId('document-passage');
    await expect(passage).toContainText('press and deliver the bed linen');
    await expect(passage.locator('mark')).toHaveText(['bed', 'linen']);
  },
);

test('an MSA covers three properties chosen with Select All', async ({ page }) => {
  const email = uniqueEmail('msa');
  await registerVerified(page, 'Mia Msa', email);
  await signIn(page, email);
  for (const name of ['Harbour Hotel', 'Lakeside Inn', 'City Lodge']) await addProperty(page, name);

  await page.goto('/app/upload');
  await expect(stepHeading(page, 'Basic Information')).toBeVisible();
  await page.getByLabel(/^Contract Name/).fill('Elevator Maintenance');
  await page.getByRole('radio', { name: /^MSA/ }).check();
  await page.getByRole('checkbox', { name: 'Select All' }).check();
  await expect(page.getByText('3 properties selected')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(/^Category/).selectOption('Maintenance');
  await page.getByLabel(/^Start Date/).fill('2025-03-01');
  await nextStep(page);
  await page.getByLabel('Contract Document').setInputFiles({
    name: 'elevators.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Elevator maintenance'),
  });
  await nextStep(page);
  await nextStep(page);
  await page.getByRole('button', { name: 'Submit Contract' }).click();
  await expect(page.getByText('Contract uploaded successfully')).toBeVisible();

  const row = page.getByRole('row', { name: /Elevator Maintenance/ });
  await expect(row.getByText('MSA', { exact: true })).toBeVisible();
  await expect(row.getByText('3 Properties')).toBeVisible();
  const names = row.getByText('City Lodge, Harbour Hotel, Lakeside Inn');
  await expect(names).toHaveAttribute('title', 'City Lodge, Harbour Hotel, Lakeside Inn');
  await expect(row.getByRole('cell', { name: '-', exact: true })).toBeVisible();

  await row.getByRole('link', { name: 'Elevator Maintenance' }).click();
  const properties = page.getByRole('region', { name: 'Properties' }).getByRole('listitem');
  await expect(properties).toHaveText(['City LodgeActive', 'Harbour HotelActive', 'Lakeside InnActive']);
});

test('an upload whose answer is lost on the way, sent again, makes one contract', async ({ page }) => {
  const email = uniqueEmail('retry');
  await registerVerified(page, 'Rita Retry', email);
  await signIn(page, email);
  await addProperty(page, 'Harbour Hotel');

  await page.goto('/app/upload');
  await page.getByLabel(/^Contract Name/).fill('Laundry Service');
  await page.getByLabel(/^Property/).selectOption({ label: 'Harbour Hotel' });
  await page.getByLabel(/^Category/).selectOption('service');
  await page.getByLabel(/^Start Date/).fill('2025-02-01');
  await nextStep(page);
  await page.getByLabel('Contract Document').setInputFiles({
    name: 'laundry.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Laundry service'),
  });
  await nextStep(page);
  await nextStep(page);

  // The server creates the contract, but the connection drops before its answer reaches the browser.
  let created = 0;
  await page.route('**/api/contracts/upload', async (route) => {
    const answer = await route.fetch();
    if (answer.status() === 201) created += 1;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Submit Contract' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload contract' })).toBeVisible();
  expect(created).toBe(1);
  await page.unroute('**/api/contracts/upload');

  await page.getByRole('button', { name: 'Submit Contract' }).click();
  await expect(page.getByText('Contract uploaded successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('row', { name: /Laundry Service/ })).toHaveCount(1);
  const listed = await page.request.get('/api/contracts', { headers: await authorization(page) });
  expect(((await listed.json()) as Ref[]).length).toBe(1);
});

test('the dashboard searches, filters, sorts, pages and exports 25 contracts, and keeps it all in the address', async ({
  page,
}) => {
  const email = uniqueEmail('list');
  await registerVerified(page, 'Lou List', email);
  await signIn(page, email);
  const harbour = await addProperty(page, 'Harbour Hotel');
  const lakeside = await addProperty(page, 'Lakeside Inn');
  const acme = await addVendor(page, 'Acme Linen');
  const bright = await addVendor(page, 'Bright Elevators');
  const types = ['service', 'Maintenance', 'Utilities', 'Software', 'Insurance'] as const;
  const ids: string[] = [];
  for (let i = 1; i <= 25; i++) {
    const created = await uploadThroughApi(
      page,
      {
        name: `Contract ${String(i).padStart(2, '0')}`,
        agreementType: 'INDIVIDUAL',
        contractType: types[i % types.length],
        // Later contracts start earlier, so date order is the reverse of name order.
        startDate: `20${String(40 - i).padStart(2, '0')}-01-05`,
        propertyId: i % 2 === 0 ? lakeside._id : harbour._id,
        vendorId: i % 5 === 0 ? bright._id : i % 5 === 1 ? null : acme._id,
      },
      agreementPdf(),
    );
    ids.push(created._id);
  }
  // One terminated, for the Status filter.
  const terminated = await page.request.put(`/api/contracts/${ids[6]}`, {
    headers: await authorization(page),
    data: { status: 'terminated' },
  });
  expect(terminated.status()).toBe(200);

  await page.goto('/app/dashboard');
  const rows = page.getByRole('table').getByRole('row');
  const firstName = () => page.getByRole('table').getByRole('link').first();
  await expect(page.getByText('Showing 1 to 10 of 25 results')).toBeVisible();
  await expect(firstName()).toHaveText('Contract 01');
  await expect(rows).toHaveCount(11);
  expect(await seriousViolations(page)).toEqual([]);

  // Paging: numbers, Next and Previous, all in the address.
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByText('Showing 21 to 25 of 25 results')).toBeVisible();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Showing 11 to 20 of 25 results')).toBeVisible();
  await expect(firstName()).toHaveText('Contract 11');

  // Back from a contract brings the same page back.
  await page.getByRole('link', { name: 'Contract 12' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract 12' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(firstName()).toHaveText('Contract 11');

  // Sorting starts again from page 1; a second click turns the direction.
  const header = (name: string) => page.getByRole('columnheader', { name });
  await header('Contract Details').getByRole('button').click();
  await expect(header('Contract Details')).toHaveAttribute('aria-sort', 'descending');
  await expect(firstName()).toHaveText('Contract 25');
  await expect(page.getByText('Showing 1 to 10 of 25 results')).toBeVisible();
  await header('Contract Details').getByRole('button').click();
  await expect(firstName()).toHaveText('Contract 01');
  await header('Dates').getByRole('button').click();
  await expect(header('Dates')).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstName()).toHaveText('Contract 25');
  await header('Vendor').getByRole('button').click();
  await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(
    'Acme Linen',
  );
  await header('Vendor').getByRole('button').click();
  await expect(header('Vendor')).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=vendor&order=desc/);
  await header('Contract Details').getByRole('button').click();

  // Search (case-insensitive) from page 1.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByRole('searchbox', { name: 'Search contracts' }).fill('contract 07');
  await expect(rows).toHaveCount(2);
  await expect(firstName()).toHaveText('Contract 07');
  await expect(page).toHaveURL(/\?q=contract\+07$/);
  await page.getByRole('searchbox', { name: 'Search contracts' }).fill('');
  await expect(page.getByText('Showing 1 to 10 of 25 results')).toBeVisible();

  // Each filter; Clear Filters only while one is set.
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Filters' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Property').selectOption({ label: 'Lakeside Inn' });
  await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();
  // The export holds the view: all 12 of Lakeside's contracts, not the page of 10, in its order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contracts-\d{4}-\d{2}-\d{2}\.csv$/);
  const register = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const lines = register.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'Id,Name,Type,Properties,Vendor,Category,Start,End,Evaluation start,Notice date,Days left,Status,Document,Link,Renews for,Owner',
  );
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(
    Array.from({ length: 12 }, (_, i) => `Contract ${String(2 * (i + 1)).padStart(2, '0')}`),
  );
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
  await page.getByLabel('Vendor').selectOption({ label: 'Bright Elevators' });
  await expect(rows).toHaveCount(3); // 10 and 20
  await expect(page.getByRole('link', { name: 'Contract 10' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  await expect(page.getByText('Showing 1 to 10 of 25 results')).toBeVisible();
  await page.getByLabel('Contract Type').selectOption('Utilities');
  await expect(rows).toHaveCount(6); // 2, 7, 12, 17, 22
  await page.getByLabel('Status').selectOption('terminated');
  await expect(rows).toHaveCount(2);
  await expect(firstName()).toHaveText('Contract 07');
  await expect(page.getByRole('table').getByText('terminated')).toBeVisible();
  await page.getByLabel('Contract Type').selectOption('Software');
  await expect(page.getByRole('table').getByText('No contracts found')).toBeVisible();

  // A shared link opens the same list.
  const shared = page.url();
  await page.goto('/app/dashboard');
  await expect(page.getByText('Showing 1 to 10 of 25 results')).toBeVisible();
  await page.goto(shared);
  await expect(page.getByLabel('Contract Type')).toHaveValue('Software');
  await expect(page.getByLabel('Status')).toHaveValue('terminated');
  await expect(page.getByRole('table').getByText('No contracts found')).toBeVisible();
});

test('a user sees a contract and its document but no Edit, Download or Delete', async ({ page }) => {
  const adminEmail = uniqueEmail('owner');
  const userEmail = uniqueEmail('reader');
  await registerVerified(page, 'Owen Owner', adminEmail);
  await signIn(page, adminEmail);
  const harbour = await addProperty(page, 'Harbour Hotel');
  const contract = await uploadThroughApi(
    page,
    {
      name: 'Laundry Service',
      contractType: 'service',
      startDate: '2025-01-05',
      propertyId: harbour._id,
    },
    agreementPdf(),
  );
  const added = await page.request.post('/api/users', {
    headers: await authorization(page),
    data: { name: 'Rae Reader', email: userEmail, password: PASSWORD, role: 'user' },
  });
  expect(added.status()).toBe(201);
  const link = await linkFromMail(userEmail, '/verify-email/');
  const verified = await page.request.get(`/api/auth/verify/${new URL(link).pathname.split('/').pop()}`);
  expect(verified.status()).toBe(200);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, userEmail);
  await page.getByRole('link', { name: 'Laundry Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Laundry Service' })).toBeVisible();
  await expect(page.getByTitle('Preview of agreement.pdf')).toBeVisible();
  for (const name of ['Edit', 'Download', 'Delete', 'Terminate']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  // The edit page sends a user back to the contract.
  await page.goto(`/app/contracts/${contract._id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/app/contracts/${contract._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Laundry Service' })).toBeVisible();
});
