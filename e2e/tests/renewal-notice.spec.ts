import { expect, test } from '@playwright/test';
import { buildTextPdf } from '../../apps/server/test/support/pdf.ts';
import { authorization, registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test('the owner decides not to renew, downloads the notice letter as DOCX and PDF, records the notice as sent, and sees it all in the history', async ({
  page,
}) => {
  const email = uniqueEmail('notice');
  await registerVerified(page, 'Nora Notice', email);
  await signIn(page, email);
  const headers = await authorization(page);
  const property = await page.request.post('/api/properties', {
    headers,
    data: { name: 'Harbour Hotel', status: 'active' },
  });
  expect(property.status()).toBe(201);

  // Renewing yearly from the 15th eight months ago: the term ends in four months, its notice date (90
  // days before) is about a month away and its evaluation window is open.
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 8, 15, 12));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 15, 12));
  const created = await page.request.post('/api/contracts/upload', {
    headers,
    multipart: {
      metadata: JSON.stringify({
        name: 'Laundry Service',
        agreementType: 'INDIVIDUAL',
        contractType: 'service',
        startDate: isoDay(start),
        propertyId: ((await property.json()) as { _id: string })._id,
        lifecycle: {
          duration: { value: 1, unit: 'YEARS' },
          renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } },
        },
      }),
      file: { name: 'laundry.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { _id: string })._id;

  await page.goto(`/app/contracts/${id}`);
  const decision = page.getByRole('region', { name: 'Renewal decision' });
  await expect(decision.getByText('Awaiting decision: no decision recorded yet')).toBeVisible();
  await decision.getByRole('radio', { name: "Don't renew" }).check();
  await decision.getByLabel('Reason').selectOption({ label: 'Price' });
  await decision.getByLabel('Note').fill('A cheaper laundry was found');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(decision.getByText('Awaiting decision: no decision recorded yet')).toBeHidden();

  const notice = page.getByRole('region', { name: 'Non-renewal notice' });
  const downloadLetter = async (format: 'DOCX' | 'PDF') => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      notice.getByRole('button', { name: `Download letter (${format})` }).click(),
    ]);
    const letter = await download.createReadStream();
    const firstBytes: Buffer = await new Promise((resolve) =>
      letter.once('data', (chunk) => resolve(chunk as Buffer)),
    );
    return { name: download.suggestedFilename(), firstBytes };
  };
  // A Word file is a zip archive; a PDF starts with its header.
  const docx = await downloadLetter('DOCX');
  expect(docx.name).toBe('Notice of non-renewal - Laundry Service.docx');
  expect(docx.firstBytes.subarray(0, 2).toString()).toBe('PK');
  const pdf = await downloadLetter('PDF');
  expect(pdf.name).toBe('Notice of non-renewal - Laundry Service.pdf');
  expect(pdf.firstBytes.subarray(0, 5).toString()).toBe('%PDF-');

  await notice.getByLabel('Date sent').fill(isoDay(now));
  await notice.getByLabel('Channel').selectOption({ label: 'Registered mail' });
  await notice.getByLabel('Reference').fill('RR 123 456 789');
  await notice.getByRole('button', { name: 'Record notice as sent' }).click();
  const sentence = `Notice sent on ${longDate(now)}; ends on ${longDate(end)}`;
  await expect(notice.getByText(sentence)).toBeVisible();
  await expect(notice.getByText('RR 123 456 789')).toBeVisible();

  // The post office's receipt, attached as the proof of service, and downloaded back under its name.
  await notice.getByLabel('Attach receipt').setInputFiles({
    name: 'RR 123 456 789.pdf',
    mimeType: 'application/pdf',
    buffer: buildTextPdf([['Royal Mail: recorded delivery receipt RR 123 456 789']]),
  });
  await expect(notice.getByText('RR 123 456 789.pdf')).toBeVisible();
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(receipt.suggestedFilename()).toBe('RR 123 456 789.pdf');

  // The history keeps each step, newest first; and the contract still says so after a reload.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Notice receipt attached')).toBeVisible();
  await expect(history.getByText('Notice recorded as sent')).toBeVisible();
  await expect(history.getByText('Decision recorded')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Non-renewal notice' }).getByText(sentence)).toBeVisible();
});
