import { asCalendarDate, MSG, type TDocumentAnalysis, type TDocumentFacts } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json } from '../../../test/fake-server.ts';
import { startFakeUploads } from '../../../test/fake-uploads.ts';
import { buildContract } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  ANALYZE,
  documentFact as fact,
  fillBasics,
  freshLinen,
  nextButton,
  pdfFile,
  renderEditWizard,
  stepHeading,
  wizardServer,
} from './wizard-test-kit.tsx';

const day = asCalendarDate;

const FACTS: TDocumentFacts = {
  title: fact('LINEN SERVICES AGREEMENT'),
  parties: fact(['Harbour Hotels LLC', 'FRESH LINEN COMPANY']),
  effectiveDate: fact(day('2025-03-01'), 1, 'effective as of March 1, 2025 (the “Effective Date”)'),
  initialTerm: fact({ value: 3, unit: 'YEARS' as const }, 2, '…for a period of three (3) years from…'),
  expirationDate: fact(day('2028-03-01'), 2, '…three (3) years from the Effective Date…'),
  renewalTerm: fact({ value: 1, unit: 'YEARS' as const }, 2, '…renew for successive one (1) year terms…'),
  noticePeriod: fact({ value: 3, unit: 'MONTHS' as const }, 3, '…three (3) months prior to the expiration…'),
};
const analysis = (facts: TDocumentFacts = FACTS, textLayer = true): TDocumentAnalysis => ({
  textLayer,
  pages: 3,
  recognisedPages: [],
  suggestions: facts,
});

const noticeInput = () => screen.getByRole('spinbutton', { name: /^Non-renewal notice due/ });
const importantDate = (label: string) =>
  within(screen.getByRole('region', { name: MSG.importantDates })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;
const offersPanel = () => screen.getByRole('region', { name: 'From the document' });
const useButton = (name: string) => screen.getByRole('button', { name });

async function chooseAndGoOn(user: ReturnType<typeof renderApp>['user']) {
  await user.upload(screen.getByLabelText('Contract Document'), pdfFile());
  await user.click(nextButton());
  await stepHeading('Contract Lifecycle');
}

describe('contract wizard: values proposed from the document', () => {
  it('reads the chosen file while the person goes on, and changes nothing until Use is chosen', async () => {
    const server = wizardServer();
    const answer = deferred();
    server.on(ANALYZE, () => answer.promise);
    const { user } = renderApp('/app/upload');
    await fillBasics(user, { name: 'Linen service', startDate: '2025-01-05' });

    await user.upload(screen.getByLabelText('Contract Document'), pdfFile());
    expect(screen.getByRole('status').textContent).toBe('Reading the document…');
    const [call] = server.calls(ANALYZE);
    expect(call?.authorization).toBe('Bearer test-token');
    expect((call?.body as FormData | undefined)?.get('file')).toMatchObject({ name: 'linen-agreement.pdf' });

    // Reading never holds up Next; the lifecycle step says it is still reading.
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
    expect(within(offersPanel()).getByRole('status').textContent).toBe('Reading the document…');
    // A value typed meanwhile is the person's, and stays so when the proposals arrive.
    await user.clear(noticeInput());
    await user.type(noticeInput(), '60');

    answer.resolve(json(200, analysis()));
    expect(await screen.findByText('Initial term:')).toBeTruthy();
    expect(noticeInput()).toHaveProperty('value', '60');
    expect(screen.getByLabelText('Contract duration')).toHaveProperty('value', '1');
    expect(importantDate(MSG.contractStarts)).toBe('Jan 5, 2025');

    // Each value comes with the sentence and page it was read from.
    const notice = within(screen.getByRole('list', { name: 'Notice proposed from the document' }));
    expect(notice.getByText('3 months')).toBeTruthy();
    expect(notice.getByText('Found on page 3: ‘…three (3) months prior to the expiration…’')).toBeTruthy();
    expect(
      within(offersPanel()).getByText(
        'Found on page 1: ‘effective as of March 1, 2025 (the “Effective Date”)’',
      ),
    ).toBeTruthy();
    // The renewal term is offered beside the renewal control, not in the panel above the fields.
    expect(within(offersPanel()).queryByText('Renews for:')).toBeNull();
    const renewal = within(screen.getByRole('list', { name: 'Renewal proposed from the document' }));
    expect(renewal.getByText('1 year')).toBeTruthy();
    expect(renewal.getByText('Found on page 2: ‘…renew for successive one (1) year terms…’')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'Renews automatically unless notice is given' }),
    ).toHaveProperty('checked', false);
  });

  it('puts each chosen value in its field, counting a notice in months as days before the end', async () => {
    const server = wizardServer();
    server.on(ANALYZE, json(200, analysis()));
    const uploads = startFakeUploads({
      'POST /api/contracts/upload': { status: 201, body: buildContract({ _id: 'c-new' }) },
    });
    const { user } = renderApp('/app/upload');
    await fillBasics(user, { name: 'Linen service', startDate: '2025-01-05' });
    await chooseAndGoOn(user);
    await screen.findByText('Initial term:');

    // The vendor chosen on the first step is the one among the parties.
    expect(within(offersPanel()).getByText('Fresh Linen Co')).toBeTruthy();
    expect(within(offersPanel()).queryByRole('button', { name: /as the vendor$/ })).toBeNull();

    await user.click(useButton('Use March 1, 2025 as the start date'));
    expect(importantDate(MSG.contractStarts)).toBe('Mar 1, 2025');
    await user.click(useButton('Use Linen Services Agreement as the contract name'));
    await user.click(useButton('Use 3 years as the contract duration'));
    expect(screen.getByLabelText('Contract duration')).toHaveProperty('value', '3');
    expect(screen.getByLabelText('Duration unit')).toHaveProperty('value', 'YEARS');
    expect(importantDate(MSG.contractEnds)).toBe('Mar 1, 2028');
    // Start, name, vendor, and the term and the stated end, which now agree: all in use.
    expect(screen.getAllByText('In use')).toHaveLength(5);

    // Three months before March 1, 2028 is December 1, 2027: 91 days.
    expect(screen.getByText('(91 days before this contract ends)')).toBeTruthy();
    await user.click(useButton('Use 91 days as the non-renewal notice'));
    expect(noticeInput()).toHaveProperty('value', '91');
    expect(importantDate(MSG.nonRenewalNoticeDate)).toBe('Dec 1, 2027');
    expect(screen.getAllByText('In use')).toHaveLength(6);

    await user.click(nextButton());
    await stepHeading('Review & Submit');
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    expect(await screen.findByText(MSG.contractUploaded)).toBeTruthy();
    const metadata = JSON.parse(String(uploads.calls('POST /api/contracts/upload')[0]?.form.get('metadata')));
    expect(metadata).toMatchObject({
      name: 'Linen Services Agreement',
      startDate: '2025-03-01T12:00:00.000Z',
      vendorId: freshLinen._id,
      lifecycle: {
        duration: { value: 3, unit: 'YEARS' },
        nonRenewalNotice: { triggerType: 'BEFORE_END', triggerValue: { value: 91, unit: 'DAYS' } },
      },
    });
  });

  it('sets the contract to renew for the renewal term the document states', async () => {
    const server = wizardServer();
    server.on(ANALYZE, json(200, analysis()));
    const uploads = startFakeUploads({
      'POST /api/contracts/upload': { status: 201, body: buildContract({ _id: 'c-new' }) },
    });
    const { user } = renderApp('/app/upload');
    await fillBasics(user, { name: 'Linen service', startDate: '2025-01-05' });
    await chooseAndGoOn(user);
    const renewal = () => within(screen.getByRole('list', { name: 'Renewal proposed from the document' }));
    await screen.findByText('Renews for:');

    // The document's term, not the contract duration (3 years once used).
    await user.click(useButton('Use 3 years as the contract duration'));
    await user.click(useButton('Use 1 year as the renewal term'));
    expect(
      screen.getByRole('checkbox', { name: 'Renews automatically unless notice is given' }),
    ).toHaveProperty('checked', true);
    expect(screen.getByRole('spinbutton', { name: 'Renewal term' })).toHaveProperty('value', '1');
    expect(screen.getByRole('combobox', { name: 'Renewal term unit' })).toHaveProperty('value', 'YEARS');
    expect(renewal().getByText('In use')).toBeTruthy();
    expect(screen.getByText('Then renews for 1 year at a time unless notice is given')).toBeTruthy();

    // Twelve months is not the term the document states: offered again, and used again.
    const termInput = screen.getByRole('spinbutton', { name: 'Renewal term' });
    await user.clear(termInput);
    await user.type(termInput, '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Renewal term unit' }), 'MONTHS');
    expect(screen.getByText('Then renews for 12 months at a time unless notice is given')).toBeTruthy();
    expect(renewal().queryByText('In use')).toBeNull();
    await user.click(useButton('Use 1 year as the renewal term'));
    expect(termInput).toHaveProperty('value', '1');
    expect(screen.getByRole('combobox', { name: 'Renewal term unit' })).toHaveProperty('value', 'YEARS');

    await user.click(nextButton());
    await stepHeading('Review & Submit');
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    expect(await screen.findByText(MSG.contractUploaded)).toBeTruthy();
    const metadata = JSON.parse(String(uploads.calls('POST /api/contracts/upload')[0]?.form.get('metadata')));
    expect(metadata.lifecycle).toMatchObject({
      duration: { value: 3, unit: 'YEARS' },
      renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } },
    });
  });

  it('offers a stated end as an exact duration, and a vendor found among the parties', async () => {
    const server = wizardServer();
    const { initialTerm: _term, ...facts } = FACTS;
    server.on(ANALYZE, json(200, analysis({ ...facts, expirationDate: fact(day('2026-01-04')) })));
    const { user } = renderApp('/app/upload');
    await stepHeading('Basic Information');
    await user.type(screen.getByLabelText(/^Contract Name/), 'Linen');
    await user.selectOptions(screen.getByLabelText(/^Property/), 'p-harbour');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'service');
    const start = screen.getByLabelText(/^Start Date/);
    await user.clear(start);
    await user.type(start, '2025-01-05');
    await user.click(nextButton());
    await stepHeading('Document Upload');
    await chooseAndGoOn(user);
    await screen.findByText('Ends on:');

    // January 5, 2025 to January 4, 2026 is a day short of a year: offered as the days it is.
    expect(screen.getByText('(364 days from the start date)')).toBeTruthy();
    await user.click(useButton('Use 364 days as the contract duration, to end on January 4, 2026'));
    expect(screen.getByLabelText('Duration unit')).toHaveProperty('value', 'DAYS');
    expect(importantDate(MSG.contractEnds)).toBe('Jan 4, 2026');

    await user.click(useButton('Use Fresh Linen Co as the vendor'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Basic Information');
    expect(screen.getByLabelText(/^Vendor/)).toHaveProperty('value', freshLinen._id);
  });

  it('says when the document has no text, or could not be read, and lets the person go on', async () => {
    const server = wizardServer();
    server.on(ANALYZE, json(200, analysis({}, false)));
    const { user } = renderApp('/app/upload');
    await fillBasics(user);
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('scan.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The document has no text to read (it may be a scanned image), so no dates are proposed.',
      ),
    );

    server.on(ANALYZE, json(429, { message: 'Too many documents are being read. Try again in a minute.' }));
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('busy.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Too many documents are being read. Try again in a minute. You can still go on and fill in the dates.',
      ),
    );
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
    expect(within(offersPanel()).getByRole('status').textContent).toContain('You can still go on');
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
  });

  it('does not send a file the upload would refuse: its own message says what is wrong', async () => {
    const server = wizardServer();
    server.on(ANALYZE, json(200, analysis()));
    const { user } = renderApp('/app/upload');
    await fillBasics(user);
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('huge.pdf', 10_485_761));
    expect(await screen.findByText(MSG.uploadTooLarge)).toBeTruthy();
    expect(screen.queryByText(/Reading the document/)).toBeNull();
    expect(server.calls(ANALYZE)).toHaveLength(0);
  });

  it('in edit mode proposes from the current document without reading it again', async () => {
    const server = wizardServer();
    const contract = buildContract({
      startDate: day('2025-03-01'),
      documentFacts: { noticePeriod: fact({ value: 60, unit: 'DAYS' as const }, 4, '…sixty (60) days…') },
    });
    const { user } = renderEditWizard(contract);
    await stepHeading('Basic Information');
    await user.click(nextButton());
    await stepHeading('Document Upload');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');

    await user.click(useButton('Use 60 days as the non-renewal notice'));
    expect(noticeInput()).toHaveProperty('value', '60');
    expect(server.calls(ANALYZE)).toHaveLength(0);
  });
});
