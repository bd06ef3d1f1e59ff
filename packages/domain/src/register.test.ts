import { describe, expect, it } from 'vitest';
import type { TContract } from './contract.schemas.ts';
import { asCalendarDate as d } from './dates.ts';
import { defaultLifecycle } from './lifecycle.ts';
import { formulaSafe, fromFormulaSafe, REGISTER_COLUMNS, registerRow } from './register.ts';

const linen: TContract = {
  _id: 'c1',
  name: 'Linen service',
  agreementType: 'INDIVIDUAL',
  contractType: 'service',
  status: 'pending_renewal',
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

describe('the register row', () => {
  it('holds a cell for every column, dates as calendar dates and days left counted from today', () => {
    const row = registerRow(linen, d('2025-10-01'), 'https://keydate.example/app/contracts/c1');
    expect(row).toHaveLength(REGISTER_COLUMNS.length);
    expect(Object.fromEntries(REGISTER_COLUMNS.map((column, i) => [column, row[i]]))).toEqual({
      Id: { kind: 'text', value: 'c1' },
      Name: { kind: 'text', value: 'Linen service' },
      Type: { kind: 'text', value: 'Individual' },
      Properties: { kind: 'text', value: 'Harbour Hotel' },
      Vendor: { kind: 'text', value: 'CleanCo' },
      Category: { kind: 'text', value: 'service' },
      Start: { kind: 'date', value: '2025-01-05' },
      End: { kind: 'date', value: '2026-01-05' },
      'Evaluation start': { kind: 'date', value: '2025-04-10' },
      'Notice date': { kind: 'date', value: '2025-10-07' },
      'Renews for': { kind: 'text', value: 'No' },
      Owner: { kind: 'empty' },
      'Days left': { kind: 'number', value: 96 },
      Status: { kind: 'text', value: 'Pending renewal' },
      Document: { kind: 'text', value: 'linen.pdf' },
      Link: { kind: 'text', value: 'https://keydate.example/app/contracts/c1' },
    });
  });

  it('lists an MSA’s properties in one cell, and leaves what a contract lacks empty', () => {
    const msa: TContract = {
      ...linen,
      agreementType: 'MSA',
      propertyId: null,
      propertyIds: [
        { _id: 'p1', name: 'Harbour Hotel', status: 'active' },
        { _id: 'p2', name: 'Dune Lodge', status: 'inactive' },
      ],
      vendorId: null,
      endDate: null,
      renewalWindowStart: null,
      renewalWindowEnd: null,
      nonRenewalNoticeStart: null,
      documentName: null,
    };
    const row = registerRow(msa, d('2025-10-01'), 'link');
    const cell = (column: (typeof REGISTER_COLUMNS)[number]) => row[REGISTER_COLUMNS.indexOf(column)];
    expect(cell('Type')).toEqual({ kind: 'text', value: 'MSA' });
    expect(cell('Properties')).toEqual({ kind: 'text', value: 'Harbour Hotel; Dune Lodge' });
    for (const column of [
      'Vendor',
      'End',
      'Evaluation start',
      'Notice date',
      'Days left',
      'Document',
    ] as const) {
      expect(cell(column)).toEqual({ kind: 'empty' });
    }
  });
});

describe('formula-safe text', () => {
  it('starts with an apostrophe whatever a spreadsheet would run, and comes back as it was', () => {
    for (const value of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(formulaSafe(value)).toBe(`'${value}`);
      expect(fromFormulaSafe(formulaSafe(value))).toBe(value);
    }
  });

  it('leaves other text alone, an apostrophe of its own included', () => {
    for (const value of ['Linen service', "O'Brien Laundry", "'quoted'", 'A-1', '']) {
      expect(formulaSafe(value)).toBe(value);
      expect(fromFormulaSafe(value)).toBe(value);
    }
  });
});
