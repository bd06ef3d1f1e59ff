import {
  asCalendarDate,
  defaultLifecycle,
  FILE_INPUT_ACCEPT,
  MSG,
  MSG_FN,
  type TContract,
  type THistoryEntry,
  type TNoticeSent,
} from '@keydate/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCAN_NOTICE } from '../features/contracts/found-on.ts';
import { pdfFile } from '../features/contracts/wizard/wizard-test-kit.tsx';
import { deferred, type FakeServer, json, startFakeServer } from '../test/fake-server.ts';
import { deferredUpload, startFakeUploads } from '../test/fake-uploads.ts';
import { buildContract, buildDecision, buildMember, buildUser } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

const linen = buildContract();
const paperOnly = buildContract({ documentKey: null, documentName: null, documentUrl: null });
const VIEW_URL = '/api/documents/w-1/linen-key?expires=1&signature=abc';

/** Today as the detail page sees it; only Date is faked, so timers and user events stay real. */
function today(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

function serverWith(contract: TContract = linen, role: 'admin' | 'user' = 'admin'): FakeServer {
  const server = startFakeServer({
    [`GET /api/contracts/${contract._id}`]: json(200, contract),
    [`GET /api/contracts/${contract._id}/view`]: json(200, { url: VIEW_URL }),
    [`GET /api/contracts/${contract._id}/history`]: json(200, []),
  });
  signedInAs(server, buildUser(role === 'admin' ? {} : { _id: 'u-uma', role: 'user' }));
  return server;
}

const timelineText = async () => {
  const timeline = await screen.findByRole('region', { name: 'Timeline' });
  return within(timeline)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('contract detail page', () => {
  it('shows the timeline in long form, the same in every browser time zone', async () => {
    for (const [zone, offset] of [
      ['UTC', 0],
      ['America/Los_Angeles', 420],
      ['Pacific/Auckland', -720],
    ] as const) {
      process.env.TZ = zone;
      today('2025-06-01T23:30:00.000Z');
      // The zone really is in force for this render.
      expect(new Date().getTimezoneOffset()).toBe(offset);
      serverWith();
      renderApp('/app/contracts/c-linen');

      expect(await timelineText()).toEqual([
        'Contract StartJanuary 5, 2025',
        'Evaluation PeriodApril 10, 2025 - October 7, 2025',
        'Non-Renewal Notice DateOctober 7, 2025',
        'Contract EndJanuary 5, 2026218 days remaining',
      ]);
      expect(screen.queryByRole('region', { name: /^Contract Expir/ })).toBeNull();
      cleanup();
      vi.useRealTimers();
    }
  });

  it('says which term of an automatically renewing contract runs today, whose dates the timeline shows', async () => {
    today('2027-06-01T12:00:00.000Z');
    serverWith(
      buildContract({
        lifecycle: {
          ...defaultLifecycle(),
          renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } },
        },
        term: { number: 3, startDate: asCalendarDate('2027-01-05') },
        endDate: asCalendarDate('2028-01-05'),
        renewalWindowStart: asCalendarDate('2027-04-10'),
        renewalWindowEnd: asCalendarDate('2027-10-07'),
        nonRenewalNoticeStart: asCalendarDate('2027-10-07'),
      }),
    );
    renderApp('/app/contracts/c-linen');

    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(
      within(timeline).getByText('Term 3 of an automatically renewing agreement, since January 5, 2027'),
    ).toBeTruthy();
    expect(within(timeline).getByText('Renews for 1 year at a time unless notice is given')).toBeTruthy();
    expect(await timelineText()).toEqual([
      'Contract StartJanuary 5, 2025',
      'Evaluation PeriodApril 10, 2027 - October 7, 2027',
      'Non-Renewal Notice DateOctober 7, 2027',
      `Contract EndJanuary 5, 2028${MSG_FN.daysRemaining(218)}`,
    ]);
    cleanup();

    // A contract that does not renew says nothing of terms.
    serverWith();
    renderApp('/app/contracts/c-linen');
    const plain = await screen.findByRole('region', { name: 'Timeline' });
    expect(within(plain).getByText('Contract End')).toBeTruthy();
    expect(within(plain).queryByText(/automatically renewing/)).toBeNull();
    expect(within(plain).queryByText(/^Renews for/)).toBeNull();
    vi.useRealTimers();
  });

  it('shows what the document states beside the stored dates, with each sentence, and where they differ', async () => {
    const quote = '…written notice of non-renewal at least sixty (60) days prior to the expiration…';
    serverWith(
      buildContract({
        documentFacts: {
          effectiveDate: {
            value: asCalendarDate('2025-01-05'),
            quote: 'made as of January 5, 2025',
            page: 1,
          },
          noticePeriod: { value: { value: 60, unit: 'DAYS' }, quote, page: 3 },
        },
      }),
    );
    renderApp('/app/contracts/c-linen');

    const facts = await screen.findByRole('region', { name: 'From the document' });
    expect(within(facts).getByText('Notice period').nextElementSibling?.textContent).toBe('60 days');
    expect(within(facts).getByText(`Found on page 3: ‘${quote}’`)).toBeTruthy();
    expect(within(facts).getByText('January 5, 2025')).toBeTruthy();
    expect(
      within(within(facts).getByRole('list', { name: 'Differences' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(
      within(facts).getByText('The document says notice of 60 days; this contract uses 90 days.'),
    ).toBeTruthy();
  });

  it('says when the document was a scan, and marks each fact read on a scanned page', async () => {
    const start = 'This Agreement is made on March 3, 2025';
    const end = 'This Agreement ends on December 31, 2027.';
    serverWith(
      buildContract({
        documentFacts: {
          effectiveDate: { value: asCalendarDate('2025-01-05'), quote: start, page: 1 },
          expirationDate: { value: asCalendarDate('2026-01-05'), quote: end, page: 2 },
        },
        documentRecognisedPages: [2],
      }),
    );
    renderApp('/app/contracts/c-linen');

    const facts = within(await screen.findByRole('region', { name: 'From the document' }));
    expect(facts.getByText(SCAN_NOTICE)).toBeTruthy();
    expect(facts.getByText(`Found on page 1: ‘${start}’`).textContent).toBe(`Found on page 1: ‘${start}’`);
    expect(facts.getByText(`Found on page 2: ‘${end}’`).textContent).toBe(
      `Found on page 2: ‘${end}’ · read from a scan`,
    );
    cleanup();

    // A document with its own text says nothing of scans.
    serverWith(
      buildContract({
        documentFacts: { effectiveDate: { value: asCalendarDate('2025-01-05'), quote: start, page: 1 } },
        documentRecognisedPages: [],
      }),
    );
    renderApp('/app/contracts/c-linen');
    const typed = within(await screen.findByRole('region', { name: 'From the document' }));
    expect(typed.getByText('January 5, 2025')).toBeTruthy();
    expect(typed.queryByText(SCAN_NOTICE)).toBeNull();
    expect(typed.queryByText(/read from a scan/)).toBeNull();
  });

  it('says the document is being read and shows its facts once read, or that it states no key date', async () => {
    const server = serverWith(buildContract({ documentFacts: null }));
    renderApp('/app/contracts/c-linen');
    const facts = await screen.findByRole('region', { name: 'From the document' });
    expect(within(facts).getByText('Reading the document…')).toBeTruthy();
    // The page asks again while the document waits, and stops once its facts are in.
    const read = {
      noticePeriod: { value: { value: 90, unit: 'DAYS' as const }, quote: '…ninety (90) days…', page: 2 },
    };
    server.on('GET /api/contracts/c-linen', json(200, buildContract({ documentFacts: read })));
    expect(await within(facts).findByText('90 days', {}, { timeout: 5000 })).toBeTruthy();
    const asked = server.calls('GET /api/contracts/c-linen').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(server.calls('GET /api/contracts/c-linen')).toHaveLength(asked);
    cleanup();
    serverWith(buildContract({ documentFacts: {} }));
    renderApp('/app/contracts/c-linen');
    const none = await screen.findByRole('region', { name: 'From the document' });
    expect(within(none).getByText('The document states none of the key dates.')).toBeTruthy();
    expect(within(none).queryByRole('list', { name: 'Differences' })).toBeNull();
  });

  it('shows name, category, agreement type and a capitalised status badge', async () => {
    serverWith(
      buildContract({ status: 'pending_renewal', agreementType: 'MSA', propertyIds: [], propertyId: null }),
    );
    renderApp('/app/contracts/c-linen');

    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Service' })).toBeTruthy();
    expect(screen.getByText('service')).toBeTruthy();
    expect(screen.getByText('MSA')).toBeTruthy();
    expect(screen.getByText('Pending renewal').className).toContain('bg-slate-100');
  });

  it('shows an active contract’s badge in green', async () => {
    serverWith();
    renderApp('/app/contracts/c-linen');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Linen Service' });
    const header = heading.parentElement as HTMLElement;
    expect(within(header).getByText('Active').className).toContain('bg-green-100');
    expect(within(header).getByText('Individual')).toBeTruthy();
  });

  it.each([
    ['2025-10-07T08:00:00.000Z', 90],
    ['2026-01-04T23:59:00.000Z', 1],
  ])('warns in amber that the contract expires soon (today %s: %i day(s) left)', async (now, left) => {
    today(now);
    serverWith();
    renderApp('/app/contracts/c-linen');

    const banner = await screen.findByRole('region', { name: MSG.expiringSoonTitle });
    expect(within(banner).getByText(MSG_FN.expiringSoonText(left))).toBeTruthy();
    expect(banner.className).toContain('bg-amber-50');
    expect(await timelineText()).toContain(`Contract EndJanuary 5, 2026${MSG_FN.daysRemaining(left)}`);
  });

  it('says in red that the contract has expired on its end date', async () => {
    today('2026-01-05T00:00:00.000Z');
    serverWith(buildContract({ status: 'expired' }));
    renderApp('/app/contracts/c-linen');

    const banner = await screen.findByRole('region', { name: MSG.expiredTitle });
    expect(
      within(banner).getByText('This contract has expired. Please take appropriate action.'),
    ).toBeTruthy();
    expect(banner.className).toContain('bg-red-50');
    expect(await timelineText()).toContain('Contract EndJanuary 5, 2026Contract has expired');
  });

  it('shows no banner with more than 90 days left', async () => {
    today('2025-10-06T12:00:00.000Z');
    serverWith();
    renderApp('/app/contracts/c-linen');

    expect(await timelineText()).toContain('Contract EndJanuary 5, 202691 days remaining');
    expect(screen.queryByRole('region', { name: MSG.expiringSoonTitle })).toBeNull();
  });

  it('lists an MSA’s properties with Active or Inactive, and the vendor', async () => {
    serverWith(
      buildContract({
        agreementType: 'MSA',
        propertyId: null,
        propertyIds: [
          { _id: 'p-harbour', name: 'Harbour Hotel', status: 'active' },
          { _id: 'p-lakeside', name: 'Lakeside Inn', status: 'inactive' },
        ],
      }),
    );
    renderApp('/app/contracts/c-linen');

    const section = await screen.findByRole('region', { name: 'Properties' });
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Harbour HotelActive', 'Lakeside InnInactive']);
    expect(within(section).getByText('Acme Linen')).toBeTruthy();
  });

  it('names the owner with a link to write to them', async () => {
    serverWith(
      buildContract({ owner: buildMember({ _id: 'u-ben', name: 'Ben Booker', email: 'ben@example.com' }) }),
    );
    renderApp('/app/contracts/c-linen');

    const section = await screen.findByRole('region', { name: 'Property' });
    const heading = within(section).getByRole('heading', { name: 'Owner' });
    const owner = heading.nextElementSibling as HTMLElement;
    expect(owner.textContent).toBe('Ben Bookerben@example.com');
    expect(within(owner).getByRole('link', { name: 'ben@example.com' }).getAttribute('href')).toBe(
      'mailto:ben@example.com',
    );
  });

  it('says No owner when the contract has none', async () => {
    serverWith(buildContract({ owner: null }));
    renderApp('/app/contracts/c-linen');

    const section = await screen.findByRole('region', { name: 'Property' });
    const heading = within(section).getByRole('heading', { name: 'Owner' });
    expect(heading.nextElementSibling?.textContent).toBe('No owner');
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('previews a PDF in an 800px frame from a fresh /view link', async () => {
    const server = serverWith();
    renderApp('/app/contracts/c-linen');

    const frame = await screen.findByTitle('Preview of linen-service.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(VIEW_URL);
    expect(frame.className).toContain('h-[800px]');
    expect(server.calls('GET /api/contracts/c-linen/view').length).toBeGreaterThan(0);
    expect(screen.queryByText(MSG.noPreview)).toBeNull();
  });

  it('previews a DOCX through the same link', async () => {
    serverWith(buildContract({ documentName: 'linen.docx' }));
    renderApp('/app/contracts/c-linen');

    expect((await screen.findByTitle('Preview of linen.docx')).getAttribute('src')).toBe(VIEW_URL);
  });

  it('has no preview for a DOC, and does not ask for a link', async () => {
    const server = serverWith(buildContract({ documentName: 'old-linen.doc' }));
    renderApp('/app/contracts/c-linen');

    expect(await screen.findByText(MSG.noPreview)).toBeTruthy();
    expect(screen.queryByTitle(/^Preview of/)).toBeNull();
    expect(server.calls('GET /api/contracts/c-linen/view')).toHaveLength(0);
  });

  it('says No document yet without a document, and asks for no link', async () => {
    const server = serverWith(paperOnly);
    renderApp('/app/contracts/c-linen');

    const section = await screen.findByRole('region', { name: 'Document' });
    expect(within(section).getByText('No document yet')).toBeTruthy();
    expect(within(section).queryByText(MSG.noPreview)).toBeNull();
    expect(within(section).queryByTitle(/^Preview of/)).toBeNull();
    expect(server.calls('GET /api/contracts/c-linen/view')).toHaveLength(0);
  });

  it('says nothing of a missing document when the contract has one', async () => {
    serverWith();
    renderApp('/app/contracts/c-linen');

    expect(await screen.findByTitle('Preview of linen-service.pdf')).toBeTruthy();
    expect(screen.queryByText('No document yet')).toBeNull();
    expect(screen.queryByLabelText('Attach document')).toBeNull();
  });

  it('attaches a document through the replace call, showing the upload, then previews it', async () => {
    const server = serverWith(paperOnly);
    const answer = deferredUpload();
    const uploads = startFakeUploads({ 'PUT /api/contracts/c-linen/document': () => answer.promise });
    const { user } = renderApp('/app/contracts/c-linen');

    const input = await screen.findByLabelText('Attach document');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe(FILE_INPUT_ACCEPT);
    await user.upload(input, pdfFile('signed-linen.pdf'));

    expect(await screen.findByRole('progressbar', { name: 'Uploading document' })).toBeTruthy();
    expect((input as HTMLInputElement).disabled).toBe(true);
    const [sent] = uploads.calls('PUT /api/contracts/c-linen/document');
    const file = sent?.form.get('file') as File;
    expect(file.name).toBe('signed-linen.pdf');
    expect(sent?.authorization).toBe('Bearer test-token');

    const asked = server.calls('GET /api/contracts/c-linen').length;
    const attached = buildContract({ documentName: 'signed-linen.pdf', documentFacts: {} });
    server.on('GET /api/contracts/c-linen', json(200, attached));
    answer.resolve({ status: 200, body: attached });

    expect(await screen.findByText(MSG.contractUpdated)).toBeTruthy();
    expect((await screen.findByTitle('Preview of signed-linen.pdf')).getAttribute('src')).toBe(VIEW_URL);
    expect(screen.queryByText('No document yet')).toBeNull();
    expect(screen.queryByLabelText('Attach document')).toBeNull();
    await waitFor(() => expect(server.calls('GET /api/contracts/c-linen').length).toBeGreaterThan(asked));
  });

  it('shows the server’s message when attaching fails, and keeps offering to attach', async () => {
    serverWith(paperOnly);
    startFakeUploads({
      'PUT /api/contracts/c-linen/document': { status: 415, body: { message: MSG.uploadWrongType } },
    });
    const { user } = renderApp('/app/contracts/c-linen');

    await user.upload(await screen.findByLabelText('Attach document'), pdfFile('renamed.pdf'));

    const section = screen.getByRole('region', { name: 'Document' });
    expect((await within(section).findByRole('alert')).textContent).toBe(MSG.uploadWrongType);
    expect(within(section).getByText('No document yet')).toBeTruthy();
    expect((screen.getByLabelText('Attach document') as HTMLInputElement).disabled).toBe(false);
  });

  it('refuses a file over 10MB before sending it', async () => {
    serverWith(paperOnly);
    const uploads = startFakeUploads();
    const { user } = renderApp('/app/contracts/c-linen');

    await user.upload(
      await screen.findByLabelText('Attach document'),
      pdfFile('huge.pdf', 10 * 1024 * 1024 + 1),
    );

    const section = screen.getByRole('region', { name: 'Document' });
    expect((await within(section).findByRole('alert')).textContent).toBe(MSG.uploadTooLarge);
    expect(uploads.calls()).toHaveLength(0);
  });

  it('shows a user that there is no document yet, without offering to attach one', async () => {
    serverWith(paperOnly, 'user');
    renderApp('/app/contracts/c-linen');

    expect(await screen.findByText('No document yet')).toBeTruthy();
    expect(screen.queryByLabelText('Attach document')).toBeNull();
    expect(screen.queryByText('Attach document')).toBeNull();
  });

  it('gives admins Edit, Download, Terminate and Delete', async () => {
    serverWith();
    renderApp('/app/contracts/c-linen');

    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      '/app/contracts/c-linen/edit',
    );
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('shows a user none of those buttons, but the contract and its preview', async () => {
    serverWith(linen, 'user');
    renderApp('/app/contracts/c-linen');

    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Service' })).toBeTruthy();
    expect(await screen.findByTitle('Preview of linen-service.pdf')).toBeTruthy();
    for (const name of ['Edit', 'Download', 'Terminate', 'Reinstate', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('asks before deleting, and deletes nothing when the answer is no', async () => {
    const server = serverWith();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderApp('/app/contracts/c-linen');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this contract? This action cannot be undone.',
    );
    expect(server.calls('DELETE /api/contracts/c-linen')).toHaveLength(0);
  });

  it('deletes after confirmation, says so and goes to the dashboard', async () => {
    const server = serverWith();
    server.on('DELETE /api/contracts/c-linen', json(204));
    server.on('GET /api/contracts', json(200, { items: [], total: 0, page: 1, pageSize: 10 }));
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { user, router } = renderApp('/app/contracts/c-linen');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(MSG.contractDeleted)).toBeTruthy();
    expect(server.calls('DELETE /api/contracts/c-linen')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    expect(await screen.findByRole('heading', { name: MSG.noContracts })).toBeTruthy();
  });

  it('stays on the contract with “Failed to delete contract” when the delete fails', async () => {
    const server = serverWith();
    server.on('DELETE /api/contracts/c-linen', new Response(null, { status: 500 }));
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { user, router } = renderApp('/app/contracts/c-linen');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(MSG.deleteContractFailed)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/contracts/c-linen');
  });

  it('downloads through a fresh link opened in a new tab', async () => {
    const server = serverWith();
    server.on('GET /api/contracts/c-linen/download', json(200, { url: '/api/documents/x?download=1' }));
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { user } = renderApp('/app/contracts/c-linen');

    await user.click(await screen.findByRole('button', { name: 'Download' }));

    expect(await screen.findByText(MSG.downloadStarted)).toBeTruthy();
    expect(open).toHaveBeenCalledWith('/api/documents/x?download=1', '_blank');
  });

  it('says “Failed to download contract” when the link cannot be had', async () => {
    const server = serverWith();
    server.on('GET /api/contracts/c-linen/download', new Response(null, { status: 500 }));
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { user } = renderApp('/app/contracts/c-linen');

    await user.click(await screen.findByRole('button', { name: 'Download' }));

    expect(await screen.findByText(MSG.downloadFailed)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('says there is nothing to download without a document, and asks the server nothing', async () => {
    const server = serverWith(buildContract({ documentKey: null, documentName: null }));
    const { user } = renderApp('/app/contracts/c-linen');

    await user.click(await screen.findByRole('button', { name: 'Download' }));

    expect(await screen.findByText(MSG.noDocumentForDownload)).toBeTruthy();
    expect(server.calls('GET /api/contracts/c-linen/download')).toHaveLength(0);
  });

  it('terminates after a confirmation, then offers to reinstate', async () => {
    const server = serverWith();
    const terminated = buildContract({ status: 'terminated' });
    server.on('PUT /api/contracts/c-linen', json(200, terminated));
    const { user } = renderApp('/app/contracts/c-linen');

    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminate contract?' });
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('PUT /api/contracts/c-linen')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Terminate' }));
    server.on('GET /api/contracts/c-linen', json(200, terminated));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Terminate contract?' })).getByRole('button', {
        name: 'Terminate',
      }),
    );

    expect(await screen.findByText(MSG.contractUpdated)).toBeTruthy();
    expect(server.calls('PUT /api/contracts/c-linen')[0]?.body).toEqual({ status: 'terminated' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Terminated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeTruthy();
  });

  it('reinstates a terminated contract: its status follows its dates again', async () => {
    const server = serverWith(buildContract({ status: 'terminated' }));
    server.on('PUT /api/contracts/c-linen', json(200, linen));
    const { user } = renderApp('/app/contracts/c-linen');

    await user.click(await screen.findByRole('button', { name: 'Reinstate' }));
    server.on('GET /api/contracts/c-linen', json(200, linen));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reinstate contract?' })).getByRole('button', {
        name: 'Reinstate',
      }),
    );

    expect(await screen.findByText(MSG.contractUpdated)).toBeTruthy();
    expect(server.calls('PUT /api/contracts/c-linen')[0]?.body).toEqual({ status: null });
    expect(await screen.findByRole('button', { name: 'Terminate' })).toBeTruthy();
  });

  it('says “Failed to update contract” when terminating fails', async () => {
    const server = serverWith();
    server.on('PUT /api/contracts/c-linen', new Response(null, { status: 500 }));
    const { user } = renderApp('/app/contracts/c-linen');

    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Terminate contract?' })).getByRole('button', {
        name: 'Terminate',
      }),
    );

    expect(await screen.findByText(MSG.updateContractFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeTruthy();
  });

  it('shows Loading... while the contract is on its way', async () => {
    const server = serverWith();
    const held = deferred();
    server.on('GET /api/contracts/c-linen', () => held.promise);
    renderApp('/app/contracts/c-linen');

    expect(await screen.findByText('Loading...', { selector: 'p' })).toBeTruthy();
    held.resolve(json(200, linen));
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Service' })).toBeTruthy();
  });

  it('says “Error loading contract details” when the contract cannot be loaded', async () => {
    const server = serverWith();
    server.on('GET /api/contracts/c-linen', json(500, { message: 'boom' }));
    renderApp('/app/contracts/c-linen');

    expect(await screen.findByText(MSG.errorLoadingContractDetails)).toBeTruthy();
  });

  it('says “Contract not found” for a contract that is not there', async () => {
    const server = startFakeServer({
      'GET /api/contracts/c-gone': json(404, { message: 'Contract not found' }),
    });
    signedInAs(server);
    renderApp('/app/contracts/c-gone');

    expect(await screen.findByText(MSG.contractNotFound)).toBeTruthy();
  });
});

describe('the renewal decision', () => {
  const uma = buildMember({ _id: 'u-uma', name: 'Uma User', email: 'uma@example.com' });
  const awaiting = buildContract({ status: 'pending_renewal', owner: uma, awaitingDecision: true });
  const section = () => screen.findByRole('region', { name: 'Renewal decision' });

  it('says the term awaits its decision, and lets its owner record one', async () => {
    const server = serverWith(awaiting, 'user');
    const decided = buildContract({
      ...awaiting,
      awaitingDecision: false,
      decision: buildDecision({ decidedBy: { _id: 'u-uma', name: 'Uma User' }, note: 'Too dear.' }),
    });
    server.on('POST /api/contracts/c-linen/decision', json(200, decided));
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(within(region).getByText('Awaiting decision: no decision recorded yet')).toBeTruthy();
    const group = within(region).getByRole('group', { name: 'Decision' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Renew', 'Renegotiate', "Don't renew"]);
    const reason = within(region).getByLabelText('Reason') as HTMLSelectElement;
    expect([...reason.options].slice(1).map((option) => option.textContent)).toEqual([
      'Quality of service',
      'Price',
      'Our needs changed',
      'Switching vendor',
      'No longer needed',
      'Other',
    ]);
    expect(within(region).getByLabelText('Note').getAttribute('maxlength')).toBe('2000');

    // Nothing chosen: each field says what it lacks, and nothing is sent.
    await user.click(within(region).getByRole('button', { name: 'Record decision' }));
    expect(within(region).getByText('Choose a decision')).toBeTruthy();
    expect(within(region).getByText('Choose a reason')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST /api/contracts/c-linen/decision')).toHaveLength(0);

    await user.click(within(group).getByLabelText("Don't renew"));
    await user.selectOptions(reason, 'Price');
    await user.type(within(region).getByLabelText('Note'), 'Too dear.');
    expect(within(region).queryByText('Choose a decision')).toBeNull();
    expect(within(region).queryByText('Choose a reason')).toBeNull();
    server.on('GET /api/contracts/c-linen', json(200, decided));
    await user.click(within(region).getByRole('button', { name: 'Record decision' }));

    expect(await screen.findByText('Decision recorded')).toBeTruthy();
    expect(server.calls('POST /api/contracts/c-linen/decision')[0]?.body).toEqual({
      decision: 'not_renew',
      reason: 'price',
      note: 'Too dear.',
    });
    expect(await within(region).findByText("Don't renew: Price")).toBeTruthy();
    expect(within(region).getByText('Recorded by Uma User on June 1, 2025')).toBeTruthy();
    expect(within(region).queryByText(/^Awaiting decision/)).toBeNull();
    expect(within(region).getByRole('button', { name: 'Change decision' })).toBeTruthy();
  });

  it('shows the server’s message, or a general one, when recording fails', async () => {
    const server = serverWith(awaiting);
    server.on(
      'POST /api/contracts/c-linen/decision',
      json(403, { message: "Only the contract's owner or an admin can record its decision" }),
    );
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    await user.click(within(region).getByLabelText('Renew'));
    await user.selectOptions(within(region).getByLabelText('Reason'), 'Quality of service');
    await user.click(within(region).getByRole('button', { name: 'Record decision' }));
    expect(
      await screen.findByText("Only the contract's owner or an admin can record its decision"),
    ).toBeTruthy();
    expect(server.calls('POST /api/contracts/c-linen/decision')[0]?.body).toEqual({
      decision: 'renew',
      reason: 'service',
      note: '',
    });

    server.on('POST /api/contracts/c-linen/decision', new Response(null, { status: 500 }));
    await user.click(within(region).getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('Failed to record the decision')).toBeTruthy();
    expect(within(region).getByText('Awaiting decision: no decision recorded yet')).toBeTruthy();
  });

  it('shows a recorded decision with who and when, and its note, to someone who is not the owner, without the form', async () => {
    serverWith(
      buildContract({
        status: 'pending_renewal',
        owner: buildMember(),
        decision: buildDecision({ decision: 'renegotiate', reason: 'needs_changed', note: 'Fewer rooms.' }),
      }),
      'user',
    );
    renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(within(region).getByText('Renegotiate: Our needs changed')).toBeTruthy();
    expect(within(region).getByText('Recorded by Ada Admin on June 1, 2025')).toBeTruthy();
    expect(within(region).getByText('Fewer rooms.')).toBeTruthy();
    expect(within(region).queryByRole('group', { name: 'Decision' })).toBeNull();
    expect(within(region).queryByRole('button', { name: /decision$/ })).toBeNull();
  });

  it('shows a user who is not the owner that the term awaits its decision, without the form', async () => {
    serverWith(
      buildContract({ status: 'pending_renewal', owner: buildMember(), awaitingDecision: true }),
      'user',
    );
    renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(within(region).getByText('Awaiting decision: no decision recorded yet')).toBeTruthy();
    expect(within(region).queryByLabelText('Reason')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Record decision' })).toBeNull();
  });

  it('offers an admin Change decision on a contract that is not theirs, filled with the decision', async () => {
    serverWith(buildContract({ owner: uma, decision: buildDecision() }));
    renderApp('/app/contracts/c-linen');

    const region = await section();
    expect((within(region).getByLabelText("Don't renew") as HTMLInputElement).checked).toBe(true);
    expect((within(region).getByLabelText('Reason') as HTMLSelectElement).value).toBe('price');
    expect(within(region).getByRole('button', { name: 'Change decision' })).toBeTruthy();
  });
});

describe('the non-renewal notice', () => {
  const uma = buildMember({ _id: 'u-uma', name: 'Uma User', email: 'uma@example.com' });
  const notRenewing = buildContract({ status: 'pending_renewal', owner: uma, decision: buildDecision() });
  const sent = (overrides: Partial<TNoticeSent> = {}): TNoticeSent => ({
    term: 1,
    sentOn: '2026-03-03',
    channel: 'registered_mail',
    reference: 'RR123456789GB',
    noticeDate: '2026-04-01',
    late: false,
    endsOn: '2026-06-30',
    recordedBy: { _id: 'u-uma', name: 'Uma User' },
    recordedAt: '2026-03-03T09:15:00.000Z',
    receipt: null,
    ...overrides,
  });
  const section = () => screen.findByRole('region', { name: 'Non-renewal notice' });
  const saved: string[] = [];
  afterEach(() => {
    saved.length = 0;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  // The browser's download: the link the page clicks, and the blob it names.
  function catchDownloads() {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:letter');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  }
  const letterQueries = () =>
    vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/contracts/c-linen/notice-letter')
      .map((url) => Object.fromEntries(url.searchParams));

  it('offers the owner the letter and the form after a decision not to renew, and shows the notice recorded', async () => {
    today('2026-03-10T12:00:00.000Z');
    const server = serverWith(notRenewing, 'user');
    const recorded = buildContract({ ...notRenewing, noticeSent: sent() });
    server.on('POST /api/contracts/c-linen/notice', json(200, recorded));
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(within(region).getByRole('heading', { name: 'Draft the notice letter' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Download letter (DOCX)' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Download letter (PDF)' })).toBeTruthy();
    const form = within(region).getByRole('form', { name: 'Record the notice as sent' });
    const date = within(form).getByLabelText(/^Date sent/) as HTMLInputElement;
    expect(date.value).toBe('2026-03-10');
    expect(date.getAttribute('aria-required')).toBe('true');
    const channel = within(form).getByLabelText('Channel') as HTMLSelectElement;
    expect([...channel.options].map((option) => option.textContent)).toEqual([
      'Email',
      'Courier',
      'Registered mail',
      'By hand',
    ]);
    const reference = within(form).getByLabelText('Reference');
    expect(reference.getAttribute('aria-describedby')).toBe(
      within(form).getByText("A tracking number, or the email's subject").id,
    );

    // No date: nothing is sent.
    await user.clear(date);
    await user.click(within(form).getByRole('button', { name: 'Record notice as sent' }));
    expect(within(form).getByText('Enter the date the notice was sent')).toBeTruthy();
    expect(server.calls('POST /api/contracts/c-linen/notice')).toHaveLength(0);

    await user.type(date, '2026-03-03');
    expect(within(form).queryByText('Enter the date the notice was sent')).toBeNull();
    await user.selectOptions(channel, 'Registered mail');
    await user.type(reference, ' RR123456789GB ');
    server.on('GET /api/contracts/c-linen', json(200, recorded));
    await user.click(within(form).getByRole('button', { name: 'Record notice as sent' }));

    expect(await screen.findByText('Notice recorded')).toBeTruthy();
    expect(server.calls('POST /api/contracts/c-linen/notice')[0]?.body).toEqual({
      sentOn: '2026-03-03',
      channel: 'registered_mail',
      reference: 'RR123456789GB',
    });
    expect(
      await within(region).findByText('Notice sent on March 3, 2026; ends on June 30, 2026'),
    ).toBeTruthy();
    expect(within(region).getByText('Registered mail')).toBeTruthy();
    expect(within(region).getByText('RR123456789GB')).toBeTruthy();
    expect(within(region).getByText('Recorded by Uma User on March 3, 2026')).toBeTruthy();
    expect(within(region).queryByText(/^Late/)).toBeNull();
    expect(within(region).queryByRole('form')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Change' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Download letter (DOCX)' })).toBeTruthy();
  });

  it('says a notice sent after the notice date is late, and lets an admin change it, the form filled with it', async () => {
    const server = serverWith(
      buildContract({
        ...notRenewing,
        noticeSent: sent({ sentOn: '2026-04-02', late: true, reference: '' }),
      }),
    );
    const changed = buildContract({
      ...notRenewing,
      noticeSent: sent({ channel: 'by_hand', reference: '' }),
    });
    server.on('POST /api/contracts/c-linen/notice', json(200, changed));
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(within(region).getByText('Notice sent on April 2, 2026; ends on June 30, 2026')).toBeTruthy();
    expect(within(region).getByText('Late: sent after the notice date, April 1, 2026')).toBeTruthy();
    expect(within(region).queryByText('Reference')).toBeNull();
    expect(within(region).queryByRole('form')).toBeNull();

    const change = within(region).getByRole('button', { name: 'Change' });
    await user.click(change);
    const form = within(region).getByRole('form', { name: 'Record the notice as sent' });
    const date = within(form).getByLabelText(/^Date sent/) as HTMLInputElement;
    expect(date.value).toBe('2026-04-02');
    expect(document.activeElement).toBe(date);
    expect((within(form).getByLabelText('Channel') as HTMLSelectElement).value).toBe('registered_mail');

    // Cancel puts the form away and gives the focus back.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(region).queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Change' }));

    await user.click(within(region).getByRole('button', { name: 'Change' }));
    await user.selectOptions(within(region).getByLabelText('Channel'), 'By hand');
    server.on('GET /api/contracts/c-linen', json(200, changed));
    await user.click(within(region).getByRole('button', { name: 'Record notice as sent' }));
    expect(await screen.findByText('Notice recorded')).toBeTruthy();
    expect(server.calls('POST /api/contracts/c-linen/notice')[0]?.body).toEqual({
      sentOn: '2026-04-02',
      channel: 'by_hand',
      reference: '',
    });
    expect(await within(region).findByText('By hand')).toBeTruthy();
    expect(within(region).queryByText(/^Late/)).toBeNull();
    expect(within(region).queryByRole('form')).toBeNull();
  });

  it('shows someone who is neither the owner nor an admin the notice only, without the letter or the form', async () => {
    const theirs = buildContract({ ...notRenewing, owner: buildMember() });
    serverWith(theirs, 'user');
    renderApp('/app/contracts/c-linen');

    // Nothing recorded yet: nothing for them to do.
    await screen.findByRole('region', { name: 'Renewal decision' });
    expect(screen.queryByRole('region', { name: 'Non-renewal notice' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Download letter/ })).toBeNull();
    cleanup();

    serverWith(buildContract({ ...theirs, noticeSent: sent() }), 'user');
    renderApp('/app/contracts/c-linen');
    const region = await section();
    expect(within(region).getByText('Notice sent on March 3, 2026; ends on June 30, 2026')).toBeTruthy();
    expect(within(region).queryByRole('form')).toBeNull();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('says nothing of a notice while the decision is not to leave', async () => {
    serverWith(buildContract({ ...notRenewing, decision: buildDecision({ decision: 'renew' }) }));
    renderApp('/app/contracts/c-linen');

    await screen.findByRole('region', { name: 'Renewal decision' });
    expect(screen.queryByRole('region', { name: 'Non-renewal notice' })).toBeNull();
  });

  it('shows the server’s word on a field under it', async () => {
    const server = serverWith(notRenewing);
    server.on(
      'POST /api/contracts/c-linen/notice',
      json(400, {
        message: 'Some fields are not valid',
        errors: { sentOn: 'The notice cannot be sent in the future' },
      }),
    );
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    await user.click(within(region).getByRole('button', { name: 'Record notice as sent' }));
    const error = await within(region).findByText('The notice cannot be sent in the future');
    const date = within(region).getByLabelText(/^Date sent/);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')).toBe(error.id);
    expect(await screen.findByText('Some fields are not valid')).toBeTruthy();
    expect(within(region).getByRole('form', { name: 'Record the notice as sent' })).toBeTruthy();
  });

  it('downloads the letter with the session’s token, under the server’s name, and says why it failed', async () => {
    const server = serverWith(notRenewing);
    const answer = deferred();
    server.on('GET /api/contracts/c-linen/notice-letter', () => answer.promise);
    catchDownloads();
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    const docx = within(region).getByRole('button', { name: 'Download letter (DOCX)' });
    await user.click(docx);
    expect(docx.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('button', { name: 'Download letter (PDF)' })).toHaveProperty(
      'disabled',
      true,
    );
    answer.resolve(
      new Response('PK letter', {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'Content-Disposition': 'attachment; filename="non-renewal-notice-linen-service.docx"',
        },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['non-renewal-notice-linen-service.docx blob:letter']));
    expect(letterQueries()).toEqual([{ format: 'docx' }]);
    expect(server.calls('GET /api/contracts/c-linen/notice-letter')[0]?.authorization).toBe(
      'Bearer test-token',
    );
    await waitFor(() => expect(docx.getAttribute('aria-busy')).toBeNull());

    server.on(
      'GET /api/contracts/c-linen/notice-letter',
      json(403, { message: "Only the contract's owner or an admin can draft its notice" }),
    );
    await user.click(within(region).getByRole('button', { name: 'Download letter (PDF)' }));
    expect(
      await screen.findByText("Only the contract's owner or an admin can draft its notice"),
    ).toBeTruthy();
    expect(letterQueries()).toEqual([{ format: 'docx' }, { format: 'pdf' }]);
    expect(saved).toHaveLength(1);
  });

  it('shows anyone who sees the notice its receipt, and downloads it under its name, or says why it failed', async () => {
    const theirs = buildContract({ ...notRenewing, owner: buildMember() });
    const server = serverWith(
      buildContract({
        ...theirs,
        noticeSent: sent({ receipt: { name: 'avis-de-reception.pdf', size: 2048 } }),
      }),
      'user',
    );
    const answer = deferred();
    server.on('GET /api/contracts/c-linen/notice/receipt', () => answer.promise);
    catchDownloads();
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(within(region).getByText('Receipt').nextElementSibling?.textContent).toBe('avis-de-reception.pdf');
    const download = within(region).getByRole('button', { name: 'Download receipt' });
    await user.click(download);
    expect(download.getAttribute('aria-busy')).toBe('true');
    answer.resolve(
      new Response('%PDF receipt', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="avis-de-reception.pdf"',
        },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['avis-de-reception.pdf blob:letter']));
    expect(server.calls('GET /api/contracts/c-linen/notice/receipt')[0]?.authorization).toBe(
      'Bearer test-token',
    );
    await waitFor(() => expect(download.getAttribute('aria-busy')).toBeNull());

    server.on(
      'GET /api/contracts/c-linen/notice/receipt',
      json(404, { message: 'No receipt is attached to this notice' }),
    );
    await user.click(download);
    expect(await screen.findByText('No receipt is attached to this notice')).toBeTruthy();
    expect(server.calls('GET /api/contracts/c-linen/notice/receipt')).toHaveLength(2);
    expect(saved).toHaveLength(1);

    server.on('GET /api/contracts/c-linen/notice/receipt', new Response(null, { status: 500 }));
    await user.click(download);
    expect(await screen.findByText('Failed to download the receipt')).toBeTruthy();
  });

  it('lets the owner attach a receipt to the recorded notice, showing the upload, then its name', async () => {
    const recorded = buildContract({ ...notRenewing, noticeSent: sent() });
    const server = serverWith(recorded, 'user');
    const answer = deferredUpload();
    const uploads = startFakeUploads({ 'PUT /api/contracts/c-linen/notice/receipt': () => answer.promise });
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(within(region).queryByText('Receipt')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Download receipt' })).toBeNull();
    const input = within(region).getByLabelText('Attach receipt') as HTMLInputElement;
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe(FILE_INPUT_ACCEPT);
    expect(input.getAttribute('aria-describedby')).toBe(within(region).getByText(MSG.uploadHint).id);
    await user.upload(input, pdfFile('avis-de-reception.pdf'));

    expect(await within(region).findByRole('progressbar', { name: 'Uploading receipt' })).toBeTruthy();
    expect(input.disabled).toBe(true);
    expect(input.closest('label')?.getAttribute('aria-busy')).toBe('true');
    const [upload] = uploads.calls('PUT /api/contracts/c-linen/notice/receipt');
    const file = upload?.form.get('file') as File;
    expect(file.name).toBe('avis-de-reception.pdf');
    expect(upload?.authorization).toBe('Bearer test-token');

    const attached = buildContract({
      ...recorded,
      noticeSent: sent({ receipt: { name: 'avis-de-reception.pdf', size: 2048 } }),
    });
    server.on('GET /api/contracts/c-linen', json(200, attached));
    answer.resolve({ status: 200, body: attached });

    expect(await screen.findByText('Receipt attached')).toBeTruthy();
    expect(await within(region).findByText('avis-de-reception.pdf')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Download receipt' })).toBeTruthy();
    expect(within(region).queryByLabelText('Attach receipt')).toBeNull();
    expect((within(region).getByLabelText('Replace receipt') as HTMLInputElement).disabled).toBe(false);
    expect(within(region).queryByRole('progressbar')).toBeNull();
  });

  it('shows the server’s refusal of a receipt as it says it, and keeps offering to attach one', async () => {
    serverWith(buildContract({ ...notRenewing, noticeSent: sent() }));
    startFakeUploads({
      'PUT /api/contracts/c-linen/notice/receipt': {
        status: 409,
        body: { message: 'Record the notice as sent before attaching its receipt' },
      },
    });
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    await user.upload(within(region).getByLabelText('Attach receipt'), pdfFile('avis.pdf'));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toBe('Record the notice as sent before attaching its receipt');
    const input = within(region).getByLabelText('Attach receipt') as HTMLInputElement;
    expect(input.disabled).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(region).queryByText('Receipt')).toBeNull();
  });

  it('does not offer someone who is neither the owner nor an admin to attach a receipt', async () => {
    const theirs = buildContract({ ...notRenewing, owner: buildMember(), noticeSent: sent() });
    serverWith(theirs, 'user');
    renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(within(region).getByText('Notice sent on March 3, 2026; ends on June 30, 2026')).toBeTruthy();
    expect(within(region).queryByLabelText('Attach receipt')).toBeNull();
    expect(within(region).queryByText('Attach receipt')).toBeNull();
    expect(within(region).queryByText(MSG.uploadHint)).toBeNull();
    cleanup();

    serverWith(
      buildContract({ ...theirs, noticeSent: sent({ receipt: { name: 'avis.pdf', size: 10 } }) }),
      'user',
    );
    renderApp('/app/contracts/c-linen');
    const again = await section();
    expect(within(again).getByRole('button', { name: 'Download receipt' })).toBeTruthy();
    expect(within(again).queryByLabelText('Replace receipt')).toBeNull();
    expect(within(again).queryByText('Replace receipt')).toBeNull();
  });

  it('refuses a receipt that is not a PDF or Word file before sending it', async () => {
    serverWith(buildContract({ ...notRenewing, noticeSent: sent() }));
    const uploads = startFakeUploads();
    renderApp('/app/contracts/c-linen');

    const region = await section();
    // The chooser's "All files" lets it through the accept attribute.
    fireEvent.change(within(region).getByLabelText('Attach receipt'), {
      target: { files: [new File([new Uint8Array(64)], 'receipt.png', { type: 'image/png' })] },
    });
    expect((await within(region).findByRole('alert')).textContent).toBe(MSG.uploadWrongType);
    expect(within(region).getByLabelText('Attach receipt').getAttribute('aria-invalid')).toBe('true');
    expect(uploads.calls()).toHaveLength(0);
  });
});

describe('the history', () => {
  const ada = { _id: 'u-admin', name: 'Ada Admin' };
  const created: THistoryEntry = {
    at: '2025-01-05T09:15:00.000Z',
    actor: ada,
    action: 'created',
    changes: [
      { field: 'Name', from: null, to: 'Linen Service' },
      { field: 'Owner', from: null, to: null },
      { field: 'Notice date', from: null, to: 'October 7, 2025' },
    ],
  };
  const edited: THistoryEntry = {
    at: '2025-03-02T16:40:00.000Z',
    actor: null,
    action: 'edited',
    changes: [
      { field: 'Name', from: 'Linen Service', to: 'Linen Service Plus' },
      { field: 'Owner', from: null, to: 'Uma User' },
    ],
  };
  const terminated: THistoryEntry = {
    at: '2025-05-20T08:05:00.000Z',
    actor: ada,
    action: 'status_changed',
    changes: [{ field: 'Status', from: 'Active', to: 'Terminated' }],
  };
  const section = () => screen.findByRole('region', { name: 'History' });
  /** The history's entries (not the change lines within them), as the list orders them. */
  const entries = (region: HTMLElement) =>
    within(region)
      .queryAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
  /** Every change line of the section, as read. */
  const changeLines = (region: HTMLElement) =>
    within(region)
      .queryAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'UL')
      .map((line) => line.textContent);
  const HISTORY = 'GET /api/contracts/c-linen/history';

  it('lists each change newest first: what, by whom, when in UTC, and each field before and after', async () => {
    process.env.TZ = 'Pacific/Auckland';
    const server = serverWith();
    server.on(HISTORY, json(200, [terminated, edited, created]));
    renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(within(region).getByRole('heading', { level: 2, name: 'History' })).toBeTruthy();
    await waitFor(() => expect(entries(region)).toHaveLength(3));
    const [first, second, third] = entries(region) as [HTMLElement, HTMLElement, HTMLElement];
    // One ordered list of entries, each with its own list of changes.
    expect(
      within(region)
        .getAllByRole('list')
        .map((list) => list.tagName),
    ).toEqual(['OL', 'UL', 'UL', 'UL']);

    expect(within(first).getByText('Status changed')).toBeTruthy();
    expect(within(first).getByText('by Ada Admin on', { exact: false }).textContent).toBe(
      'by Ada Admin on May 20, 2025 at 08:05 UTC',
    );
    expect(within(first).getByText('May 20, 2025 at 08:05 UTC').getAttribute('datetime')).toBe(terminated.at);
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Status: Active → Terminated']);

    expect(within(second).getByText('Edited')).toBeTruthy();
    expect(within(second).getByText(/^by a former member on/).textContent).toBe(
      'by a former member on March 2, 2025 at 16:40 UTC',
    );
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Name: Linen Service → Linen Service Plus', 'Owner: — → Uma User']);

    // A creation lists the fields it gave a value, each with that value.
    expect(within(third).getByText('Created')).toBeTruthy();
    expect(
      within(third)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Name: Linen Service', 'Notice date: October 7, 2025']);
    expect(server.calls(HISTORY)[0]?.authorization).toBe('Bearer test-token');
  });

  it('shows a user the history too, and says when nothing has been recorded', async () => {
    serverWith(linen, 'user');
    renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(await within(region).findByText('No changes recorded yet.')).toBeTruthy();
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('says it is loading, then why it failed, and tries again on Retry', async () => {
    const server = serverWith();
    const held = deferred();
    server.on(HISTORY, () => held.promise);
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    expect(within(region).getByRole('status').textContent).toContain('Loading history…');
    held.resolve(json(500, { message: 'boom' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('The history could not be loaded.');
    // The rest of the page is not in question.
    expect(screen.getByRole('heading', { level: 1, name: 'Linen Service' })).toBeTruthy();

    server.on(HISTORY, json(200, [edited]));
    const asked = server.calls(HISTORY).length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(entries(region)).toHaveLength(1));
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(server.calls(HISTORY)).toHaveLength(asked + 1);
  });

  it('shows the latest 20 changes, and every one after Show all', async () => {
    const many: THistoryEntry[] = Array.from({ length: 27 }, (_, index) => ({
      at: new Date(Date.UTC(2025, 4, 27 - index, 12)).toISOString(),
      actor: ada,
      action: 'edited',
      changes: [{ field: 'Name', from: `Name ${26 - index}`, to: `Name ${27 - index}` }],
    }));
    const server = serverWith();
    server.on(HISTORY, json(200, many));
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    await waitFor(() => expect(entries(region)).toHaveLength(20));
    expect(within(entries(region)[0] as HTMLElement).getByText('May 27, 2025 at 12:00 UTC')).toBeTruthy();
    expect(changeLines(region).at(-1)).toBe('Name: Name 7 → Name 8');

    await user.click(within(region).getByRole('button', { name: 'Show all 27 changes' }));
    expect(entries(region)).toHaveLength(27);
    expect(changeLines(region).slice(19)).toEqual([
      'Name: Name 7 → Name 8',
      'Name: Name 6 → Name 7',
      'Name: Name 5 → Name 6',
      'Name: Name 4 → Name 5',
      'Name: Name 3 → Name 4',
      'Name: Name 2 → Name 3',
      'Name: Name 1 → Name 2',
      'Name: Name 0 → Name 1',
    ]);
    expect(within(region).queryByRole('button', { name: /^Show all/ })).toBeNull();
    // The keyboard carries on from the first entry the button revealed.
    expect(document.activeElement).toBe(entries(region)[20]);
  });

  it('is asked for again once a decision is recorded', async () => {
    const uma = buildMember({ _id: 'u-uma', name: 'Uma User', email: 'uma@example.com' });
    const awaiting = buildContract({ status: 'pending_renewal', owner: uma, awaitingDecision: true });
    const decided = buildContract({ ...awaiting, awaitingDecision: false, decision: buildDecision() });
    const server = serverWith(awaiting);
    server.on(HISTORY, json(200, [created]));
    server.on('POST /api/contracts/c-linen/decision', json(200, decided));
    const { user } = renderApp('/app/contracts/c-linen');

    const region = await section();
    await waitFor(() => expect(entries(region)).toHaveLength(1));
    const asked = server.calls(HISTORY).length;

    const recorded: THistoryEntry = {
      at: '2025-06-01T10:00:00.000Z',
      actor: ada,
      action: 'decision_recorded',
      changes: [{ field: 'Decision', from: null, to: "Don't renew (Price)" }],
    };
    server.on(HISTORY, json(200, [recorded, created]));
    server.on('GET /api/contracts/c-linen', json(200, decided));
    const decision = await screen.findByRole('region', { name: 'Renewal decision' });
    await user.click(within(decision).getByLabelText("Don't renew"));
    await user.selectOptions(within(decision).getByLabelText('Reason'), 'Price');
    await user.click(within(decision).getByRole('button', { name: 'Record decision' }));

    expect(await screen.findByText('Decision recorded')).toBeTruthy();
    await waitFor(() => expect(entries(region)).toHaveLength(2));
    expect(changeLines(region)[0]).toBe("Decision: — → Don't renew (Price)");
    expect(server.calls(HISTORY).length).toBeGreaterThan(asked);
    expect(within(entries(region)[0] as HTMLElement).getByText('Decision recorded')).toBeTruthy();
  });
});
