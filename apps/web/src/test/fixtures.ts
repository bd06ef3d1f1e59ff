// Records as the API answers them, for every web test: people, properties, vendors and contracts.
import {
  asCalendarDate,
  defaultLifecycle,
  PAGE_SIZE,
  type TContract,
  type TContractPage,
  type TDecision,
  type TMember,
  type TProperty,
  type TUser,
  type TVendor,
  type TWorkspace,
  type TWorkspaceUser,
} from '@keydate/domain';
import { vi } from 'vitest';

const stamp = '2025-01-05T12:00:00.000Z';

export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    _id: 'u-admin',
    name: 'Ada Admin',
    email: 'ada@example.com',
    role: 'admin',
    isVerified: true,
    createdAt: stamp,
    ...overrides,
  };
}

/** A person as GET /api/users lists them for an admin: the user and how many contracts they own. */
export function buildWorkspaceUser(overrides: Partial<TWorkspaceUser> = {}): TWorkspaceUser {
  return { ...buildUser(), contractsOwned: 0, ...overrides };
}

/** A person as GET /api/members and the owner and responsible-people pickers name them. */
export function buildMember(overrides: Partial<TMember> = {}): TMember {
  return { _id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com', ...overrides };
}

export const workspace: TWorkspace = { _id: 'w-1', name: "Ada's workspace" };

export function buildProperty(overrides: Partial<TProperty> = {}): TProperty {
  return {
    _id: 'p-harbour',
    name: 'Harbour Hotel',
    status: 'active',
    responsibles: [],
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function buildVendor(overrides: Partial<TVendor> = {}): TVendor {
  return {
    _id: 'v-acme',
    name: 'Acme Linen',
    contactPerson: 'Dana Diaz',
    email: 'dana@acme.example',
    phone: '+1 (555) 010-2030',
    status: 'active',
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

/** Example (docs/domain.md, Lifecycle): from 2025-01-05 for 1 year, notice 90 days, evaluation 180 days. */
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
    term: { number: 1, startDate: asCalendarDate('2025-01-05') },
    owner: null,
    decision: null,
    awaitingDecision: false,
    noticeSent: null,
    documentKey: 'w-1/linen-key',
    documentUrl: null,
    documentName: 'linen-service.pdf',
    vendorId: { _id: 'v-acme', name: 'Acme Linen', status: 'active' },
    propertyId: { _id: 'p-harbour', name: 'Harbour Hotel', status: 'active' },
    propertyIds: [],
    lifecycle: defaultLifecycle(),
    reminderLeadDays: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

/** A term's renewal decision as a contract answers it: Ada's "Don't renew" for the price, on June 1, 2025. */
export function buildDecision(overrides: Partial<TDecision> = {}): TDecision {
  return {
    term: 1,
    decision: 'not_renew',
    reason: 'price',
    note: '',
    decidedBy: { _id: 'u-admin', name: 'Ada Admin' },
    decidedAt: '2025-06-01T23:30:00.000Z',
    ...overrides,
  };
}

/** The paged answer of GET /api/contracts?page=… */
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
