// Contracts as the API answers them, for the dashboard and detail page tests.
import {
  asCalendarDate,
  defaultLifecycle,
  PAGE_SIZE,
  type TContract,
  type TContractPage,
} from '@keydate/domain';
import { vi } from 'vitest';

const harbour = { _id: 'p-harbour', name: 'Harbour Hotel', status: 'active' as const };

/** The DOMAIN.md worked example: from 2025-01-05 for 1 year, notice 90 days, evaluation 180 days. */
export function buildContract(overrides: Partial<TContract> = {}): TContract {
  return {
    _id: 'c-linen',
    name: 'Linen Service',
    agreementType: 'INDIVIDUAL',
    contractType: 'service',
    status: 'active',
    startDate: asCalendarDate('2025-01-05'),
    endDate: asCalendarDate('2026-01-05'),
    renewalWindowStart: asCalendarDate('2025-04-10'),
    renewalWindowEnd: asCalendarDate('2025-10-07'),
    nonRenewalNoticeStart: asCalendarDate('2025-10-07'),
    documentKey: 'w-1/linen-key',
    documentUrl: null,
    documentName: 'linen-service.pdf',
    vendorId: { _id: 'v-acme', name: 'Acme Linen', status: 'active' },
    propertyId: harbour,
    propertyIds: [],
    lifecycle: defaultLifecycle(),
    reminderLeadDays: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

export function pageOf(items: TContract[], total = items.length, page = 1): TContractPage {
  return { items, total, page, pageSize: PAGE_SIZE };
}

/** The query strings of every GET /api/contracts so far (the fake server keeps only the path). */
export function contractListQueries(): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/contracts')
    .map((url) => url.searchParams);
}

export function lastContractListQuery(): Record<string, string> {
  const last = contractListQueries().at(-1);
  return last ? Object.fromEntries(last) : {};
}
