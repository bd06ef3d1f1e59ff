import { asCalendarDate, defaultLifecycle, MSG, MSG_FN } from '@keydate/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-server.ts';
import { startFakeUploads } from '../../../test/fake-uploads.ts';
import { buildContract } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  chooseFile,
  fillBasics,
  nextButton,
  renderEditWizard,
  stepHeading,
  wizardServer,
} from './wizard-test-kit.tsx';

const noticeInput = () => screen.getByRole('spinbutton', { name: /^Non-renewal notice due/ });
const evaluationInput = () => screen.getByRole('spinbutton', { name: /^Evaluation starts/ });

function importantDates(): Record<string, string | undefined> {
  const section = screen.getByRole('region', { name: MSG.importantDates });
  const terms = within(section).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

// Minutes behind UTC on 2025-01-05, as getTimezoneOffset() reports them, to prove the zone took effect.
const zones = [
  ['UTC', 0],
  ['America/Los_Angeles', 480],
  ['Pacific/Auckland', -780],
] as const;

describe.each(zones)('contract wizard: lifecycle dates in %s', (zone, offset) => {
  const before = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = before;
  });

  it('shows docs/domain.md, Lifecycle’s example: Jan 5, 2025 + 1 year, notice 90, evaluation 180', async () => {
    expect(new Date('2025-01-05T12:00:00.000Z').getTimezoneOffset()).toBe(offset);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-02T12:00:00.000Z'));
    wizardServer();
    const { user } = renderApp('/app/upload');
    await fillBasics(user, { startDate: '2025-01-05' });
    await chooseFile(user);

    expect(screen.getByLabelText('Contract duration')).toHaveProperty('value', '1');
    expect(screen.getByLabelText('Duration unit')).toHaveProperty('value', 'YEARS');
    expect(noticeInput()).toHaveProperty('value', '90');
    expect(evaluationInput()).toHaveProperty('value', '180');
    expect(noticeInput().closest('label')?.textContent).toBe(
      'Non-renewal notice duedays before the contract ends',
    );
    expect(evaluationInput().closest('label')?.textContent).toBe(
      'Evaluation startsdays before the notice date',
    );
    expect(importantDates()).toEqual({
      'Contract starts': 'Jan 5, 2025',
      'Evaluation begins': 'Apr 10, 2025',
      'Non-renewal notice date': 'Oct 7, 2025',
      'Contract ends': 'Jan 5, 2026',
    });
    expect(screen.getByText('Contract will end on Jan 5, 2026')).toBeTruthy();
    expect(screen.queryByText(/has already passed/)).toBeNull();
  });
});

describe('contract wizard: lifecycle inputs', () => {
  it('recomputes as the inputs change; an empty trigger counts as 0 and an empty duration as 1', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-01-02T12:00:00.000Z'));
    wizardServer();
    const { user } = renderApp('/app/upload');
    await fillBasics(user, { startDate: '2024-01-31' });
    await chooseFile(user);

    // The second example of docs/domain.md, Lifecycle: 2024-01-31, 1 month, 30 days, 0 days.
    await user.selectOptions(screen.getByLabelText('Duration unit'), 'MONTHS');
    await user.clear(noticeInput());
    await user.type(noticeInput(), '30');
    await user.clear(evaluationInput());
    expect(evaluationInput()).toHaveProperty('value', '');
    expect(importantDates()).toEqual({
      'Contract starts': 'Jan 31, 2024',
      'Evaluation begins': 'Jan 30, 2024',
      'Non-renewal notice date': 'Jan 30, 2024',
      'Contract ends': 'Feb 29, 2024',
    });
    await user.tab();
    expect(evaluationInput()).toHaveProperty('value', '0');

    const duration = screen.getByLabelText('Contract duration');
    await user.clear(duration);
    await user.type(duration, '18');
    expect(screen.getByText('Contract will end on Jul 31, 2025')).toBeTruthy();
    await user.clear(duration);
    expect(screen.getByText('Contract will end on Feb 29, 2024')).toBeTruthy();
    await user.tab();
    expect(duration).toHaveProperty('value', '1');
  });

  it('warns, without blocking, when the notice date has passed or falls before the start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-01T12:00:00.000Z'));
    wizardServer();
    const { user } = renderApp('/app/upload');
    await fillBasics(user, { startDate: '2025-01-05' });
    await chooseFile(user);

    expect(screen.getByText(MSG_FN.noticeDatePassedWarning('Oct 7, 2025'))).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Duration unit'), 'MONTHS');
    expect(screen.getByText(MSG_FN.noticeBeforeStartWarning('Nov 7, 2024', 'Jan 5, 2025'))).toBeTruthy();

    await user.click(nextButton());
    await stepHeading('Review & Submit');
    expect(screen.getByText(MSG_FN.noticeDatePassedWarning('Nov 7, 2024'))).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.submitContract })).toHaveProperty('disabled', false);
  });
});

describe('contract wizard: automatic renewal', () => {
  const renewsBox = () =>
    screen.getByRole('checkbox', { name: 'Renews automatically unless notice is given' });
  const termInput = () => screen.getByRole('spinbutton', { name: 'Renewal term' });
  const termUnit = () => screen.getByRole('combobox', { name: 'Renewal term unit' });
  const reviewed = (label: string) =>
    screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

  it('renews for the contract duration once checked, then for the term chosen, and sends that term', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-02T12:00:00.000Z'));
    wizardServer();
    const uploads = startFakeUploads({
      'POST /api/contracts/upload': { status: 201, body: buildContract({ _id: 'c-new' }) },
    });
    const { user } = renderApp('/app/upload');
    await fillBasics(user, { startDate: '2025-01-05' });
    await chooseFile(user);

    expect(renewsBox()).toHaveProperty('checked', false);
    expect(screen.queryByRole('spinbutton', { name: 'Renewal term' })).toBeNull();
    expect(screen.queryByText(/^Then renews/)).toBeNull();

    const duration = screen.getByLabelText('Contract duration');
    await user.clear(duration);
    await user.type(duration, '2');
    await user.click(renewsBox());
    expect(termInput()).toHaveProperty('value', '2');
    expect(termUnit()).toHaveProperty('value', 'YEARS');
    expect(termInput().parentElement?.textContent).toContain('For renewal terms of');
    expect(screen.getByText('Then renews for 2 years at a time unless notice is given')).toBeTruthy();

    await user.clear(termInput());
    await user.type(termInput(), '6');
    await user.selectOptions(termUnit(), 'MONTHS');
    expect(screen.getByText('Then renews for 6 months at a time unless notice is given')).toBeTruthy();
    // The first term still ends after the contract duration.
    expect(importantDates()[MSG.contractEnds]).toBe('Jan 5, 2027');

    // Unchecked, and checked again from the keyboard: the term chosen comes back.
    await user.click(renewsBox());
    expect(screen.queryByRole('spinbutton', { name: 'Renewal term' })).toBeNull();
    expect(screen.queryByText(/^Then renews/)).toBeNull();
    renewsBox().focus();
    await user.keyboard(' ');
    expect(renewsBox()).toHaveProperty('checked', true);
    expect(termInput()).toHaveProperty('value', '6');
    expect(termUnit()).toHaveProperty('value', 'MONTHS');

    await user.click(nextButton());
    await stepHeading('Review & Submit');
    expect(reviewed('Renewal')).toBe('Renews automatically for 6 months at a time');
    expect(screen.getByText('Then renews for 6 months at a time unless notice is given')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));
    expect(await screen.findByText(MSG.contractUploaded)).toBeTruthy();
    const metadata = JSON.parse(String(uploads.calls('POST /api/contracts/upload')[0]?.form.get('metadata')));
    expect(metadata.lifecycle).toEqual({
      ...defaultLifecycle(),
      duration: { value: 2, unit: 'YEARS' },
      renewal: { type: 'automatic', term: { value: 6, unit: 'MONTHS' } },
    });
  });

  it('shows an edited contract’s renewal, and sends none once it is unchecked', async () => {
    const renewing = buildContract({
      lifecycle: { ...defaultLifecycle(), renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } } },
      term: { number: 3, startDate: asCalendarDate('2027-01-05') },
    });
    const server = wizardServer();
    server.on('PUT /api/contracts/c-linen', json(200, renewing));
    const { user } = renderEditWizard(renewing);
    await stepHeading('Basic Information');
    await user.click(nextButton());
    await stepHeading('Document Upload');
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');

    expect(renewsBox()).toHaveProperty('checked', true);
    expect(termInput()).toHaveProperty('value', '1');
    expect(termUnit()).toHaveProperty('value', 'YEARS');
    await user.click(renewsBox());
    await user.click(nextButton());
    await stepHeading('Review & Submit');
    expect(reviewed('Renewal')).toBe('Does not renew automatically');
    expect(screen.queryByText(/^Then renews/)).toBeNull();
    await user.click(screen.getByRole('button', { name: MSG.submitContract }));

    expect(await screen.findByText(MSG.contractUpdated)).toBeTruthy();
    expect(server.calls('PUT /api/contracts/c-linen')[0]?.body).toMatchObject({
      lifecycle: { renewal: { type: 'none' } },
    });
  });
});
