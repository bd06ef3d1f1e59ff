import { API_MSG, asCalendarDate, defaultLifecycle, MSG } from '@keydate/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-server.ts';
import { deferredUpload, startFakeUploads } from '../../../test/fake-uploads.ts';
import { buildContract } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  chooseFile,
  fillBasics,
  goneVendor,
  harbour,
  nextButton,
  oldMill,
  pdfFile,
  renderEditWizard,
  stepHeading,
  wizardServer,
} from './wizard-test-kit.tsx';

const noon = (date: string) => `${date}T12:00:00.000Z`;

async function reachReview(user: ReturnType<typeof userEvent.setup>) {
  await fillBasics(user);
  await chooseFile(user);
  await user.click(nextButton());
  await stepHeading('Review & Submit');
}

describe('contract wizard: upload', () => {
  it('reviews everything, uploads metadata and file with progress, toasts and goes to the dashboard', async () => {
    const server = wizardServer();
    const created = buildContract({ _id: 'c-new' });
    const answer = deferredUpload();
    const uploads = startFakeUploads({ 'POST /api/contracts/upload': () => answer.promise });
    const { user, router } = renderApp('/app/upload');
    await reachReview(user);

    const summary = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summary('Contract Name')).toBe('Linen service');
    expect(summary('Agreement Type')).toBe('Individual');
    expect(summary('Property')).toBe('Harbour Hotel');
    expect(summary('Category')).toBe('service');
    expect(summary('Vendor')).toBe('Fresh Linen Co');
    expect(summary('Start Date')).toBe('Jan 5, 2025');
    expect(summary('Owner')).toBe('Ada Admin');
    expect(summary('Document')).toBe('linen-agreement.pdf');
    expect(summary('Contract duration')).toBe('1 year');
    expect(summary(MSG.nonRenewalNoticeDate)).toBe('Oct 7, 2025');
    expect(summary(MSG.evaluationBegins)).toBe('Apr 10, 2025');
    expect(screen.getByText('Contract will end on Jan 5, 2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading document' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('button', { name: MSG.submitContract })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);

    server.on('GET /api/contracts', json(200, [created]));
    answer.resolve({ status: 201, body: created });
    expect(await screen.findByText(MSG.contractUploaded)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));

    const [upload] = uploads.calls('POST /api/contracts/upload');
    expect(upload?.authorization).toBe('Bearer test-token');
    expect(JSON.parse(String(upload?.form.get('metadata')))).toEqual({
      name: 'Linen service',
      agreementType: 'INDIVIDUAL',
      contractType: 'service',
      startDate: noon('2025-01-05'),
      lifecycle: defaultLifecycle(),
      propertyId: 'p-harbour',
      vendorId: 'v-fresh',
      // The signed-in person, preselected.
      ownerId: 'u-admin',
      reminderLeadDays: null,
    });
    const file = upload?.form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('linen-agreement.pdf');
    expect((file as File).size).toBe(2048);
  });

  it('sends an MSA’s properties as propertyIds and leaves out an unchosen vendor', async () => {
    wizardServer();
    const uploads = startFakeUploads({
      'POST /api/contracts/upload': { status: 201, body: buildContract({ agreementType: 'MSA' }) },
    });
    const { user } = renderApp('/app/upload');
    await stepHeading('Basic Information');
    await user.type(screen.getByLabelText(/^Contract Name/), 'Group HVAC');
    await user.click(screen.getByRole('radio', { name: /MSA/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Maintenance');
    await user.click(nextButton());
    await stepHeading('Document Upload');
    await chooseFile(user, pdfFile('hvac.pdf'));
    await user.click(nextButton());
    await stepHeading('Review & Submit');
    expect(
      within(screen.getByText('Properties', { selector: 'dt' }).nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Harbour Hotel', 'Lakeside Inn']);
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));

    expect(await screen.findByText(MSG.contractUploaded)).toBeTruthy();
    const metadata = JSON.parse(String(uploads.calls()[0]?.form.get('metadata')));
    expect(metadata).toMatchObject({ agreementType: 'MSA', propertyIds: ['p-harbour', 'p-lakeside'] });
    expect(metadata).not.toHaveProperty('propertyId');
    expect(metadata).not.toHaveProperty('vendorId');
  });

  it('ignores the second click of a double click that lands on Submit Contract', async () => {
    wizardServer();
    const uploads = startFakeUploads({
      'POST /api/contracts/upload': { status: 201, body: buildContract({ _id: 'c-1' }) },
    });
    const { user } = renderApp('/app/upload');
    await reachReview(user);

    const submitButton = screen.getByRole('button', { name: MSG.submitContract });
    fireEvent.click(submitButton, { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uploads.calls()).toHaveLength(0);

    fireEvent.click(submitButton, { detail: 1 });
    expect(await screen.findByText(MSG.contractUploaded)).toBeTruthy();
    expect(uploads.calls()).toHaveLength(1);
  });

  it('shows the server’s message inline and as a toast, with its field messages, and can try again', async () => {
    wizardServer();
    const uploads = startFakeUploads({
      'POST /api/contracts/upload': {
        status: 400,
        body: { message: API_MSG.validationFailed, errors: { propertyId: API_MSG.unknownPropertyId } },
      },
    });
    const { user, router } = renderApp('/app/upload');
    await reachReview(user);

    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    // Once in the toast, once on the page.
    await waitFor(() => expect(screen.getAllByText(API_MSG.validationFailed)).toHaveLength(2));
    const inline = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes(API_MSG.unknownPropertyId));
    expect(inline?.textContent).toContain(API_MSG.validationFailed);
    expect(router.state.location.pathname).toBe('/app/upload');
    expect(screen.queryByRole('progressbar')).toBeNull();

    uploads.on('POST /api/contracts/upload', { status: 413, body: { message: MSG.uploadTooLarge } });
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    await waitFor(() => expect(screen.getAllByText(MSG.uploadTooLarge)).toHaveLength(2));
  });

  it('sends every attempt of one submission with the same Idempotency-Key', async () => {
    wizardServer();
    // The first answer is lost on the way (a dropped connection); the person tries again.
    const uploads = startFakeUploads({ 'POST /api/contracts/upload': { status: 0 } });
    const { user, router } = renderApp('/app/upload');
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    await waitFor(() => expect(screen.getAllByText(MSG.uploadContractFailed)).toHaveLength(2));

    uploads.on('POST /api/contracts/upload', { status: 201, body: buildContract({ _id: 'c-first' }) });
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    const keys = uploads.calls('POST /api/contracts/upload').map((upload) => upload.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('falls back to “Failed to upload contract” when the server says nothing', async () => {
    wizardServer();
    startFakeUploads({ 'POST /api/contracts/upload': { status: 502 } });
    const { user } = renderApp('/app/upload');
    await reachReview(user);

    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    await waitFor(() => expect(screen.getAllByText(MSG.uploadContractFailed)).toHaveLength(2));
    expect(screen.getByRole('button', { name: MSG.submitContract })).toHaveProperty('disabled', false);
  });
});

const msa = buildContract({
  _id: 'c-hvac',
  name: 'Group HVAC',
  agreementType: 'MSA',
  contractType: 'Maintenance',
  propertyId: null,
  propertyIds: [
    { _id: harbour._id, name: harbour.name, status: 'active' },
    { _id: oldMill._id, name: oldMill.name, status: 'inactive' },
  ],
  vendorId: { _id: goneVendor._id, name: goneVendor.name, status: 'inactive' },
  documentName: 'hvac-2024.pdf',
  startDate: asCalendarDate('2024-03-01'),
  lifecycle: {
    ...defaultLifecycle(),
    duration: { value: 2, unit: 'YEARS' },
  },
});

describe('contract wizard: edit mode', () => {
  it('is pre-filled, keeps the inactive property and vendor it names, and puts only the contract', async () => {
    const server = wizardServer();
    server.on('PUT /api/contracts/c-hvac', json(200, { ...msa, name: 'Group HVAC 2' }));
    const uploads = startFakeUploads();
    const { user, onDone, queryClient } = renderEditWizard(msa);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await stepHeading('Basic Information');
    const name = screen.getByLabelText(/^Contract Name/) as HTMLInputElement;
    expect(name.value).toBe('Group HVAC');
    expect(screen.getByRole('radio', { name: /MSA/ })).toHaveProperty('checked', true);
    const group = screen.getByRole('group', { name: /^Properties/ });
    expect(within(group).getByRole('checkbox', { name: 'Harbour Hotel' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('checkbox', { name: 'Lakeside Inn' })).toHaveProperty('checked', false);
    const inactive = within(group).getByRole('checkbox', { name: 'Old Mill Lodge Inactive' });
    expect(inactive).toHaveProperty('checked', true);
    expect((screen.getByLabelText(/^Category/) as HTMLSelectElement).value).toBe('Maintenance');
    expect((screen.getByLabelText(/^Start Date/) as HTMLInputElement).value).toBe('2024-03-01');
    const vendor = screen.getByLabelText(/^Vendor/) as HTMLSelectElement;
    expect(vendor.value).toBe('v-gone');
    expect(vendor.selectedOptions[0]?.textContent).toBe('Gone Supplies (Inactive)');
    // Its owner has left: none is chosen, and none is sent (the server keeps it so).
    const owner = screen.getByLabelText('Owner') as HTMLSelectElement;
    expect(owner.value).toBe('');
    expect(owner.selectedOptions[0]?.textContent).toBe('No owner');

    await user.type(name, ' 2');
    await user.click(nextButton());
    await stepHeading('Document Upload');
    expect(screen.getByText('hvac-2024.pdf')).toBeTruthy();
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
    expect(screen.getByLabelText('Contract duration')).toHaveProperty('value', '2');
    await user.click(nextButton());
    await stepHeading('Review & Submit');
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));

    expect(await screen.findByText(MSG.contractUpdated)).toBeTruthy();
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c-hvac', name: 'Group HVAC 2' }));
    expect(uploads.calls()).toHaveLength(0);
    expect(server.calls('PUT /api/contracts/c-hvac')[0]?.body).toMatchObject({
      name: 'Group HVAC 2',
      agreementType: 'MSA',
      contractType: 'Maintenance',
      startDate: noon('2024-03-01'),
      propertyIds: ['p-harbour', 'p-old-mill'],
      vendorId: 'v-gone',
      lifecycle: { duration: { value: 2, unit: 'YEARS' } },
    });
    // The server derives the end, evaluation and notice dates; the client sends none.
    const sent = server.calls('PUT /api/contracts/c-hvac')[0]?.body as object;
    for (const derived of ['endDate', 'renewalWindowStart', 'renewalWindowEnd', 'nonRenewalNoticeStart']) {
      expect(sent).not.toHaveProperty(derived);
    }
    expect(sent).not.toHaveProperty('lifecycle.startDate');
    expect(sent).not.toHaveProperty('ownerId');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['contracts'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });
  });

  it('replaces a removed document: the new file goes first, then the contract', async () => {
    const server = wizardServer();
    const order: string[] = [];
    server.on('PUT /api/contracts/c-hvac', () => {
      order.push('contract');
      return json(200, { ...msa, documentName: 'hvac-2025.pdf' });
    });
    const uploads = startFakeUploads({
      'PUT /api/contracts/c-hvac/document': () => {
        order.push('document');
        return { status: 200, body: { ...msa, documentName: 'hvac-2025.pdf' } };
      },
    });
    const { user, onDone } = renderEditWizard(msa);
    await stepHeading('Basic Information');
    await user.click(nextButton());
    await stepHeading('Document Upload');

    await user.click(screen.getByRole('button', { name: 'Remove document' }));
    await user.click(nextButton());
    expect(screen.getByText(MSG.selectFileToUpload)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep the current document' }));
    expect(screen.getByText('hvac-2024.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove document' }));
    await chooseFile(user, pdfFile('hvac-2025.pdf'));
    await user.click(nextButton());
    await stepHeading('Review & Submit');
    expect(screen.getByText('Document', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'hvac-2025.pdf',
    );
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));

    expect(await screen.findByText(MSG.contractUpdated)).toBeTruthy();
    expect(order).toEqual(['document', 'contract']);
    const file = uploads.calls('PUT /api/contracts/c-hvac/document')[0]?.form.get('file') as File;
    expect(file.name).toBe('hvac-2025.pdf');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('on a failed save says so inline and in a toast, and a retry does not send the document again', async () => {
    const server = wizardServer();
    server.on('PUT /api/contracts/c-hvac', json(500, {}));
    const uploads = startFakeUploads({
      'PUT /api/contracts/c-hvac/document': { status: 200, body: { ...msa, documentName: 'new.pdf' } },
    });
    const { user, onDone } = renderEditWizard(msa);
    await stepHeading('Basic Information');
    await user.click(nextButton());
    await stepHeading('Document Upload');
    await user.click(screen.getByRole('button', { name: 'Remove document' }));
    await chooseFile(user, pdfFile('new.pdf'));
    await user.click(nextButton());
    await stepHeading('Review & Submit');
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));

    await waitFor(() => expect(screen.getAllByText(MSG.updateContractFailed)).toHaveLength(2));
    expect(onDone).not.toHaveBeenCalled();

    server.on('PUT /api/contracts/c-hvac', json(200, msa));
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    expect(await screen.findByText(MSG.contractUpdated)).toBeTruthy();
    expect(uploads.calls()).toHaveLength(1);
    expect(server.calls('PUT /api/contracts/c-hvac')).toHaveLength(2);
  });
});
