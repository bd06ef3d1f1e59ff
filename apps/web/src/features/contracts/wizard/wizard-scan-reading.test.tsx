import {
  API_MSG,
  asCalendarDate,
  COUNTED_FROM_AGREEMENT_DATE,
  type TDocumentAnalysis,
  type TDocumentFacts,
} from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, jsonLines } from '../../../test/fake-server.ts';
import { buildContract } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { foundOn, SCAN_MARK, SCAN_NOTICE } from '../found-on.ts';
import {
  ANALYZE,
  documentFact as fact,
  fillBasics,
  nextButton,
  pdfFile,
  renderEditWizard,
  stepHeading,
  wizardServer,
} from './wizard-test-kit.tsx';

const day = asCalendarDate;

const SCANNED: TDocumentFacts = {
  effectiveDate: fact(day('2025-03-03'), 1, 'This Agreement is made on March 3, 2025'),
  expirationDate: fact(day('2027-12-31'), 2, 'This Agreement ends on December 31, 2027.'),
};
const scanAnalysis = (recognisedPages = [1, 2]): TDocumentAnalysis => ({
  textLayer: true,
  pages: 2,
  recognisedPages,
  suggestions: SCANNED,
});

const offersPanel = () => screen.getByRole('region', { name: 'From the document' });
/** The sentence a fact was read from, with what is said beside it. */
const sourceOf = (found: { page: number; quote: string }) => screen.getByText(foundOn(found)).textContent;

describe('contract wizard: a scanned document', () => {
  it('says which page of the scan is being read, then proposes its dates, each marked as read from a scan', async () => {
    const server = wizardServer();
    const answer = jsonLines();
    server.on(ANALYZE, () => answer.response);
    const { user } = renderApp('/app/upload');
    await fillBasics(user);

    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('scan.pdf'));
    const [call] = server.calls(ANALYZE);
    expect(call?.accept).toBe('application/x-ndjson');
    expect(call?.authorization).toBe('Bearer test-token');
    // Before the first scanned page, the reading is only under way.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading the document…'));

    answer.send({ progress: { page: 1, pageCount: 2 } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading page 1 of 2'));
    expect(
      screen.getByRole('progressbar', { name: 'Reading page 1 of 2' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    answer.send({ progress: { page: 2, pageCount: 2 } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading page 2 of 2'));
    expect(
      screen.getByRole('progressbar', { name: 'Reading page 2 of 2' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(screen.queryByText(SCAN_NOTICE)).toBeNull();

    answer.send({ analysis: scanAnalysis() });
    answer.end();
    const status = screen.getByRole('status');
    expect(
      await within(status).findByText(
        'The document was read: 2 key dates and terms are proposed on the next step.',
      ),
    ).toBeTruthy();
    expect(within(status).getByText(SCAN_NOTICE)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
    expect(within(offersPanel()).getByText(SCAN_NOTICE)).toBeTruthy();
    const { effectiveDate, expirationDate } = SCANNED;
    if (!effectiveDate || !expirationDate) throw new Error('the scan states both dates');
    expect(sourceOf(effectiveDate)).toBe(`${foundOn(effectiveDate)}${SCAN_MARK}`);
    expect(sourceOf(expirationDate)).toBe(`${foundOn(expirationDate)}${SCAN_MARK}`);
    expect(screen.getByRole('button', { name: 'Use March 3, 2025 as the start date' })).toBeTruthy();
  });

  it('says beside an end what it was counted from, when that is weaker than its sentence', async () => {
    const server = wizardServer();
    const counted = {
      ...fact(
        day('2019-07-11'),
        2,
        'This Agreement shall continue for two (2) years from the Effective Date.',
      ),
      note: COUNTED_FROM_AGREEMENT_DATE,
    };
    const analysis: TDocumentAnalysis = {
      textLayer: true,
      pages: 2,
      recognisedPages: [],
      suggestions: { agreementDate: fact(day('2017-07-11')), expirationDate: counted },
    };
    server.on(ANALYZE, () => json(200, analysis));
    const { user } = renderApp('/app/upload');
    await fillBasics(user);
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('laundry.pdf'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^The document was read/));
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
    expect(sourceOf(counted)).toBe(`${foundOn(counted)} · ${COUNTED_FROM_AGREEMENT_DATE}`);
    expect(screen.queryByText(SCAN_NOTICE)).toBeNull();
  });

  it('marks only what was read on a scanned page, and says nothing of scans for a document with text', async () => {
    const server = wizardServer();
    server.on(ANALYZE, () => {
      const answer = jsonLines();
      answer.send({ progress: { page: 2, pageCount: 2 } });
      answer.send({ analysis: scanAnalysis([2]) });
      answer.end();
      return answer.response;
    });
    const { user } = renderApp('/app/upload');
    await fillBasics(user);
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('half-scanned.pdf'));
    expect(await screen.findByText(SCAN_NOTICE)).toBeTruthy();
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
    const { effectiveDate, expirationDate } = SCANNED;
    if (!effectiveDate || !expirationDate) throw new Error('the scan states both dates');
    expect(sourceOf(effectiveDate)).toBe(foundOn(effectiveDate));
    expect(sourceOf(expirationDate)).toBe(`${foundOn(expirationDate)}${SCAN_MARK}`);

    // A document with its own text: no line but the analysis, and no word of scans.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Document Upload');
    server.on(ANALYZE, () => {
      const answer = jsonLines();
      answer.send({ analysis: scanAnalysis([]) });
      answer.end();
      return answer.response;
    });
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('typed.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The document was read: 2 key dates and terms are proposed on the next step.',
      ),
    );
    expect(screen.queryByText(SCAN_NOTICE)).toBeNull();
    expect(screen.queryByText(SCAN_MARK.trim())).toBeNull();
  });

  it('shows an error line as the reading having failed, and lets the person go on', async () => {
    const server = wizardServer();
    server.on(ANALYZE, () => {
      const answer = jsonLines();
      answer.send({ progress: { page: 1, pageCount: 3 } });
      answer.send({ error: { message: API_MSG.temporarilyUnavailable } });
      answer.end();
      return answer.response;
    });
    const { user } = renderApp('/app/upload');
    await fillBasics(user);
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('scan.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `${API_MSG.temporarilyUnavailable} You can still go on and fill in the dates.`,
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
  });

  it('shows a refusal before the reading as it did, from its JSON answer', async () => {
    const server = wizardServer();
    server.on(ANALYZE, json(413, { message: 'The file is larger than 10MB.' }));
    const { user } = renderApp('/app/upload');
    await fillBasics(user);
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('big.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The file is larger than 10MB. You can still go on and fill in the dates.',
      ),
    );
  });

  it('abandons the reading of a scan when another file is chosen', async () => {
    const server = wizardServer();
    const first = jsonLines();
    server.on(ANALYZE, () => first.response);
    const { user } = renderApp('/app/upload');
    await fillBasics(user);
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('scan.pdf'));
    first.send({ progress: { page: 1, pageCount: 12 } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading page 1 of 12'));

    const second = jsonLines();
    server.on(ANALYZE, () => second.response);
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('other-scan.pdf'));
    const firstSignal = vi
      .mocked(fetch)
      .mock.calls.find(([input]) => String(input) === '/api/documents/analyze')?.[1]?.signal;
    expect(firstSignal?.aborted).toBe(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading the document…'));
    // The first reading, had it gone on, is not shown.
    first.send({ progress: { page: 2, pageCount: 12 } });
    second.send({ progress: { page: 1, pageCount: 2 } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading page 1 of 2'));
  });

  it('in edit mode says the current document was a scan, as its contract says', async () => {
    wizardServer();
    const notice = fact({ value: 60, unit: 'DAYS' as const }, 4, '…sixty (60) days…');
    const start = fact(day('2025-03-01'), 1, 'made as of March 1, 2025');
    const contract = buildContract({
      startDate: day('2025-03-01'),
      documentFacts: { effectiveDate: start, noticePeriod: notice },
      documentRecognisedPages: [4],
    });
    const { user } = renderEditWizard(contract);
    await stepHeading('Basic Information');
    await user.click(nextButton());
    await stepHeading('Document Upload');
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
    expect(within(offersPanel()).getByText(SCAN_NOTICE)).toBeTruthy();
    expect(sourceOf(notice)).toBe(`${foundOn(notice)}${SCAN_MARK}`);
    expect(sourceOf(start)).toBe(foundOn(start));
  });
});
