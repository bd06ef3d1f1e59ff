import { describe, expect, it } from 'vitest';
import {
  contractPropertyIds,
  type TContract,
  ZContract,
  ZContractMetadata,
  ZContractPage,
  ZContractStatusChange,
  ZContractUpdate,
} from './contract.schemas.ts';
import { asCalendarDate as d } from './dates.ts';
import { defaultLifecycle } from './lifecycle.ts';
import { LIMITS } from './limits.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

const individual = {
  name: '  Linen service ',
  contractType: 'service',
  startDate: '2025-01-05',
  propertyId: 'p1',
};

describe('ZContractMetadata', () => {
  it('accepts an individual contract, trimming the name and filling the defaults', () => {
    expect(ZContractMetadata.parse(individual)).toEqual({
      name: 'Linen service',
      agreementType: 'INDIVIDUAL',
      contractType: 'service',
      startDate: '2025-01-05',
      lifecycle: defaultLifecycle(),
      propertyId: 'p1',
      propertyIds: [],
      vendorId: null,
      ownerId: null,
      reminderLeadDays: null,
    });
  });

  it('accepts an MSA with its properties and a vendor, and an ISO start date', () => {
    expect(
      ZContractMetadata.parse({
        name: 'Group HVAC',
        agreementType: 'MSA',
        contractType: 'Maintenance',
        startDate: '2025-01-05T12:00:00.000Z',
        propertyIds: ['p1', 'p2'],
        propertyId: 'ignored',
        vendorId: 'v1',
        lifecycle: { duration: { value: 2, unit: 'years' } },
      }),
    ).toMatchObject({
      agreementType: 'MSA',
      startDate: '2025-01-05',
      propertyId: null,
      propertyIds: ['p1', 'p2'],
      vendorId: 'v1',
      lifecycle: { duration: { value: 2, unit: 'YEARS' } },
    });
  });

  it('reads embedded references as their ids, and an empty vendor as none', () => {
    expect(
      ZContractMetadata.parse({
        ...individual,
        propertyId: { _id: 'p1', name: 'Harbour View', status: 'active' },
        vendorId: '',
      }),
    ).toMatchObject({ propertyId: 'p1', vendorId: null });
    expect(
      ZContractMetadata.parse({ ...individual, agreementType: 'MSA', propertyIds: [{ _id: 'p1' }, 'p2'] }),
    ).toMatchObject({ propertyIds: ['p1', 'p2'] });
  });

  it('ignores the derived dates a client sends', () => {
    const parsed = ZContractMetadata.parse({
      ...individual,
      endDate: '1999-01-01T12:00:00.000Z',
      renewalWindowStart: 'nonsense',
      renewalWindowEnd: null,
      nonRenewalNoticeStart: 5,
    });
    expect(parsed).not.toHaveProperty('endDate');
    expect(parsed).not.toHaveProperty('renewalWindowStart');
    expect(parsed).not.toHaveProperty('renewalWindowEnd');
    expect(parsed).not.toHaveProperty('nonRenewalNoticeStart');
  });

  it('words every missing field as the wizard does', () => {
    expect(messages(ZContractMetadata.safeParse({}))).toEqual({
      name: 'Contract name is required',
      contractType: 'Category is required',
      startDate: 'Start date is required',
      propertyId: 'Property is required',
    });
    expect(messages(ZContractMetadata.safeParse({ ...individual, name: '   ', contractType: '' }))).toEqual({
      name: 'Contract name is required',
      contractType: 'Category is required',
    });
    expect(messages(ZContractMetadata.safeParse({ ...individual, propertyId: '' }))).toEqual({
      propertyId: 'Property is required',
    });
  });

  it('needs at least one property for an MSA, each once', () => {
    const msa = { ...individual, agreementType: 'MSA' as const, propertyId: undefined };
    expect(messages(ZContractMetadata.safeParse(msa))).toEqual({
      propertyIds: 'Select at least one property',
    });
    expect(messages(ZContractMetadata.safeParse({ ...msa, propertyIds: [] }))).toEqual({
      propertyIds: 'Select at least one property',
    });
    expect(messages(ZContractMetadata.safeParse({ ...msa, propertyIds: ['p1', 'p1'] }))).toEqual({
      propertyIds: 'Each property can be selected only once',
    });
  });

  it('refuses an impossible start date, an unknown category or agreement type, and a long name', () => {
    expect(messages(ZContractMetadata.safeParse({ ...individual, startDate: '2025-02-30' }))).toEqual({
      startDate: 'Start date must be a real calendar date (YYYY-MM-DD)',
    });
    expect(messages(ZContractMetadata.safeParse({ ...individual, startDate: 20250105 }))).toEqual({
      startDate: 'Start date must be a real calendar date (YYYY-MM-DD)',
    });
    expect(messages(ZContractMetadata.safeParse({ ...individual, contractType: 'SERVICE' }))).toEqual({
      contractType: 'Choose one of the listed categories',
    });
    expect(messages(ZContractMetadata.safeParse({ ...individual, agreementType: 'GROUP' }))).toEqual({
      agreementType: 'Agreement type must be INDIVIDUAL or MSA',
    });
    expect(LIMITS.recordNameMax).toBe(200);
    expect(messages(ZContractMetadata.safeParse({ ...individual, name: 'x'.repeat(201) }))).toEqual({
      name: 'Contract name must be at most 200 characters',
    });
    expect(ZContractMetadata.safeParse({ ...individual, name: 'x'.repeat(200) }).success).toBe(true);
  });

  it('passes lifecycle errors through with their paths', () => {
    expect(
      messages(
        ZContractMetadata.safeParse({ ...individual, lifecycle: { duration: { value: 0, unit: 'DAYS' } } }),
      ),
    ).toEqual({ 'lifecycle.duration.value': 'Contract duration must be at least 1' });
  });
});

describe('ZContractUpdate and ZContractStatusChange', () => {
  it('accepts terminated and null, and leaves status out when absent', () => {
    expect(ZContractUpdate.parse({ ...individual, status: 'terminated' }).status).toBe('terminated');
    expect(ZContractUpdate.parse({ ...individual, status: null }).status).toBeNull();
    expect(ZContractUpdate.parse(individual)).not.toHaveProperty('status');
    expect(messages(ZContractUpdate.safeParse({ ...individual, status: 'active' }))).toEqual({
      status: 'Status can only be set to terminated, or null to clear it',
    });
  });

  it('applies the same rules as upload', () => {
    expect(messages(ZContractUpdate.safeParse({ status: 'terminated' }))).toEqual({
      name: 'Contract name is required',
      contractType: 'Category is required',
      startDate: 'Start date is required',
      propertyId: 'Property is required',
    });
  });

  it('lets a status change travel alone', () => {
    expect(ZContractStatusChange.parse({ status: 'terminated' })).toEqual({ status: 'terminated' });
    expect(ZContractStatusChange.parse({ status: null })).toEqual({ status: null });
    expect(ZContractStatusChange.safeParse({}).success).toBe(false);
  });
});

describe('ZContract and ZContractPage', () => {
  const answer: TContract = {
    _id: 'c1',
    name: 'Linen service',
    agreementType: 'INDIVIDUAL',
    contractType: 'service',
    status: 'active',
    startDate: d('2025-01-05'),
    endDate: d('2026-01-05'),
    renewalWindowStart: d('2025-04-10'),
    renewalWindowEnd: d('2025-10-07'),
    nonRenewalNoticeStart: d('2025-10-07'),
    term: { number: 1, startDate: d('2025-01-05') },
    owner: null,
    decision: null,
    awaitingDecision: false,
    noticeSent: null,
    documentKey: 'w1/abc',
    documentUrl: null,
    documentName: 'linen.pdf',
    vendorId: { _id: 'v1', name: 'CleanCo', status: 'active' },
    propertyId: { _id: 'p1', name: 'Harbour Hotel', status: 'active' },
    propertyIds: [],
    lifecycle: defaultLifecycle(),
    reminderLeadDays: null,
    createdAt: '2025-01-01T09:00:00.000Z',
    updatedAt: '2025-01-01T09:00:00.000Z',
  };

  const wire = {
    ...answer,
    startDate: '2025-01-05T12:00:00.000Z',
    endDate: '2026-01-05T12:00:00.000Z',
    renewalWindowStart: '2025-04-10T12:00:00.000Z',
    renewalWindowEnd: '2025-10-07T12:00:00.000Z',
    nonRenewalNoticeStart: '2025-10-07T12:00:00.000Z',
    term: { number: 1, startDate: '2025-01-05T12:00:00.000Z' },
  };

  it('writes dates at 12:00:00.000Z on the wire and reads back exactly what was encoded', () => {
    expect(ZContract.encode(answer)).toEqual(wire);
    expect(ZContract.parse(wire)).toEqual(answer);
    expect(ZContractPage.parse({ items: [wire], total: 31, page: 4, pageSize: 10 }).items).toEqual([answer]);
  });

  it('carries a picked notice date the same way', () => {
    const lifecycle = defaultLifecycle();
    lifecycle.nonRenewalNotice = {
      ...lifecycle.nonRenewalNotice,
      triggerType: 'SPECIFIC_DATE',
      date: d('2025-09-30'),
    };
    const encoded = ZContract.encode({ ...answer, lifecycle });
    expect(encoded.lifecycle.nonRenewalNotice.date).toBe('2025-09-30T12:00:00.000Z');
    expect(ZContract.parse(encoded).lifecycle.nonRenewalNotice.date).toBe('2025-09-30');
  });

  it('refuses an answer whose property or vendor is a bare id, or without an agreement type', () => {
    expect(ZContract.safeParse({ ...wire, propertyId: 'p1' }).success).toBe(false);
    expect(ZContract.safeParse({ ...wire, vendorId: { _id: 'v1' } }).success).toBe(false);
    expect(ZContract.safeParse({ ...wire, agreementType: null }).success).toBe(false);
  });

  it('refuses an answer with an unknown status', () => {
    expect(ZContract.safeParse({ ...wire, status: 'archived' }).success).toBe(false);
  });

  it('finds the property ids of either agreement type', () => {
    expect(
      contractPropertyIds({ agreementType: 'INDIVIDUAL', propertyId: { _id: 'p1' }, propertyIds: ['x'] }),
    ).toEqual(['p1']);
    expect(contractPropertyIds({ propertyId: null })).toEqual([]);
    expect(
      contractPropertyIds({ agreementType: 'MSA', propertyIds: ['p1', { _id: 'p2', name: 'B' }] }),
    ).toEqual(['p1', 'p2']);
  });
});
