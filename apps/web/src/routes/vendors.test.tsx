import { API_MSG, MSG, type TVendor } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeServer, json, startFakeServer } from '../test/fake-server.ts';
import { buildVendor } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

const acme = buildVendor();
const bright = buildVendor({
  _id: 'v-bright',
  name: 'Bright Elevators',
  contactPerson: 'Eli Evans',
  email: 'eli@bright.example',
  phone: '020 7946 0018',
  status: 'inactive',
});

function serverWithVendors(vendors: TVendor[] = [acme, bright]): FakeServer {
  const server = startFakeServer({ 'GET /api/vendors': json(200, vendors) });
  signedInAs(server);
  return server;
}

async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function fillVendor(
  dialog: HTMLElement,
  user: ReturnType<typeof renderApp>['user'],
  values: { name: string; contactPerson: string; email: string; phone: string },
) {
  await user.type(within(dialog).getByLabelText(/^Company Name/), values.name);
  await user.type(within(dialog).getByLabelText(/^Contact Person/), values.contactPerson);
  await user.type(within(dialog).getByLabelText(/^Email/), values.email);
  await user.type(within(dialog).getByLabelText(/^Phone/), values.phone);
}

describe('vendors page', () => {
  it('lists company, contact person, mail and phone links, status and an edit button', async () => {
    serverWithVendors();
    renderApp('/app/vendors');

    expect(await screen.findByRole('heading', { level: 1, name: 'Vendors' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Vendors of this workspace' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Company Name', 'Contact Person', 'Contact Info', 'Status', 'Actions']);

    const row = await rowOf('Acme Linen');
    expect(within(row).getByText('Dana Diaz')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'dana@acme.example' }).getAttribute('href')).toBe(
      'mailto:dana@acme.example',
    );
    expect(within(row).getByRole('link', { name: '+1 (555) 010-2030' }).getAttribute('href')).toBe(
      'tel:+15550102030',
    );
    expect(within(row).getByText('Active').className).toContain('bg-green-100');

    const other = await rowOf('Bright Elevators');
    expect(within(other).getByRole('link', { name: '020 7946 0018' }).getAttribute('href')).toBe(
      'tel:02079460018',
    );
    expect(within(other).getByText('Inactive').className).toContain('bg-slate-100');
    expect(within(other).getByRole('button', { name: 'Edit Bright Elevators' })).toBeTruthy();
  });

  it('shows a friendly empty state when there is no vendor', async () => {
    serverWithVendors([]);
    renderApp('/app/vendors');

    expect(await screen.findByRole('heading', { name: 'No vendors yet' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adds a vendor: posts every field, toasts, closes and reloads the list', async () => {
    const server = serverWithVendors([acme]);
    const added = buildVendor({
      _id: 'v-new',
      name: 'Clean Co',
      contactPerson: 'Fay Fox',
      email: 'fay@clean.example',
      phone: '555 0100',
    });
    server.on('POST /api/vendors', json(201, added));
    const { user } = renderApp('/app/vendors');

    await rowOf('Acme Linen');
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Vendor' });
    expect(
      within(dialog)
        .getByLabelText(/^Email/)
        .getAttribute('type'),
    ).toBe('email');
    expect(
      within(dialog)
        .getByLabelText(/^Phone/)
        .getAttribute('type'),
    ).toBe('tel');
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('active');
    await fillVendor(dialog, user, {
      name: 'Clean Co',
      contactPerson: 'Fay Fox',
      email: 'fay@clean.example',
      phone: '555 0100',
    });
    server.on('GET /api/vendors', json(200, [acme, added]));
    await user.click(within(dialog).getByRole('button', { name: 'Add Vendor' }));

    expect(await screen.findByText(MSG.vendorAdded)).toBeTruthy();
    expect(server.calls('POST /api/vendors')[0]?.body).toEqual({
      name: 'Clean Co',
      contactPerson: 'Fay Fox',
      email: 'fay@clean.example',
      phone: '555 0100',
      status: 'active',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Clean Co' })).toBeTruthy();
    expect(server.calls('GET /api/vendors').length).toBeGreaterThanOrEqual(2);
  });

  it('edits a vendor: the modal is pre-filled and saving puts the whole record', async () => {
    const server = serverWithVendors();
    const updated = { ...acme, contactPerson: 'Gus Green', status: 'inactive' as const };
    server.on('PUT /api/vendors/v-acme', json(200, updated));
    const { user } = renderApp('/app/vendors');

    await user.click(within(await rowOf('Acme Linen')).getByRole('button', { name: 'Edit Acme Linen' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Vendor' });
    const value = (label: RegExp | string) =>
      (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(value(/^Company Name/)).toBe('Acme Linen');
    expect(value(/^Contact Person/)).toBe('Dana Diaz');
    expect(value(/^Email/)).toBe('dana@acme.example');
    expect(value(/^Phone/)).toBe('+1 (555) 010-2030');
    expect(value('Status')).toBe('active');
    await user.clear(within(dialog).getByLabelText(/^Contact Person/));
    await user.type(within(dialog).getByLabelText(/^Contact Person/), 'Gus Green');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'inactive');
    server.on('GET /api/vendors', json(200, [updated, bright]));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MSG.vendorUpdated)).toBeTruthy();
    expect(server.calls('PUT /api/vendors/v-acme')[0]?.body).toEqual({
      name: 'Acme Linen',
      contactPerson: 'Gus Green',
      email: 'dana@acme.example',
      phone: '+1 (555) 010-2030',
      status: 'inactive',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowOf('Acme Linen');
    await waitFor(() => expect(within(row).getByText('Gus Green')).toBeTruthy());
    expect(within(row).getByText('Inactive')).toBeTruthy();
  });

  it('keeps the modal open with the server’s message, on the field too, when the name is taken', async () => {
    const server = serverWithVendors();
    server.on(
      'POST /api/vendors',
      json(409, { message: API_MSG.vendorNameTaken, errors: { name: API_MSG.vendorNameTaken } }),
    );
    const { user } = renderApp('/app/vendors');

    await rowOf('Acme Linen');
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Vendor' });
    await fillVendor(dialog, user, {
      name: 'ACME LINEN',
      contactPerson: 'Hal Hill',
      email: 'hal@acme.example',
      phone: '555 0199',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add Vendor' }));

    expect((await screen.findAllByText(API_MSG.vendorNameTaken)).length).toBe(2);
    expect(within(dialog).getByText(API_MSG.vendorNameTaken)).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Company Name/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Add Vendor' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Contact Person/) as HTMLInputElement).value).toBe('Hal Hill');
  });

  it('falls back to “Failed to save vendor” when the server gives no message', async () => {
    const server = serverWithVendors();
    server.on('PUT /api/vendors/v-bright', new Response('<html>Bad gateway</html>', { status: 502 }));
    const { user } = renderApp('/app/vendors');

    await user.click(
      within(await rowOf('Bright Elevators')).getByRole('button', { name: 'Edit Bright Elevators' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Vendor' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MSG.saveVendorFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Vendor' })).toBeTruthy();
  });

  it('validates every required field on the client after a submit attempt', async () => {
    const server = serverWithVendors();
    const { user } = renderApp('/app/vendors');

    await rowOf('Acme Linen');
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Vendor' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(dialog).getByLabelText(/^Phone/), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vendor' }));

    expect(await within(dialog).findByText('Company Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Contact Person is required')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid phone number')).toBeTruthy();
    expect(server.calls('POST /api/vendors')).toHaveLength(0);
  });

  it('toasts “Failed to load vendors” when the list cannot be loaded, and offers to try again', async () => {
    const server = startFakeServer({ 'GET /api/vendors': json(500, { message: API_MSG.internal }) });
    signedInAs(server);
    const { user } = renderApp('/app/vendors');

    expect(await screen.findByText(MSG.loadVendorsFailed)).toBeTruthy();
    expect(screen.getAllByText(MSG.loadVendorsFailed)).toHaveLength(1);
    server.on('GET /api/vendors', json(200, [acme]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('cell', { name: 'Acme Linen' })).toBeTruthy();
    expect(screen.queryByText('The vendor list could not be loaded.')).toBeNull();
  });
});
