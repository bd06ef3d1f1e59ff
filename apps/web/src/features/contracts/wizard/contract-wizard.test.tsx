import { MSG } from '@keydate/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json } from '../../../test/fake-server.ts';
import { startFakeUploads } from '../../../test/fake-uploads.ts';
import { buildContract, buildMember } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  ada,
  ben,
  chooseFile,
  fillBasics,
  nextButton,
  pdfFile,
  stepHeading,
  wizardServer,
} from './wizard-test-kit.tsx';

describe('contract wizard: steps and basics', () => {
  it('loads properties and vendors behind a spinner, then starts on Basic Information with Back disabled', async () => {
    const server = wizardServer();
    const properties = deferred();
    // Each call gets its own copy of the answer: a body can be read once, and a remount may ask again.
    server.on('GET /api/properties', () => properties.promise.then((answer) => answer.clone()));
    renderApp('/app/upload');

    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Contract' })).toBeTruthy();
    expect(screen.getByText('Loading...', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Contract Name/)).toBeNull();
    properties.resolve(json(200, []));

    await stepHeading('Basic Information');
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    const steps = within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Basic Information (current)',
      '2Document Upload (upcoming)',
      '3Contract Lifecycle (upcoming)',
      '4Review & Submit (upcoming)',
    ]);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    // Required fields carry the red asterisk named for assistive technology.
    const name = screen.getByText('Contract Name', { selector: 'label' });
    expect(within(name).getByRole('img', { name: MSG.requiredField }).className).toContain('text-red-600');
  });

  it('defaults to an individual agreement starting today in UTC, with no category or vendor', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Already March 2 in Auckland, still March 1 in UTC: the wizard takes the UTC date.
    vi.setSystemTime(new Date('2025-03-01T23:30:00.000Z'));
    wizardServer();
    renderApp('/app/upload');

    await stepHeading('Basic Information');
    expect((screen.getByLabelText(/^Start Date/) as HTMLInputElement).value).toBe('2025-03-01');
    expect((screen.getByRole('radio', { name: /Individual/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Category/) as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText(/^Vendor/) as HTMLSelectElement).value).toBe('');
    const categories = within(screen.getByLabelText(/^Category/)).getAllByRole('option');
    expect(categories.slice(1).map((option) => option.textContent)).toEqual([
      'Software',
      'Maintenance',
      'service',
      'lease',
      'license',
      'Supplies',
      'Vendor Agreement',
      'Utilities',
      'Insurance',
      'Equipment',
      'Marketing',
      'Consulting',
      'Other',
    ]);
  });

  it('refuses Next with the exact messages, shows a touched field’s message at once, and focuses the first', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await stepHeading('Basic Information');

    const name = screen.getByLabelText(/^Contract Name/);
    await user.click(name);
    await user.tab();
    expect(await screen.findByText(MSG.contractNameRequired)).toBeTruthy();
    expect(screen.queryByText(MSG.propertyRequired)).toBeNull();

    await user.click(nextButton());
    expect(screen.getByText(MSG.contractNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.propertyRequired)).toBeTruthy();
    expect(screen.getByText(MSG.categoryRequired)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    await stepHeading('Basic Information');

    // A name of spaces is no name.
    await user.type(name, '   ');
    await user.click(nextButton());
    expect(screen.getByText(MSG.contractNameRequired)).toBeTruthy();
  });

  it('switching to MSA clears the property and offers a checklist whose Select All takes every active property', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await stepHeading('Basic Information');

    const single = screen.getByLabelText(/^Property/) as HTMLSelectElement;
    expect(
      within(single)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a property', 'Harbour Hotel', 'Lakeside Inn']);
    const vendors = within(screen.getByLabelText(/^Vendor/)).getAllByRole('option');
    expect(vendors.map((option) => option.textContent)).toEqual(['No vendor', 'Fresh Linen Co']);
    await user.selectOptions(single, 'p-harbour');

    await user.click(screen.getByRole('radio', { name: /MSA/ }));
    expect(screen.queryByRole('combobox', { name: /^Property/ })).toBeNull();
    const group = screen.getByRole('group', { name: /^Properties/ });
    expect(within(group).getByRole('img', { name: MSG.requiredField })).toBeTruthy();
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Select All',
      'Harbour Hotel',
      'Lakeside Inn',
    ]);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(group.querySelector('ul')?.className).toContain('max-h-48');

    await user.click(nextButton());
    expect(screen.getByText(MSG.selectAtLeastOneProperty)).toBeTruthy();

    await user.click(within(group).getByRole('checkbox', { name: 'Select All' }));
    expect(within(group).getByRole('checkbox', { name: 'Harbour Hotel' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('checkbox', { name: 'Lakeside Inn' })).toHaveProperty('checked', true);
    expect(screen.queryByText(MSG.selectAtLeastOneProperty)).toBeNull();
    await user.click(within(group).getByRole('checkbox', { name: 'Select All' }));
    expect(within(group).getByRole('checkbox', { name: 'Harbour Hotel' })).toHaveProperty('checked', false);

    // Back to individual: the MSA's choice does not carry over.
    await user.click(within(group).getByRole('checkbox', { name: 'Lakeside Inn' }));
    await user.click(screen.getByRole('radio', { name: /Individual/ }));
    expect((screen.getByLabelText(/^Property/) as HTMLSelectElement).value).toBe('');
  });

  it('offers the workspace’s people as Owner, the signed-in person chosen, and sends the one chosen', async () => {
    const server = wizardServer();
    const samA = buildMember({ _id: 'u-sam-a', name: 'Sam Lee', email: 'sam@alpha.example' });
    const samB = buildMember({ _id: 'u-sam-b', name: 'Sam Lee', email: 'sam@beta.example' });
    server.on('GET /api/members', json(200, [ada, ben, samA, samB]));
    const uploads = startFakeUploads({
      'POST /api/contracts/upload': { status: 201, body: buildContract({ _id: 'c-new', owner: ben }) },
    });
    const { user } = renderApp('/app/upload');
    await stepHeading('Basic Information');

    const owner = screen.getByLabelText('Owner') as HTMLSelectElement;
    expect(owner.value).toBe('u-admin');
    // Two people of one name are told apart by their email; a new contract has no 'No owner'.
    expect(
      within(owner)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ada Admin', 'Ben Booker', 'Sam Lee (sam@alpha.example)', 'Sam Lee (sam@beta.example)']);
    const hint = screen.getByText(
      'Reminders and the weekly summary go to the owner and the people responsible for its properties.',
    );
    expect(owner.getAttribute('aria-describedby')).toContain(hint.id);

    await user.selectOptions(owner, 'u-ben');
    await fillBasics(user);
    await chooseFile(user);
    await user.click(nextButton());
    await stepHeading('Review & Submit');
    expect(screen.getByText('Owner', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Ben Booker');
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));

    expect(await screen.findByText(MSG.contractUploaded)).toBeTruthy();
    const metadata = JSON.parse(String(uploads.calls()[0]?.form.get('metadata')));
    expect(metadata.ownerId).toBe('u-ben');
  });

  it('waits for the people too, and offers to try again when they could not be loaded', async () => {
    const server = wizardServer();
    server.on('GET /api/members', json(500, { message: 'boom' }));
    const { user } = renderApp('/app/upload');

    expect(await screen.findByText('The properties, vendors and people could not be loaded.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Contract Name/)).toBeNull();
    server.on('GET /api/members', json(200, [ada, ben]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await stepHeading('Basic Information');
    expect((screen.getByLabelText('Owner') as HTMLSelectElement).value).toBe('u-admin');
  });

  it('Cancel goes back to the dashboard', async () => {
    wizardServer();
    const { user, router } = renderApp('/app/upload');
    await stepHeading('Basic Information');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
  });

  it('moves focus to the heading of each new step, and Back returns with the values kept', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await fillBasics(user);

    expect(document.activeElement).toBe(await stepHeading('Document Upload'));
    const steps = within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps[0]?.textContent).toContain('(completed)');
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(await stepHeading('Basic Information'));
    expect((screen.getByLabelText(/^Contract Name/) as HTMLInputElement).value).toBe('Linen service');
    expect((screen.getByLabelText(/^Property/) as HTMLSelectElement).value).toBe('p-harbour');
  });
});

describe('contract wizard: document step', () => {
  it('asks for a file, refuses other types and files over 10MB, and shows the chosen file', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await fillBasics(user);

    await user.click(nextButton());
    expect(screen.getByText(MSG.selectFileToUpload)).toBeTruthy();
    await stepHeading('Document Upload');

    // Dropped on the zone, a program is refused whatever the chooser's filter would have allowed.
    const zone = screen.getByText('or drag and drop it here').closest('label') as HTMLElement;
    const program = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.drop(zone, { dataTransfer: { files: [program] } });
    expect(await screen.findByText(MSG.uploadWrongType)).toBeTruthy();
    await user.click(nextButton());
    await stepHeading('Document Upload');

    const input = screen.getByLabelText('Contract Document');
    expect(input.getAttribute('accept')).toBe(
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await user.upload(input, pdfFile('huge.pdf', 10_485_761));
    expect(await screen.findByText(MSG.uploadTooLarge)).toBeTruthy();
    await user.click(nextButton());
    await stepHeading('Document Upload');

    // Exactly 10MB is accepted; name and size are shown.
    await user.upload(input, pdfFile('contract.pdf', 10_485_760));
    expect(screen.getByText('contract.pdf')).toBeTruthy();
    expect(screen.getByText('10.0 MB')).toBeTruthy();
    expect(screen.queryByText(MSG.uploadTooLarge)).toBeNull();
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
  });

  it('takes a Word document dropped on the zone, and a removed file can be chosen again', async () => {
    wizardServer();
    const { user } = renderApp('/app/upload');
    await fillBasics(user);

    const zone = screen.getByText('or drag and drop it here').closest('label') as HTMLElement;
    const docx = new File(['PK'], 'terms.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    fireEvent.drop(zone, { dataTransfer: { files: [docx] } });
    expect(await screen.findByText('terms.docx')).toBeTruthy();
    expect(screen.getByText('2 bytes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove terms.docx' }));
    expect(screen.queryByText('terms.docx')).toBeNull();
    await chooseFile(user);
  });
});
