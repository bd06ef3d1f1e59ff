// Shared setup of the wizard's tests: a workspace with active and inactive properties and vendors.
import type { TContract } from '@keydate/domain';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import { AppProviders } from '../../../app.tsx';
import { createQueryClient, SignedInProviders } from '../../../lib/signed-in-providers.tsx';
import { type FakeServer, json, startFakeServer } from '../../../test/fake-server.ts';
import { buildMember, buildProperty, buildVendor } from '../../../test/fixtures.ts';
import { signedInAs } from '../../../test/render-app.tsx';
import { ContractWizard } from './contract-wizard.tsx';

export const harbour = buildProperty({ _id: 'p-harbour', name: 'Harbour Hotel' });
export const lakeside = buildProperty({ _id: 'p-lakeside', name: 'Lakeside Inn' });
export const oldMill = buildProperty({ _id: 'p-old-mill', name: 'Old Mill Lodge', status: 'inactive' });
export const freshLinen = buildVendor({ _id: 'v-fresh', name: 'Fresh Linen Co' });
export const goneVendor = buildVendor({ _id: 'v-gone', name: 'Gone Supplies', status: 'inactive' });
/** The signed-in admin (signedInAs's default user) and a colleague. */
export const ada = buildMember();
export const ben = buildMember({ _id: 'u-ben', name: 'Ben Booker', email: 'ben@example.com' });

/** The call that reads a chosen file, as the fake server names it. */
export const ANALYZE = 'POST /api/documents/analyze';

/** A fact the document states, as the analysis answers it. */
export const documentFact = <T,>(value: T, page = 1, quote = '…') => ({ value, quote, page });

export function wizardServer(): FakeServer {
  const server = startFakeServer({
    'GET /api/properties': json(200, [harbour, lakeside, oldMill]),
    'GET /api/vendors': json(200, [freshLinen, goneVendor]),
    'GET /api/members': json(200, [ada, ben]),
  });
  signedInAs(server);
  return server;
}

export const pdfFile = (name = 'linen-agreement.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

export async function stepHeading(title: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 2, name: new RegExp(`${escapeRegExp(title)}$`) });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const nextButton = () => screen.getByRole('button', { name: 'Next' });

/** Fills the basics step for an individual contract at Harbour Hotel and moves on. */
export async function fillBasics(user: UserEvent, { name = 'Linen service', startDate = '2025-01-05' } = {}) {
  await stepHeading('Basic Information');
  await user.type(screen.getByLabelText(/^Contract Name/), name);
  await user.selectOptions(screen.getByLabelText(/^Property/), 'p-harbour');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'service');
  const start = screen.getByLabelText(/^Start Date/);
  await user.clear(start);
  await user.type(start, startDate);
  await user.selectOptions(screen.getByLabelText(/^Vendor/), 'v-fresh');
  await user.click(nextButton());
  await stepHeading('Document Upload');
}

/** Chooses a file on the document step and moves on to the lifecycle step. */
export async function chooseFile(user: UserEvent, file = pdfFile()) {
  await user.upload(screen.getByLabelText('Contract Document'), file);
  expect(screen.getByText(file.name)).toBeTruthy();
  await user.click(nextButton());
  await stepHeading('Contract Lifecycle');
}

/** The wizard in edit mode for `contract`, outside the app's routes. */
export function renderEditWizard(contract: TContract) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <SignedInProviders>
        <MemoryRouter>
          <ContractWizard mode="edit" contract={contract} onDone={onDone} onCancel={onCancel} />
        </MemoryRouter>
      </SignedInProviders>
    </AppProviders>,
  );
  return { onDone, onCancel, queryClient, user: userEvent.setup() };
}
