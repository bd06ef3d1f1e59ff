// When wizard messages show (docs/domain.md, The wizard: a field touched, or its step's Next refused), and
// what moves focus; the steps' own tests cover the messages' words.
import { MSG } from '@keydate/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app.tsx';
import { createQueryClient, SignedInProviders } from '../../../lib/signed-in-providers.tsx';
import { buildContract } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ContractWizard } from './contract-wizard.tsx';
import {
  chooseFile,
  fillBasics,
  harbour,
  nextButton,
  pdfFile,
  stepHeading,
  wizardServer,
} from './wizard-test-kit.tsx';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const shown = (message: string) => screen.queryByText(message) !== null;

describe('contract wizard: when messages show', () => {
  it('puts away a refused Next’s message as soon as the field is right, without leaving it', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await stepHeading('Basic Information');

    await user.click(nextButton());
    expect(document.activeElement).toBe(field(/^Contract Name/));
    await user.keyboard('L');
    expect(shown(MSG.contractNameRequired)).toBe(false);
    await user.keyboard('{Backspace}');
    expect(shown(MSG.contractNameRequired)).toBe(true);

    await user.selectOptions(field(/^Property/), 'p-harbour');
    expect(shown(MSG.propertyRequired)).toBe(false);
    await user.selectOptions(field(/^Category/), 'lease');
    expect(shown(MSG.categoryRequired)).toBe(false);
  });

  it('counts a choice in a select as touching it; typed fields wait until they are left', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await stepHeading('Basic Information');

    await user.selectOptions(field(/^Category/), 'lease');
    await user.selectOptions(field(/^Category/), '');
    expect(shown(MSG.categoryRequired)).toBe(true);
    await user.selectOptions(field(/^Property/), 'p-harbour');
    await user.selectOptions(field(/^Property/), '');
    expect(shown(MSG.propertyRequired)).toBe(true);

    await user.clear(field(/^Start Date/));
    expect(shown(MSG.startDateRequired)).toBe(false);
    await user.tab();
    expect(shown(MSG.startDateRequired)).toBe(true);
    expect(shown(MSG.contractNameRequired)).toBe(false);
  });

  it('words a showing property message for the agreement type switched to, and says nothing before', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await stepHeading('Basic Information');

    await user.click(screen.getByRole('radio', { name: /MSA/ }));
    await user.click(screen.getByRole('radio', { name: /Individual/ }));
    expect(shown(MSG.selectAtLeastOneProperty) || shown(MSG.propertyRequired)).toBe(false);

    await user.selectOptions(field(/^Property/), 'p-harbour');
    await user.selectOptions(field(/^Property/), '');
    expect(shown(MSG.propertyRequired)).toBe(true);
    await user.click(screen.getByRole('radio', { name: /MSA/ }));
    expect(shown(MSG.selectAtLeastOneProperty)).toBe(true);
    expect(shown(MSG.propertyRequired)).toBe(false);
  });

  it('touches the MSA checklist when it is left, and focuses its first box after a refused Next', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await stepHeading('Basic Information');
    await user.type(field(/^Contract Name/), 'Group HVAC');
    await user.click(screen.getByRole('radio', { name: /MSA/ }));
    const group = screen.getByRole('group', { name: /^Properties/ });
    const first = within(group).getByRole('checkbox', { name: harbour.name });

    // Leaving the checklist, not moving between its boxes, touches it.
    act(() => first.focus());
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('checkbox', { name: 'Lakeside Inn' }));
    expect(shown(MSG.selectAtLeastOneProperty)).toBe(false);
    await user.click(field(/^Category/));
    expect(shown(MSG.selectAtLeastOneProperty)).toBe(true);

    await user.click(first);
    await user.click(first);
    await user.click(field(/^Contract Name/));
    await user.click(nextButton());
    expect(document.activeElement).toBe(first);
  });

  it('keeps each step’s refused Next to that step: the next step starts quiet, and an attempted step stays loud', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await stepHeading('Basic Information');
    await user.click(nextButton());
    expect(shown(MSG.contractNameRequired)).toBe(true);
    await fillBasics(user);

    expect(shown(MSG.selectFileToUpload)).toBe(false);
    await user.click(nextButton());
    expect(shown(MSG.selectFileToUpload)).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Contract Document'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Basic Information');
    await user.click(nextButton());
    await stepHeading('Document Upload');
    expect(shown(MSG.selectFileToUpload)).toBe(true);

    await chooseFile(user);
    await user.click(screen.getByRole('radio', { name: MSG.remindersCustom }));
    const notice = screen.getByRole('textbox', { name: MSG.remindersNoticeLabel });
    await user.clear(notice);
    await user.type(notice, 'soon');
    expect(shown(MSG.leadDaysFormat)).toBe(false);
  });

  it('says a removed file is missing at once, but a removed current document only after Next', async () => {
    const contract = buildContract({ _id: 'c-doc', documentName: 'current.pdf' });
    wizardServer();
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

    await user.click(screen.getByRole('button', { name: 'Remove document' }));
    expect(shown(MSG.selectFileToUpload)).toBe(false);
    await user.upload(screen.getByLabelText('Contract Document'), pdfFile('new.pdf'));
    await user.click(screen.getByRole('button', { name: 'Remove new.pdf' }));
    expect(shown(MSG.selectFileToUpload)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Keep the current document' }));
    expect(screen.getByText('current.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove document' }));
    expect(shown(MSG.selectFileToUpload)).toBe(true);
  });

  it('shows a left reminders field’s message again when the contract’s own days are chosen again', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await fillBasics(user);
    await chooseFile(user);

    await user.click(screen.getByRole('radio', { name: MSG.remindersCustom }));
    const notice = () => screen.getByRole('textbox', { name: MSG.remindersNoticeLabel }) as HTMLInputElement;
    await user.clear(notice());
    await user.type(notice(), 'soon');
    await user.tab();
    expect(shown(MSG.leadDaysFormat)).toBe(true);

    await user.click(screen.getByRole('radio', { name: MSG.remindersUseWorkspace }));
    expect(shown(MSG.leadDaysFormat)).toBe(false);
    await user.click(nextButton());
    await stepHeading('Review & Submit');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Contract Lifecycle');
    await user.click(screen.getByRole('radio', { name: MSG.remindersCustom }));
    expect(notice().value).toBe('soon');
    expect(shown(MSG.leadDaysFormat)).toBe(true);
  });
});

describe('contract wizard: review', () => {
  it('goes back to a step from its Edit button with every value kept', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await fillBasics(user, { name: 'Laundry' });
    await chooseFile(user, pdfFile('laundry.pdf'));
    const duration = screen.getByLabelText('Contract duration');
    await user.clear(duration);
    await user.type(duration, '3');
    await user.click(screen.getByRole('radio', { name: MSG.remindersCustom }));
    await user.clear(screen.getByRole('textbox', { name: MSG.remindersEndLabel }));
    await user.click(nextButton());
    await stepHeading('Review & Submit');

    await user.click(screen.getByRole('button', { name: 'Edit Contract Lifecycle' }));
    await stepHeading('Contract Lifecycle');
    expect(screen.getByLabelText('Contract duration')).toHaveProperty('value', '3');
    expect(screen.getByRole('textbox', { name: MSG.remindersEndLabel })).toHaveProperty('value', '');

    await user.click(nextButton());
    await stepHeading('Review & Submit');
    await user.click(screen.getByRole('button', { name: 'Edit Document Upload' }));
    await stepHeading('Document Upload');
    expect(screen.getByText('laundry.pdf')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Basic Information');
    expect(field(/^Contract Name/).value).toBe('Laundry');
    expect(field(/^Category/).value).toBe('service');
    expect(field(/^Start Date/).value).toBe('2025-01-05');
    expect(field(/^Vendor/).value).toBe('v-fresh');
  });
});
