import { MSG, type TContract } from '@keydate/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, startFakeServer } from '../../../test/fake-server.ts';
import { buildContract, buildUser } from '../../../test/fixtures.ts';
import { renderApp, signedInAs } from '../../../test/render-app.tsx';

const WORKSPACE = {
  _id: 'w-1',
  name: 'Harbour Hotels',
  reminderLeadDays: { notice: [60, 30, 14, 7, 1], end: [30, 7] },
};

function showDetail(contract: TContract, role: 'admin' | 'user' = 'user') {
  // Only Date is faked, so timers and user events stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-09-01T22:00:00.000Z'));
  const server = startFakeServer({
    [`GET /api/contracts/${contract._id}`]: json(200, contract),
    [`GET /api/contracts/${contract._id}/view`]: json(200, { url: '/api/documents/x' }),
    'GET /api/workspace': json(200, WORKSPACE),
  });
  signedInAs(server, buildUser(role === 'admin' ? {} : { _id: 'u-uma', role: 'user' }));
  renderApp(`/app/contracts/${contract._id}`);
  return server;
}

async function schedule() {
  const region = await screen.findByRole('region', { name: /^Reminder schedule/ });
  await within(region).findAllByRole('listitem');
  return region;
}

const rows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('contract detail: reminder schedule', () => {
  it('lists the workspace’s lead times as the days the mails go out, past ones marked', async () => {
    // Notice date October 7, 2025; end January 5, 2026; today September 1, 2025 (UTC).
    showDetail(buildContract());
    const region = await schedule();
    expect(within(region).getByText(MSG.remindersWorkspaceSchedule)).toBeTruthy();
    expect(rows(region)).toEqual([
      '60 days before the notice dateAugust 8, 2025Past',
      '30 days before the notice dateSeptember 7, 2025',
      '14 days before the notice dateSeptember 23, 2025',
      '7 days before the notice dateSeptember 30, 2025',
      '1 day before the notice dateOctober 6, 2025',
      '30 days before the end dateDecember 6, 2025',
      '7 days before the end dateDecember 29, 2025',
    ]);
  });

  it('shows a contract’s own lead times as custom, without asking for the workspace’s', async () => {
    const server = showDetail(buildContract({ reminderLeadDays: { notice: [45, 0], end: [] } }));
    const region = await schedule();
    expect(within(region).getByText(MSG.remindersCustomSchedule)).toBeTruthy();
    expect(within(region).queryByText(MSG.remindersWorkspaceSchedule)).toBeNull();
    expect(rows(region)).toEqual([
      '45 days before the notice dateAugust 23, 2025Past',
      'On the notice dateOctober 7, 2025',
    ]);
    expect(server.calls('GET /api/workspace')).toEqual([]);
  });
});
