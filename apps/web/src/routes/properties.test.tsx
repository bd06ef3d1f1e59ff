import { API_MSG, MSG, type TProperty } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RESPONSIBLE_MSG } from '../features/properties/responsible-picker.tsx';
import { deferred, type FakeServer, json, startFakeServer } from '../test/fake-server.ts';
import { buildMember, buildProperty } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

const ada = buildMember();
const bob = buildMember({ _id: 'u-bob', name: 'Bob Baker', email: 'bob@example.com' });
const carol = buildMember({ _id: 'u-carol', name: 'Carol Chen', email: 'carol@example.com' });
const harbour = buildProperty();
const lakeside = buildProperty({
  _id: 'p-lakeside',
  name: 'Lakeside Inn',
  status: 'inactive',
  responsibles: [bob, carol],
});

function serverWithProperties(properties: TProperty[] = [harbour, lakeside]): FakeServer {
  const server = startFakeServer({
    'GET /api/properties': json(200, properties),
    'GET /api/members': json(200, [ada, bob, carol]),
  });
  signedInAs(server);
  return server;
}

async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('properties page', () => {
  it('lists each property with its status badge and an edit button', async () => {
    serverWithProperties();
    renderApp('/app/properties');

    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Properties of this workspace' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Property Code', 'Status', 'Responsible', 'Actions']);
    const active = within(await rowOf('Harbour Hotel')).getByText('Active');
    expect(active.className).toContain('bg-green-100');
    const inactive = within(await rowOf('Lakeside Inn')).getByText('Inactive');
    expect(inactive.className).toContain('bg-slate-100');
    expect(screen.getByRole('button', { name: 'Edit Lakeside Inn' })).toBeTruthy();
  });

  it('shows a loading state, then a friendly empty state when there is no property', async () => {
    const server = serverWithProperties([]);
    const answer = deferred();
    server.on('GET /api/properties', () => answer.promise);
    renderApp('/app/properties');

    await screen.findByRole('heading', { level: 1, name: 'Properties' });
    expect(screen.getByText('Loading...', { selector: 'p' })).toBeTruthy();
    answer.resolve(json(200, []));
    expect(await screen.findByRole('heading', { name: 'No properties yet' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adds a property: posts the trimmed name and status, toasts, closes and reloads the list', async () => {
    const server = serverWithProperties([harbour]);
    const added = buildProperty({ _id: 'p-new', name: 'City Lodge' });
    server.on('POST /api/properties', json(201, added));
    const { user } = renderApp('/app/properties');

    await rowOf('Harbour Hotel');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Property' });
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('active');
    await user.type(within(dialog).getByLabelText(/^Property Code\/Name/), '  City Lodge ');
    server.on('GET /api/properties', json(200, [added, harbour]));
    await user.click(within(dialog).getByRole('button', { name: 'Add Property' }));

    expect(await screen.findByText(MSG.propertyAdded)).toBeTruthy();
    expect(server.calls('POST /api/properties')[0]?.body).toEqual({
      name: 'City Lodge',
      status: 'active',
      responsibleIds: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'City Lodge' })).toBeTruthy();
    expect(server.calls('GET /api/properties').length).toBeGreaterThanOrEqual(2);
  });

  it('edits a property: the modal is pre-filled and saving puts the changes', async () => {
    const server = serverWithProperties();
    const renamed = { ...harbour, name: 'Harbour Hotel & Spa', status: 'inactive' as const };
    server.on('PUT /api/properties/p-harbour', json(200, renamed));
    const { user } = renderApp('/app/properties');

    await user.click(
      within(await rowOf('Harbour Hotel')).getByRole('button', { name: 'Edit Harbour Hotel' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Property' });
    const name = within(dialog).getByLabelText(/^Property Code\/Name/) as HTMLInputElement;
    expect(name.value).toBe('Harbour Hotel');
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('active');
    await user.clear(name);
    await user.type(name, 'Harbour Hotel & Spa');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'inactive');
    server.on('GET /api/properties', json(200, [renamed, lakeside]));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MSG.propertyUpdated)).toBeTruthy();
    expect(server.calls('PUT /api/properties/p-harbour')[0]?.body).toEqual({
      name: 'Harbour Hotel & Spa',
      status: 'inactive',
      responsibleIds: [],
    });
    expect(server.calls('POST /api/properties')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await rowOf('Harbour Hotel & Spa')).getByText('Inactive')).toBeTruthy();
  });

  it('shows the responsible people of each property, or a dash when there is none', async () => {
    serverWithProperties();
    renderApp('/app/properties');

    expect(
      within(await rowOf('Lakeside Inn')).getByRole('cell', { name: 'Bob Baker, Carol Chen' }),
    ).toBeTruthy();
    expect(within(await rowOf('Harbour Hotel')).getByRole('cell', { name: '—' })).toBeTruthy();
  });

  it('adds a property with its responsible people, chosen among the members by name', async () => {
    const server = serverWithProperties([harbour]);
    const added = buildProperty({ _id: 'p-new', name: 'City Lodge', responsibles: [ada, carol] });
    server.on('POST /api/properties', json(201, added));
    const { user } = renderApp('/app/properties');

    await rowOf('Harbour Hotel');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Property' });
    const people = within(dialog).getByRole('group', { name: RESPONSIBLE_MSG.legend });
    expect(within(people).getByText(RESPONSIBLE_MSG.hint)).toBeTruthy();
    const boxes = await within(people).findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Ada Admin',
      'Bob Baker',
      'Carol Chen',
    ]);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    await user.type(within(dialog).getByLabelText(/^Property Code\/Name/), 'City Lodge');
    await user.click(within(people).getByRole('checkbox', { name: 'Carol Chen' }));
    await user.click(within(people).getByRole('checkbox', { name: 'Bob Baker' }));
    await user.click(within(people).getByRole('checkbox', { name: 'Ada Admin' }));
    await user.click(within(people).getByRole('checkbox', { name: 'Bob Baker' }));
    server.on('GET /api/properties', json(200, [added, harbour]));
    await user.click(within(dialog).getByRole('button', { name: 'Add Property' }));

    expect(await screen.findByText(MSG.propertyAdded)).toBeTruthy();
    expect(server.calls('POST /api/properties')[0]?.body).toEqual({
      name: 'City Lodge',
      status: 'active',
      responsibleIds: ['u-carol', 'u-admin'],
    });
    expect(
      within(await rowOf('City Lodge')).getByRole('cell', { name: 'Ada Admin, Carol Chen' }),
    ).toBeTruthy();
  });

  it('edits the responsible people: the current ones are ticked and the new choice is put', async () => {
    const server = serverWithProperties();
    server.on('PUT /api/properties/p-lakeside', json(200, { ...lakeside, responsibles: [carol, ada] }));
    const { user } = renderApp('/app/properties');

    await user.click(within(await rowOf('Lakeside Inn')).getByRole('button', { name: 'Edit Lakeside Inn' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Property' });
    const people = within(dialog).getByRole('group', { name: RESPONSIBLE_MSG.legend });
    const box = async (name: string) =>
      (await within(people).findByRole('checkbox', { name })) as HTMLInputElement;
    expect((await box('Ada Admin')).checked).toBe(false);
    expect((await box('Bob Baker')).checked).toBe(true);
    expect((await box('Carol Chen')).checked).toBe(true);
    await user.click(await box('Bob Baker'));
    await user.click(await box('Ada Admin'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MSG.propertyUpdated)).toBeTruthy();
    // (Only the people are looked at: happy-dom lacks option.defaultSelected, so react-hook-form reads
    // the Status select's first option there instead of the record's 'inactive'.)
    expect(server.calls('PUT /api/properties/p-lakeside')[0]?.body).toMatchObject({
      name: 'Lakeside Inn',
      responsibleIds: ['u-carol', 'u-admin'],
    });
  });

  it('leaves the responsible people out, and so unchanged, when the members cannot be loaded', async () => {
    const server = serverWithProperties();
    server.on('GET /api/members', json(500, { message: API_MSG.internal }));
    server.on('PUT /api/properties/p-lakeside', json(200, lakeside));
    const { user } = renderApp('/app/properties');

    await user.click(within(await rowOf('Lakeside Inn')).getByRole('button', { name: 'Edit Lakeside Inn' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Property' });
    expect(await within(dialog).findByText(RESPONSIBLE_MSG.loadFailed)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MSG.propertyUpdated)).toBeTruthy();
    const body = server.calls('PUT /api/properties/p-lakeside')[0]?.body;
    expect(body).toMatchObject({ name: 'Lakeside Inn' });
    expect(body).not.toHaveProperty('responsibleIds');
  });

  it('keeps the modal open with the server’s message, on the field too, when the name is taken', async () => {
    const server = serverWithProperties();
    server.on(
      'POST /api/properties',
      json(409, { message: API_MSG.propertyNameTaken, errors: { name: API_MSG.propertyNameTaken } }),
    );
    const { user } = renderApp('/app/properties');

    await rowOf('Harbour Hotel');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Property' });
    const name = within(dialog).getByLabelText(/^Property Code\/Name/) as HTMLInputElement;
    await user.type(name, 'harbour hotel');
    await user.click(within(dialog).getByRole('button', { name: 'Add Property' }));

    // Once in the toast, once under the field.
    expect((await screen.findAllByText(API_MSG.propertyNameTaken)).length).toBe(2);
    expect(within(dialog).getByText(API_MSG.propertyNameTaken)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Add Property' })).toBeTruthy();
    expect(name.value).toBe('harbour hotel');
  });

  it('falls back to “Failed to save property” when the server gives no message', async () => {
    const server = serverWithProperties();
    server.on('PUT /api/properties/p-harbour', new Response(null, { status: 500 }));
    const { user } = renderApp('/app/properties');

    await user.click(
      within(await rowOf('Harbour Hotel')).getByRole('button', { name: 'Edit Harbour Hotel' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Property' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MSG.savePropertyFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Property' })).toBeTruthy();
  });

  it('validates on the client: nothing is sent while the name is empty', async () => {
    const server = serverWithProperties();
    const { user } = renderApp('/app/properties');

    await rowOf('Harbour Hotel');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Property' });
    const name = within(dialog).getByLabelText(/^Property Code\/Name/);
    expect(within(dialog).queryByText('Property Code/Name is required')).toBeNull();
    // Touched: leaving the empty field shows the message.
    await user.click(name);
    await user.tab();
    expect(await within(dialog).findByText('Property Code/Name is required')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add Property' }));

    expect(server.calls('POST /api/properties')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add Property' })).toBeTruthy();
  });

  it('shows nothing to the person when the list fails to load, and logs the failure', async () => {
    const server = startFakeServer({ 'GET /api/properties': json(500, { message: API_MSG.internal }) });
    signedInAs(server);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/app/properties');

    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load properties', expect.anything()));
    expect(screen.queryByText(API_MSG.internal)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'No properties yet' })).toBeNull();
    expect(screen.queryByText('Loading...', { selector: 'p' })).toBeNull();
  });

  it('closes on Escape and gives focus back to the edit button that opened it', async () => {
    serverWithProperties();
    const { user } = renderApp('/app/properties');

    const edit = within(await rowOf('Lakeside Inn')).getByRole('button', { name: 'Edit Lakeside Inn' });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit Property' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Property Code\/Name/));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(edit);
  });
});
