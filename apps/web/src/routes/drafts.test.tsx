import { asCalendarDate, type TDraft, type TDraftList } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCAN_NOTICE } from '../features/contracts/found-on.ts';
import { DRAFT_MSG } from '../features/drafts/draft-messages.ts';
import { buildDraft } from '../features/drafts/drafts-test-kit.ts';
import { type FakeServer, json, startFakeServer } from '../test/fake-server.ts';
import { buildContract, buildProperty, buildUser, buildVendor, pageOf } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

const fact = <T,>(value: T, page = 1, quote = '…') => ({ value, quote, page });
const day = asCalendarDate;

const harbour = buildProperty({ _id: 'p-harbour', name: 'Harbour Hotel' });
const lakeside = buildProperty({ _id: 'p-lakeside', name: 'Lakeside Inn' });
const freshLinen = buildVendor({ _id: 'v-fresh', name: 'Fresh Linen Co' });

const linen = buildDraft({
  _id: 'd-linen',
  documentName: 'linen.pdf',
  pages: 3,
  suggestions: {
    title: fact('LINEN SERVICES AGREEMENT', 1, 'LINEN SERVICES AGREEMENT'),
    parties: fact(
      ['Harbour Hotels LLC', 'FRESH LINEN COMPANY'],
      1,
      'between Harbour Hotels LLC and Fresh Linen Company',
    ),
    effectiveDate: fact(day('2025-03-01'), 1, 'effective as of March 1, 2025'),
    initialTerm: fact({ value: 3, unit: 'YEARS' as const }, 2, 'for a period of three (3) years'),
    noticePeriod: fact({ value: 3, unit: 'MONTHS' as const }, 3, 'three (3) months prior to the expiration'),
    renewalTerm: fact({ value: 1, unit: 'YEARS' as const }, 2, 'renew for successive one (1) year terms'),
  },
});
const laundry = buildDraft({
  _id: 'd-laundry',
  documentName: 'laundry_2025.pdf',
  suggestions: {
    agreementDate: fact(day('2025-06-01'), 1, 'dated June 1, 2025'),
    expirationDate: fact(day('2026-06-01'), 2, 'ends on June 1, 2026'),
  },
});
const scan = buildDraft({ _id: 'd-scan', documentName: 'scan.pdf', textLayer: false, pages: 2 });
const pool = buildDraft({
  _id: 'd-pool',
  documentName: 'pool_care.pdf',
  attachTo: { _id: 'c-pool', name: 'Pool Care' },
  suggestions: { effectiveDate: fact(day('2025-05-01'), 1, 'as of May 1, 2025') },
});

/** The last GET /api/drafts asked for the drafts nobody reviewed (the fake server keeps only the path). */
const askedUnreviewed = () =>
  String(
    vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input).startsWith('/api/drafts'))
      .at(-1)?.[0],
  ).includes('unreviewed=true');

/** A workspace whose drafts change as the calls confirm, attach and discard them. */
function queueServer(
  initial: TDraft[],
  role: 'admin' | 'user' = 'admin',
): FakeServer & { remaining: () => string[] } {
  const state = { drafts: [...initial] };
  const gone = (id: string) => {
    state.drafts = state.drafts.filter((draft) => draft._id !== id);
  };
  const listOf = (): TDraftList => {
    const unreviewed = state.drafts.filter((draft) => !draft.reviewed);
    return {
      items: askedUnreviewed() ? unreviewed : state.drafts,
      total: state.drafts.length,
      unreviewed: unreviewed.length,
    };
  };
  const server = startFakeServer({
    'GET /api/properties': json(200, [harbour, lakeside]),
    'GET /api/vendors': json(200, [freshLinen]),
    'GET /api/drafts': () => json(200, listOf()),
  });
  for (const draft of initial) {
    const path = `/api/drafts/${draft._id}`;
    server.on(`POST ${path}/confirm`, (request) => {
      gone(draft._id);
      return json(
        201,
        buildContract({ _id: `c-${draft._id}`, name: (request.body as { name: string }).name }),
      );
    });
    server.on(`POST ${path}/attach`, () => {
      gone(draft._id);
      return json(200, buildContract({ _id: 'c-pool', name: 'Pool Care' }));
    });
    server.on(`DELETE ${path}`, () => {
      gone(draft._id);
      return json(204);
    });
    server.on(`PATCH ${path}`, () => {
      state.drafts = state.drafts.map((item) =>
        item._id === draft._id ? { ...item, reviewed: true } : item,
      );
      return json(204);
    });
  }
  signedInAs(server, buildUser(role === 'admin' ? {} : { _id: 'u-uma', role: 'user' }));
  return { ...server, remaining: () => state.drafts.map((draft) => draft._id) };
}

const panel = (name: string) => screen.findByRole('region', { name });
const inPanel = async (name: string) => within(await panel(name));
const confirmBodies = (server: FakeServer) =>
  server.calls().filter((call) => call.method === 'POST' && call.path.endsWith('/confirm'));

/** Every field of the form left: shortcuts are listened for on the page. */
const leaveFields = () => (document.activeElement as HTMLElement | null)?.blur();

const LINEN_BODY = {
  name: 'Linen Services Agreement',
  agreementType: 'INDIVIDUAL',
  contractType: 'service',
  startDate: '2025-03-01T12:00:00.000Z',
  lifecycle: {
    duration: { value: 3, unit: 'YEARS' },
    evaluationPeriod: {
      triggerType: 'BEFORE_END',
      triggerValue: { value: 180, unit: 'DAYS' },
      duration: { value: 90, unit: 'DAYS' },
    },
    nonRenewalNotice: {
      triggerType: 'BEFORE_END',
      triggerValue: { value: 3, unit: 'MONTHS' },
      duration: { value: 30, unit: 'DAYS' },
    },
    // The document's renewal term: the contract renews automatically.
    renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } },
  },
  propertyId: 'p-harbour',
  vendorId: 'v-fresh',
  reminderLeadDays: null,
};

describe('review queue', () => {
  it('shows each proposal with its sentence and page, and accepts with a once the chosen fields are there', async () => {
    const server = queueServer([linen, laundry]);
    const { user } = renderApp('/app/drafts');
    const review = await inPanel('linen.pdf');

    expect(review.getByText('Draft 1 of 2')).toBeTruthy();
    const proposals = within(review.getByRole('region', { name: DRAFT_MSG.fromDocument }));
    expect(proposals.getByText('Linen Services Agreement')).toBeTruthy();
    expect(proposals.getByText('Found on page 1: ‘LINEN SERVICES AGREEMENT’')).toBeTruthy();
    expect(proposals.getByText('Fresh Linen Co')).toBeTruthy();
    expect(proposals.getByText('March 1, 2025')).toBeTruthy();
    expect(proposals.getByText('3 years')).toBeTruthy();
    expect(proposals.getByText('Found on page 3: ‘three (3) months prior to the expiration’')).toBeTruthy();
    expect(review.getByLabelText(/^Contract Name/)).toHaveProperty('value', 'Linen Services Agreement');
    expect(review.getByLabelText(/^Vendor/)).toHaveProperty('value', 'v-fresh');
    expect(review.getByLabelText(/^Start Date/)).toHaveProperty('value', '2025-03-01');
    expect(review.getByRole('spinbutton', { name: /^Contract duration/ })).toHaveProperty('value', '3');
    expect(review.getByLabelText('Non-renewal notice unit')).toHaveProperty('value', 'MONTHS');

    // Accept waits for what the document cannot give.
    const accept = review.getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    expect(review.getByText('To accept, fill in: Property, Category.')).toBeTruthy();
    await user.keyboard('a');
    expect(confirmBodies(server)).toHaveLength(0);

    await user.selectOptions(review.getByLabelText(/^Property/), 'p-harbour');
    await user.selectOptions(review.getByLabelText(/^Category/), 'service');
    // Choosing is editing, which is reviewing: marked once.
    await waitFor(() => expect(server.calls('PATCH /api/drafts/d-linen')).toHaveLength(1));
    expect(server.calls('PATCH /api/drafts/d-linen')[0]?.body).toEqual({ reviewed: true });
    expect(accept.disabled).toBe(false);

    // Not while in a field.
    await user.keyboard('a');
    expect(confirmBodies(server)).toHaveLength(0);
    leaveFields();
    await user.keyboard('a');
    await waitFor(() => expect(confirmBodies(server)).toHaveLength(1));
    expect(confirmBodies(server)[0]?.path).toBe('/api/drafts/d-linen/confirm');
    expect(confirmBodies(server)[0]?.body).toEqual(LINEN_BODY);

    expect(await screen.findByText('"Linen Services Agreement" is now a contract')).toBeTruthy();
    // The next draft takes its place: named from its file, ending a year after it is dated.
    const next = await inPanel('laundry_2025.pdf');
    expect(next.getByText('Draft 1 of 1')).toBeTruthy();
    expect(next.getByLabelText(/^Contract Name/)).toHaveProperty('value', 'laundry_2025');
    expect(next.getByLabelText(/^Start Date/)).toHaveProperty('value', '2025-06-01');
    expect(next.getByRole('spinbutton', { name: /^Contract duration/ })).toHaveProperty('value', '1');
    expect(next.getByLabelText('Contract duration unit')).toHaveProperty('value', 'YEARS');
    expect(next.getByText('1 year from the start date', { exact: false })).toBeTruthy();
    expect(server.calls('PATCH /api/drafts/d-laundry')).toHaveLength(0);
  });

  it('says when a draft’s document was a scan, and marks each proposal read on a scanned page', async () => {
    const scanned = buildDraft({
      ...linen,
      _id: 'd-scanned',
      documentName: 'scanned-linen.pdf',
      recognisedPages: [1, 2],
    });
    queueServer([scanned, laundry]);
    const { user } = renderApp('/app/drafts');
    const review = await inPanel('scanned-linen.pdf');
    const proposals = within(review.getByRole('region', { name: DRAFT_MSG.fromDocument }));
    expect(proposals.getByText(SCAN_NOTICE)).toBeTruthy();
    const source = (text: string) => proposals.getByText(text).textContent;
    expect(source('Found on page 1: ‘LINEN SERVICES AGREEMENT’')).toBe(
      'Found on page 1: ‘LINEN SERVICES AGREEMENT’ · read from a scan',
    );
    expect(source('Found on page 2: ‘for a period of three (3) years’')).toBe(
      'Found on page 2: ‘for a period of three (3) years’ · read from a scan',
    );
    // Page 3 had its own text.
    expect(source('Found on page 3: ‘three (3) months prior to the expiration’')).toBe(
      'Found on page 3: ‘three (3) months prior to the expiration’',
    );

    // A draft whose document has its own text says nothing of scans.
    leaveFields();
    await user.keyboard('j');
    const next = await inPanel('laundry_2025.pdf');
    expect(next.queryByText(SCAN_NOTICE)).toBeNull();
    expect(next.queryByText(/read from a scan/)).toBeNull();
  });

  it('moves with s, j, k and the arrows, marks nothing, and e goes to the first field where keys are typed', async () => {
    const server = queueServer([linen, laundry, scan]);
    const { user } = renderApp('/app/drafts');
    await panel('linen.pdf');
    expect(screen.getByRole('region', { name: DRAFT_MSG.shortcutsTitle }).textContent).toContain(
      'Skip to the next draft',
    );

    await user.keyboard('s');
    await panel('laundry_2025.pdf');
    await user.keyboard('j');
    expect((await inPanel('scan.pdf')).getByText(DRAFT_MSG.noText)).toBeTruthy();
    await user.keyboard('j');
    await panel('scan.pdf');
    await user.keyboard('k');
    await panel('laundry_2025.pdf');
    await user.keyboard('{ArrowUp}');
    await panel('linen.pdf');
    await user.keyboard('{ArrowDown}');
    await panel('laundry_2025.pdf');
    expect(server.calls().filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await user.keyboard('e');
    const name = screen.getByLabelText(/^Contract Name/);
    expect(document.activeElement).toBe(name);
    await user.keyboard(' sdjk');
    expect(name).toHaveProperty('value', 'laundry_2025 sdjk');
    expect(screen.queryByRole('dialog')).toBeNull();
    await panel('laundry_2025.pdf');
    await waitFor(() => expect(server.calls('PATCH /api/drafts/d-laundry')).toHaveLength(1));
  });

  it('asks before discarding with d or Delete, and discards only when told', async () => {
    const server = queueServer([linen, laundry]);
    const { user } = renderApp('/app/drafts');
    await panel('linen.pdf');

    await user.keyboard('d');
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(
      within(dialog).getByText('"linen.pdf" and its file will be deleted. This cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('DELETE /api/drafts/d-linen')).toHaveLength(0);

    leaveFields();
    await user.keyboard('{Delete}');
    const again = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(server.calls('DELETE /api/drafts/d-linen')).toHaveLength(1));
    expect(await screen.findByText(DRAFT_MSG.discarded)).toBeTruthy();
    await panel('laundry_2025.pdf');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('accepts the selected drafts with their own proposals and one set of choices, and reports those left', async () => {
    const server = queueServer([linen, laundry, scan]);
    const { user } = renderApp('/app/drafts');
    await panel('linen.pdf');

    await user.click(screen.getByRole('checkbox', { name: DRAFT_MSG.selectAll }));
    const bulk = within(screen.getByRole('region', { name: DRAFT_MSG.bulkTitle }));
    const acceptSelected = bulk.getByRole('button', { name: 'Accept selected (3)' }) as HTMLButtonElement;
    expect(acceptSelected.disabled).toBe(true);
    await user.click(bulk.getByRole('radio', { name: 'MSA' }));
    await user.click(bulk.getByRole('checkbox', { name: 'Select All' }));
    await user.selectOptions(bulk.getByLabelText(/^Category/), 'Supplies');
    await user.click(acceptSelected);

    expect(await bulk.findByText('2 drafts are now contracts.')).toBeTruthy();
    expect(bulk.getByText('scan.pdf: left as a draft, the document states no start date')).toBeTruthy();
    const bodies = confirmBodies(server);
    expect(bodies.map((call) => call.path)).toEqual([
      '/api/drafts/d-linen/confirm',
      '/api/drafts/d-laundry/confirm',
    ]);
    const msa = { agreementType: 'MSA', contractType: 'Supplies', propertyIds: ['p-harbour', 'p-lakeside'] };
    expect(bodies[0]?.body).toEqual({
      ...LINEN_BODY,
      ...msa,
      propertyId: undefined,
    });
    expect(bodies[1]?.body).toMatchObject({
      ...msa,
      name: 'laundry_2025',
      startDate: '2025-06-01T12:00:00.000Z',
      lifecycle: {
        duration: { value: 1, unit: 'YEARS' },
        nonRenewalNotice: { triggerValue: { value: 90, unit: 'DAYS' } },
        renewal: { type: 'none' },
      },
    });
    expect(bodies[1]?.body).not.toHaveProperty('vendorId');
    // The one left stays, and is the one under review.
    await panel('scan.pdf');
    expect(server.remaining()).toEqual(['d-scan']);
  });

  it('attaches a draft to the contract without a document whose name it bears (admins only)', async () => {
    const server = queueServer([pool]);
    const { user } = renderApp('/app/drafts');
    const review = await inPanel('pool_care.pdf');
    await user.click(review.getByRole('button', { name: 'Attach to "Pool Care"' }));
    await waitFor(() => expect(server.calls('POST /api/drafts/d-pool/attach')).toHaveLength(1));
    expect(server.calls('POST /api/drafts/d-pool/attach')[0]?.body).toEqual({ contractId: 'c-pool' });
    expect(await screen.findByText('The document is now the document of "Pool Care"')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: DRAFT_MSG.noDrafts })).toBeTruthy();
  });

  it('offers no attaching to a user, who may still accept and discard', async () => {
    queueServer([pool], 'user');
    renderApp('/app/drafts');
    const review = await inPanel('pool_care.pdf');
    expect(review.queryByRole('button', { name: /^Attach to/ })).toBeNull();
    expect(review.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });

  it('marks a draft reviewed on request, and shows those not reviewed on their own', async () => {
    const server = queueServer([linen, laundry]);
    const { user } = renderApp('/app/drafts');
    const review = await inPanel('linen.pdf');
    await user.click(review.getByRole('button', { name: DRAFT_MSG.markReviewed }));
    await waitFor(() => expect(server.calls('PATCH /api/drafts/d-linen')).toHaveLength(1));
    expect(await review.findByText(DRAFT_MSG.reviewedBadge, { selector: 'span' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Not reviewed (1)' }));
    expect(await inPanel('laundry_2025.pdf')).toBeTruthy();
    expect(askedUnreviewed()).toBe(true);
    const list = within(screen.getByRole('list', { name: DRAFT_MSG.listLabel }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['laundry_2025.pdf']);
  });

  it('shows the server’s message when a draft cannot be accepted, and keeps it', async () => {
    const server = queueServer([linen]);
    server.on(
      'POST /api/drafts/d-linen/confirm',
      json(400, { message: 'One of the selected properties does not exist' }),
    );
    const { user } = renderApp('/app/drafts');
    const review = await inPanel('linen.pdf');
    await user.selectOptions(review.getByLabelText(/^Property/), 'p-harbour');
    await user.selectOptions(review.getByLabelText(/^Category/), 'service');
    await user.click(review.getByRole('button', { name: 'Accept' }));
    expect((await review.findByRole('alert')).textContent).toBe(
      'One of the selected properties does not exist',
    );
    await panel('linen.pdf');
  });

  it('says when no draft waits', async () => {
    queueServer([]);
    renderApp('/app/drafts');
    expect(await screen.findByRole('heading', { name: DRAFT_MSG.noDrafts })).toBeTruthy();
    expect(screen.getByRole('link', { name: DRAFT_MSG.uploadManyLink })).toBeTruthy();
  });

  it('offers to try again when the drafts cannot be loaded', async () => {
    const server = queueServer([linen]);
    server.on(
      'GET /api/drafts',
      json(500, { message: 'Something went wrong on our side. Please try again.' }),
    );
    const { user } = renderApp('/app/drafts');
    expect(await screen.findByText(DRAFT_MSG.loadFailed)).toBeTruthy();
    server.on('GET /api/drafts', json(200, { items: [linen], total: 1, unreviewed: 1 }));
    await user.click(screen.getByRole('button', { name: DRAFT_MSG.tryAgain }));
    await panel('linen.pdf');
  });

  it('is linked from the dashboard while drafts wait', async () => {
    const server = queueServer([linen, laundry]);
    server.on('GET /api/contracts', json(200, pageOf([])));
    const { user, router } = renderApp('/app/dashboard');
    await user.click(await screen.findByRole('link', { name: '2 drafts to review' }));
    expect(router.state.location.pathname).toBe('/app/drafts');
    await panel('linen.pdf');
  });
});
