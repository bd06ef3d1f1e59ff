import { asCalendarDate, MSG, type TProperty, type TVendor } from '@keydate/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeServer, json, startFakeServer } from '../test/fake-server.ts';
import { buildContract, buildMember, buildUser } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

const stamp = '2025-01-05T12:00:00.000Z';
const harbour: TProperty = {
  _id: 'p-harbour',
  name: 'Harbour Hotel',
  status: 'active',
  responsibles: [],
  createdAt: stamp,
  updatedAt: stamp,
};
const acme: TVendor = {
  _id: 'v-acme',
  name: 'Acme Linen',
  contactPerson: 'Dana Diaz',
  email: 'dana@acme.example',
  phone: '555 0100',
  status: 'active',
  createdAt: stamp,
  updatedAt: stamp,
};
const ada = buildMember();
const ben = buildMember({ _id: 'u-ben', name: 'Ben Booker', email: 'ben@example.com' });
const linen = buildContract({ owner: ada });

function serverWith(role: 'admin' | 'user' = 'admin'): FakeServer {
  const server = startFakeServer({
    'GET /api/contracts/c-linen': json(200, linen),
    'GET /api/contracts/c-linen/view': json(200, { url: '/api/documents/x' }),
    'GET /api/properties': json(200, [harbour]),
    'GET /api/vendors': json(200, [acme]),
    'GET /api/members': json(200, [ada, ben]),
  });
  signedInAs(server, buildUser(role === 'admin' ? {} : { _id: 'u-uma', role: 'user' }));
  return server;
}

const stepHeading = (title: string) =>
  screen.findByRole('heading', { level: 2, name: new RegExp(`${title}$`) });

/** From the basics step through the untouched document and lifecycle steps to the review. */
async function toReview(user: ReturnType<typeof renderApp>['user']) {
  for (const next of ['Document Upload', 'Contract Lifecycle', 'Review & Submit']) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading(next);
  }
}

const reviewed = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const submit = (user: ReturnType<typeof renderApp>['user']) =>
  user.click(screen.getByRole('button', { name: 'Submit Contract' }));

describe('contract edit page', () => {
  it('sends a user to the contract instead', async () => {
    const server = serverWith('user');
    const { router } = renderApp('/app/contracts/c-linen/edit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Service' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/contracts/c-linen');
    expect(screen.queryByRole('heading', { name: 'Edit Contract' })).toBeNull();
    expect(server.calls('PUT /api/contracts/c-linen')).toHaveLength(0);
  });

  it('pre-fills the wizard, saves the edit and returns to the contract', async () => {
    const server = serverWith();
    const saved = buildContract({
      endDate: asCalendarDate('2027-01-05'),
      lifecycle: { ...linen.lifecycle, duration: { value: 2, unit: 'YEARS' } },
    });
    server.on('PUT /api/contracts/c-linen', json(200, saved));
    const { user, router } = renderApp('/app/contracts/c-linen/edit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Contract' })).toBeTruthy();
    await stepHeading('Basic Information');
    expect((screen.getByLabelText(/^Contract Name/) as HTMLInputElement).value).toBe('Linen Service');
    expect((screen.getByLabelText(/^Property/) as HTMLSelectElement).value).toBe('p-harbour');
    expect((screen.getByLabelText(/^Start Date/) as HTMLInputElement).value).toBe('2025-01-05');
    expect((screen.getByLabelText('Owner') as HTMLSelectElement).value).toBe('u-admin');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Document Upload');
    expect(screen.getByText('linen-service.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Contract Lifecycle');
    const duration = screen.getByLabelText(MSG.contractDurationLabel);
    await user.clear(duration);
    await user.type(duration, '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Review & Submit');
    server.on('GET /api/contracts/c-linen', json(200, saved));
    await user.click(screen.getByRole('button', { name: 'Submit Contract' }));

    expect(await screen.findByText(MSG.contractUpdated)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/contracts/c-linen'));
    const body = server.calls('PUT /api/contracts/c-linen')[0]?.body as {
      name: string;
      lifecycle: { duration: unknown };
    };
    expect(body.name).toBe('Linen Service');
    expect(body.lifecycle.duration).toEqual({ value: 2, unit: 'YEARS' });
    expect(await screen.findByText('January 5, 2027')).toBeTruthy();
  });

  it('sends the owner chosen in place of the contract’s own', async () => {
    const server = serverWith();
    server.on('PUT /api/contracts/c-linen', json(200, { ...linen, owner: ben }));
    const { user, router } = renderApp('/app/contracts/c-linen/edit');

    await stepHeading('Basic Information');
    const owner = screen.getByLabelText('Owner') as HTMLSelectElement;
    // The contract has an owner: 'No owner' is not on offer.
    expect([...owner.options].map((option) => option.textContent)).toEqual(['Ada Admin', 'Ben Booker']);
    await user.selectOptions(owner, 'Ben Booker');
    await toReview(user);
    expect(reviewed('Owner')).toBe('Ben Booker');
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/contracts/c-linen'));
    expect(server.calls('PUT /api/contracts/c-linen')[0]?.body).toMatchObject({ ownerId: 'u-ben' });
  });

  it('shows No owner for a contract whose owner left, keeps it so, and sets the one chosen', async () => {
    const server = serverWith();
    const ownerless = { ...linen, owner: null };
    server.on('GET /api/contracts/c-linen', json(200, ownerless));
    server.on('PUT /api/contracts/c-linen', json(200, ownerless));
    const { user } = renderApp('/app/contracts/c-linen/edit');

    await stepHeading('Basic Information');
    const owner = screen.getByLabelText('Owner') as HTMLSelectElement;
    expect(owner.value).toBe('');
    expect(owner.selectedOptions[0]?.textContent).toBe('No owner');
    await toReview(user);
    expect(reviewed('Owner')).toBe('No owner');
    await submit(user);
    await waitFor(() => expect(server.calls('PUT /api/contracts/c-linen')).toHaveLength(1));
    expect(server.calls('PUT /api/contracts/c-linen')[0]?.body).not.toHaveProperty('ownerId');
  });

  it('sets the owner chosen for a contract that has none', async () => {
    const server = serverWith();
    const ownerless = { ...linen, owner: null };
    server.on('GET /api/contracts/c-linen', json(200, ownerless));
    server.on('PUT /api/contracts/c-linen', json(200, { ...linen, owner: ben }));
    const { user } = renderApp('/app/contracts/c-linen/edit');

    await stepHeading('Basic Information');
    await user.selectOptions(screen.getByLabelText('Owner'), 'u-ben');
    await toReview(user);
    expect(reviewed('Owner')).toBe('Ben Booker');
    await submit(user);
    await waitFor(() => expect(server.calls('PUT /api/contracts/c-linen')).toHaveLength(1));
    expect(server.calls('PUT /api/contracts/c-linen')[0]?.body).toMatchObject({ ownerId: 'u-ben' });
  });

  it('goes back to the contract on Cancel', async () => {
    const server = serverWith();
    const { user, router } = renderApp('/app/contracts/c-linen/edit');

    await stepHeading('Basic Information');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/contracts/c-linen'));
    expect(server.calls('PUT /api/contracts/c-linen')).toHaveLength(0);
  });

  it('says “Error loading contract” when the contract cannot be loaded', async () => {
    const server = serverWith();
    server.on('GET /api/contracts/c-linen', json(500, { message: 'boom' }));
    renderApp('/app/contracts/c-linen/edit');

    expect(await screen.findByText(MSG.errorLoadingContract)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Contract' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
