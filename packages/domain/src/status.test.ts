import { describe, expect, it } from 'vitest';
import { asCalendarDate as d, todayUtc } from './dates.ts';
import {
  CONTRACT_STATUSES,
  capitalizedStatusLabel,
  contractStatus,
  daysLeft,
  detailStatusTone,
  endDateNote,
  expiryBanner,
  expiryState,
  listStatusTone,
  STATUS_FILTER_OPTIONS,
  statusLabel,
  type TContractStatus,
} from './status.ts';

// The default lifecycle from 2025-01-05: evaluation 2025-04-10, notice 2025-10-07, end 2026-01-05.
const contract = {
  startDate: d('2025-01-05'),
  endDate: d('2026-01-05'),
  renewalWindowStart: d('2025-04-10'),
  renewalWindowEnd: d('2025-10-07'),
};

describe('contractStatus', () => {
  it.each<[string, TContractStatus]>([
    ['2024-06-01', 'pending'],
    ['2025-01-04', 'pending'],
    ['2025-01-05', 'active'],
    ['2025-04-09', 'active'],
    ['2025-04-10', 'pending_renewal'],
    ['2025-07-01', 'pending_renewal'],
    ['2025-10-07', 'pending_renewal'],
    ['2025-10-08', 'active'],
    ['2026-01-04', 'active'],
    ['2026-01-05', 'expired'],
    ['2027-01-01', 'expired'],
  ])('on %s the contract is %s', (today, status) => {
    expect(contractStatus(contract, d(today))).toBe(status);
  });

  it('lets a stored terminated win over every date', () => {
    for (const today of ['2024-06-01', '2025-07-01', '2027-01-01']) {
      expect(contractStatus({ ...contract, status: 'terminated' }, d(today))).toBe('terminated');
    }
  });

  it('ignores any other stored status', () => {
    expect(contractStatus({ ...contract, status: 'active' }, d('2027-01-01'))).toBe('expired');
    expect(contractStatus({ ...contract, status: 'expired' }, d('2025-02-01'))).toBe('active');
    expect(contractStatus({ ...contract, status: null }, d('2025-02-01'))).toBe('active');
  });

  it('orders the rules: pending before expired, expired before pending_renewal', () => {
    // A window reaching past the end date still reads expired once the end has come.
    expect(contractStatus({ ...contract, renewalWindowEnd: d('2026-03-01') }, d('2026-01-10'))).toBe(
      'expired',
    );
    // An evaluation window before the start still reads pending before the start.
    expect(
      contractStatus(
        { ...contract, renewalWindowStart: d('2024-12-01'), renewalWindowEnd: d('2025-02-01') },
        d('2025-01-01'),
      ),
    ).toBe('pending');
  });

  it('handles missing dates: no end never expires, no window is never pending_renewal', () => {
    expect(contractStatus({ startDate: d('2025-01-05') }, d('2099-01-01'))).toBe('active');
    expect(contractStatus({}, d('2025-01-01'))).toBe('active');
    expect(contractStatus({ endDate: d('2025-01-01') }, d('2025-01-01'))).toBe('expired');
    expect(contractStatus({ ...contract, renewalWindowStart: null }, d('2025-07-01'))).toBe('active');
  });

  it('changes at 00:00 UTC: today is the UTC day of the clock', () => {
    expect(contractStatus(contract, todayUtc(new Date('2026-01-04T23:59:59.999Z')))).toBe('active');
    expect(contractStatus(contract, todayUtc(new Date('2026-01-05T00:00:00.000Z')))).toBe('expired');
    expect(contractStatus(contract, todayUtc(new Date('2025-01-04T23:59:59.999Z')))).toBe('pending');
    expect(contractStatus(contract, todayUtc(new Date('2025-01-05T00:00:00.000Z')))).toBe('active');
  });

  it('needs no notice date for the other statuses', () => {
    expect(
      contractStatus(
        { startDate: d('2025-01-05'), endDate: d('2026-01-05'), renewalWindowStart: d('2025-04-10') },
        d('2025-05-01'),
      ),
    ).toBe('active');
  });
});

describe('days left and expiry', () => {
  it('counts calendar days to the end date', () => {
    expect(daysLeft(d('2026-01-05'), d('2026-01-05'))).toBe(0);
    expect(daysLeft(d('2026-01-05'), d('2026-01-04'))).toBe(1);
    expect(daysLeft(d('2026-01-05'), todayUtc(new Date('2025-10-07T23:00:00Z')))).toBe(90);
    expect(daysLeft(d('2026-01-05'), d('2026-01-10'))).toBe(-5);
    expect(daysLeft(null, d('2026-01-10'))).toBeNull();
  });

  it.each([
    [null, null],
    [365, null],
    [91, null],
    [90, 'expiring_soon'],
    [1, 'expiring_soon'],
    [0, 'expired'],
    [-10, 'expired'],
  ])('%s days left is %s', (left, state) => {
    expect(expiryState(left)).toBe(state);
  });

  it('words the banners in the product’s fixed wording (docs/domain.md, Status)', () => {
    expect(expiryBanner(30)).toEqual({
      state: 'expiring_soon',
      tone: 'amber',
      title: 'Contract Expiring Soon',
      text: 'This contract will expire in 30 days. Consider renewal or termination.',
    });
    expect(expiryBanner(1)?.text).toBe(
      'This contract will expire in 1 day. Consider renewal or termination.',
    );
    expect(expiryBanner(0)).toEqual({
      state: 'expired',
      tone: 'red',
      title: 'Contract Expired',
      text: 'This contract has expired. Please take appropriate action.',
    });
    expect(expiryBanner(91)).toBeNull();
    expect(expiryBanner(null)).toBeNull();
  });

  it('words the end-date note', () => {
    expect(endDateNote(200)).toBe('200 days remaining');
    expect(endDateNote(2)).toBe('2 days remaining');
    expect(endDateNote(1)).toBe('1 day remaining');
    expect(endDateNote(0)).toBe('Contract has expired');
    expect(endDateNote(-3)).toBe('Contract has expired');
    expect(endDateNote(null)).toBeNull();
  });
});

describe('status badges', () => {
  it('label the list badge with spaces and unknown for missing', () => {
    expect(statusLabel('pending_renewal')).toBe('pending renewal');
    expect(statusLabel('active')).toBe('active');
    expect(statusLabel(undefined)).toBe('unknown');
    expect(statusLabel(null)).toBe('unknown');
    expect(statusLabel('')).toBe('unknown');
  });

  it('colour the list badge green, yellow or grey', () => {
    expect(listStatusTone('active')).toBe('green');
    expect(listStatusTone('pending_renewal')).toBe('yellow');
    for (const other of ['pending', 'expired', 'terminated', undefined, 'whatever']) {
      expect(listStatusTone(other)).toBe('grey');
    }
  });

  it('colour the detail badge green only for active, and capitalise its label', () => {
    expect(detailStatusTone('active')).toBe('green');
    expect(detailStatusTone('pending_renewal')).toBe('grey');
    expect(detailStatusTone(undefined)).toBe('grey');
    expect(capitalizedStatusLabel('active')).toBe('Active');
    expect(capitalizedStatusLabel('pending_renewal')).toBe('Pending renewal');
    expect(capitalizedStatusLabel(undefined)).toBe('Unknown');
  });

  it('lists the statuses, and the filter offers pending_renewal too', () => {
    expect(CONTRACT_STATUSES).toEqual(['active', 'pending_renewal', 'pending', 'expired', 'terminated']);
    expect(STATUS_FILTER_OPTIONS.map((o) => o.value)).toEqual([
      'active',
      'pending_renewal',
      'pending',
      'expired',
      'terminated',
    ]);
  });
});
