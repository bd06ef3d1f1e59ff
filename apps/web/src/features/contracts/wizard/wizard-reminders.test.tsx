import { MSG } from '@keydate/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app.tsx';
import { createQueryClient, SignedInProviders } from '../../../lib/signed-in-providers.tsx';
import { json } from '../../../test/fake-server.ts';
import { startFakeUploads } from '../../../test/fake-uploads.ts';
import { buildContract } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ContractWizard } from './contract-wizard.tsx';
import { chooseFile, fillBasics, nextButton, stepHeading, wizardServer } from './wizard-test-kit.tsx';

const RANGE = 'Lead times are whole days from 0 to 365';
const remindersGroup = () => screen.getByRole('group', { name: MSG.remindersLegend });
const workspaceChoice = () => screen.getByRole('radio', { name: MSG.remindersUseWorkspace });
const customChoice = () => screen.getByRole('radio', { name: MSG.remindersCustom });
const noticeDays = () => screen.getByRole('textbox', { name: MSG.remindersNoticeLabel }) as HTMLInputElement;
const endDays = () => screen.getByRole('textbox', { name: MSG.remindersEndLabel }) as HTMLInputElement;
const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('contract wizard: reminders', () => {
  it('follows the workspace unless told otherwise, and says so on the review', async () => {
    wizardServer();
    const uploads = startFakeUploads({
      'POST /api/contracts/upload': () => ({ status: 201, body: buildContract({ _id: 'c-new' }) }),
    });
    const { user } = renderApp('/app/upload');
    await fillBasics(user);
    await chooseFile(user);

    expect(within(remindersGroup()).getAllByRole('radio')).toHaveLength(2);
    expect(workspaceChoice()).toHaveProperty('checked', true);
    expect(screen.queryByRole('textbox', { name: MSG.remindersNoticeLabel })).toBeNull();
    await user.click(nextButton());
    await stepHeading('Review & Submit');
    expect(summary(MSG.remindersLegend)?.textContent).toBe(MSG.remindersUseWorkspace);

    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    expect(await screen.findByText(MSG.contractUploaded)).toBeTruthy();
    const metadata = JSON.parse(String(uploads.calls()[0]?.form.get('metadata')));
    expect(metadata.reminderLeadDays).toBeNull();
  });

  it('takes custom days, with messages once a field is left or Next was refused, and sends them', async () => {
    wizardServer();
    const uploads = startFakeUploads({
      'POST /api/contracts/upload': () => ({ status: 201, body: buildContract({ _id: 'c-new' }) }),
    });
    const { user } = renderApp('/app/upload');
    await fillBasics(user);
    await chooseFile(user);

    await user.click(customChoice());
    expect(noticeDays().value).toBe('60, 30, 14, 7, 1');
    expect(endDays().value).toBe('30, 7');

    await user.clear(noticeDays());
    await user.type(noticeDays(), '30, soon');
    // Nothing is said while the field is being typed in.
    expect(screen.queryByText(MSG.leadDaysFormat)).toBeNull();
    await user.tab();
    expect(screen.getByText(MSG.leadDaysFormat)).toBeTruthy();
    expect(noticeDays().getAttribute('aria-invalid')).toBe('true');

    // The end field was never left, so its message waits for a refused Next.
    await user.clear(endDays());
    await user.type(endDays(), '400');
    expect(screen.queryByText(RANGE)).toBeNull();
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
    expect(screen.getByText(RANGE)).toBeTruthy();
    expect(document.activeElement).toBe(noticeDays());

    await user.clear(noticeDays());
    await user.type(noticeDays(), '10, 45, 10');
    await user.clear(endDays());
    expect(screen.queryByText(MSG.leadDaysFormat)).toBeNull();
    expect(screen.queryByText(RANGE)).toBeNull();
    await user.click(nextButton());
    await stepHeading('Review & Submit');
    const items = within(summary(MSG.remindersLegend) as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${MSG.remindersNoticeLabel}: 45, 10 days`,
      `${MSG.remindersEndLabel}: None`,
    ]);

    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    expect(await screen.findByText(MSG.contractUploaded)).toBeTruthy();
    const metadata = JSON.parse(String(uploads.calls()[0]?.form.get('metadata')));
    expect(metadata.reminderLeadDays).toEqual({ notice: [45, 10], end: [] });
  });
});

describe('contract wizard: reminders on the edit page', () => {
  it('is pre-filled with the contract’s own days, and going back to the workspace sends null', async () => {
    const server = wizardServer();
    const contract = buildContract({ _id: 'c-own', reminderLeadDays: { notice: [21, 3], end: [7] } });
    server.on('PUT /api/contracts/c-own', json(200, { ...contract, reminderLeadDays: null }));
    const queryClient = createQueryClient();
    render(
      <AppProviders queryClient={queryClient}>
        <SignedInProviders>
          <MemoryRouter>
            <ContractWizard mode="edit" contract={contract} onDone={vi.fn()} onCancel={vi.fn()} />
          </MemoryRouter>
        </SignedInProviders>
      </AppProviders>,
    );
    const user = userEvent.setup();
    await stepHeading('Basic Information');
    await user.click(nextButton());
    await stepHeading('Document Upload');
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');

    expect(customChoice()).toHaveProperty('checked', true);
    expect(noticeDays().value).toBe('21, 3');
    expect(endDays().value).toBe('7');

    await user.click(workspaceChoice());
    await user.click(nextButton());
    await stepHeading('Review & Submit');
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    expect(await screen.findByText(MSG.contractUpdated)).toBeTruthy();
    expect(server.calls('PUT /api/contracts/c-own')[0]?.body).toMatchObject({ reminderLeadDays: null });
  });
});
