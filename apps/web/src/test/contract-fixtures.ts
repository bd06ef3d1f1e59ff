// Contracts as the API answers them (ZContract), for tests of the contract pages.
import {
  asCalendarDate,
  defaultLifecycle,
  type TContract,
  type TProperty,
  type TVendor,
} from '@keydate/domain';

export function buildContract(overrides: Partial<TContract> = {}): TContract {
  return {
    _id: 'c-linen',
    name: 'Linen service',
    agreementType: 'INDIVIDUAL',
    contractType: 'service',
    status: 'active',
    startDate: asCalendarDate('2025-01-05'),
    endDate: asCalendarDate('2026-01-05'),
    renewalWindowStart: asCalendarDate('2025-04-10'),
    renewalWindowEnd: asCalendarDate('2025-10-07'),
    nonRenewalNoticeStart: asCalendarDate('2025-10-07'),
    documentKey: 'w-1/doc-1',
    documentUrl: null,
    documentName: 'linen-agreement.pdf',
    vendorId: { _id: 'v-fresh', name: 'Fresh Linen Co', status: 'active' },
    propertyId: { _id: 'p-harbour', name: 'Harbour Hotel', status: 'active' },
    propertyIds: [],
    lifecycle: defaultLifecycle(),
    reminderLeadDays: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

export function buildProperty(overrides: Partial<TProperty> = {}): TProperty {
  return {
    _id: 'p-harbour',
    name: 'Harbour Hotel',
    status: 'active',
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

export function buildVendor(overrides: Partial<TVendor> = {}): TVendor {
  return {
    _id: 'v-fresh',
    name: 'Fresh Linen Co',
    contactPerson: 'Sam Fresh',
    email: 'sam@freshlinen.example',
    phone: '+1 555 0100',
    status: 'active',
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}
