import { describe, expect, it } from 'vitest';
import { asCalendarDate as d } from './dates.ts';
import { defaultLifecycle } from './lifecycle.ts';
import { REGISTER_COLUMNS } from './register.ts';
import {
  dateOrderShown,
  foldName,
  hasAmbiguousDate,
  headerUnit,
  readCategory,
  readCellDate,
  readDuration,
} from './register-cells.ts';
import type { TImportValues } from './register-import.schemas.ts';
import {
  importColumns,
  importOwners,
  proposeMapping,
  readImportRow,
  rowValues,
  type TExistingContract,
  type TRowContext,
} from './register-import.ts';

describe('a date cell', () => {
  it.each([
    ['2025-03-04', 'DMY', '2025-03-04'],
    ['2025/3/4', null, '2025-03-04'],
    ['2025-03-04 00:00:00', null, '2025-03-04'],
    ['4/3/2025', 'DMY', '2025-03-04'],
    ['4/3/2025', 'MDY', '2025-04-03'],
    ['25.12.2025', null, '2025-12-25'],
    ['12/25/2025', null, '2025-12-25'],
    ['7/7/25', null, '2025-07-07'],
    ['1/2/99', 'DMY', '1999-02-01'],
    ['5 Jan 2025', null, '2025-01-05'],
    ['5-Jan-2025', null, '2025-01-05'],
    ['1st March 2026', null, '2026-03-01'],
    ['Jan 5, 2025', null, '2025-01-05'],
    ['September 30 2025', null, '2025-09-30'],
    ['45658', null, '2025-01-01'],
  ] as const)('%s in order %s is %s', (text, order, expected) => {
    expect(readCellDate(text, order)).toEqual({ kind: 'date', date: expected });
  });

  it('is ambiguous when both orders name different days and no order is chosen', () => {
    expect(readCellDate('03/04/2025', null)).toEqual({ kind: 'ambiguous' });
    expect(readCellDate('03/03/2025', null)).toEqual({ kind: 'date', date: '2025-03-03' });
  });

  it('names no day for impossible numbers, and no date for other text', () => {
    expect(readCellDate('31/02/2026', null)).toEqual({ kind: 'no_such_day' });
    expect(readCellDate('31/02/2026', 'DMY')).toEqual({ kind: 'no_such_day' });
    expect(readCellDate('2025-02-29', null)).toEqual({ kind: 'no_such_day' });
    expect(readCellDate('next spring', null)).toEqual({ kind: 'not_a_date' });
    expect(readCellDate('Foo 5, 2025', null)).toEqual({ kind: 'not_a_date' });
    expect(readCellDate('120', null)).toEqual({ kind: 'not_a_date' });
  });

  it("tells the file's date order from a number above 12, and 'mixed' when both orders occur", () => {
    expect(dateOrderShown(['01/02/2025', '25/02/2025'])).toBe('DMY');
    expect(dateOrderShown(['01/02/2025', '02/25/2025'])).toBe('MDY');
    expect(dateOrderShown(['25/02/2025', '02/25/2025'])).toBe('mixed');
    expect(dateOrderShown(['01/02/2025', '2025-12-31'])).toBeNull();
    expect(hasAmbiguousDate(['01/02/2025'])).toBe(true);
    expect(hasAmbiguousDate(['01/01/2025', '2025-02-03'])).toBe(false);
  });
});

describe('a duration cell', () => {
  it.each([
    ['3 years', { value: 3, unit: 'YEARS' }],
    ['36 months', { value: 36, unit: 'MONTHS' }],
    ['90 days', { value: 90, unit: 'DAYS' }],
    ['3 mo', { value: 3, unit: 'MONTHS' }],
    ['1 Year', { value: 1, unit: 'YEARS' }],
    ['2 weeks', { value: 14, unit: 'DAYS' }],
    ['three years', { value: 3, unit: 'YEARS' }],
    ['12-month', { value: 12, unit: 'MONTHS' }],
  ] as const)('%s', (text, amount) => {
    expect(readDuration(text, null)).toEqual(amount);
  });

  it("takes a bare number in its header's unit, and refuses it without one", () => {
    expect(headerUnit('Notice (days)')).toBe('DAYS');
    expect(readDuration('60', 'DAYS')).toEqual({ value: 60, unit: 'DAYS' });
    expect(readDuration('60', null)).toBeNull();
    expect(readDuration('soon', null)).toBeNull();
    expect(readDuration('3 fortnights', null)).toBeNull();
  });
});

describe('a category or a name', () => {
  it("reads the wizard's categories in any case and in the plural", () => {
    expect(readCategory('Service')).toBe('service');
    expect(readCategory('SOFTWARE')).toBe('Software');
    expect(readCategory('Licence')).toBe('license');
    expect(readCategory('vendor  agreement')).toBe('Vendor Agreement');
    expect(readCategory('Laundry')).toBeNull();
  });

  it('folds case and spaces', () => {
    expect(foldName('  Harbour   HOTEL ')).toBe('harbour hotel');
  });
});

describe('the columns', () => {
  it('names empty and repeated headers apart', () => {
    expect(importColumns(['Name', '', 'Start', 'start', 'Start'])).toEqual([
      'Name',
      'Column 2',
      'Start',
      'start (2)',
      'Start (3)',
    ]);
  });

  it('never names two columns alike, even when a header looks like a name it made', () => {
    expect(importColumns(['Start', 'Start (2)', 'Start'])).toEqual(['Start', 'Start (2)', 'Start (3)']);
  });

  it('maps common header names, each field once', () => {
    const columns = [
      'Agreement',
      'Supplier',
      'Hotel',
      'Commencement Date',
      'Expiry',
      'Notice period (days)',
      'Remarks',
      'Vendor',
    ];
    expect(proposeMapping(columns, [])).toEqual({
      Agreement: 'name',
      Supplier: 'vendor',
      Hotel: 'properties',
      'Commencement Date': 'startDate',
      Expiry: 'endDate',
      'Notice period (days)': 'notice',
      Remarks: null,
      Vendor: null,
    });
  });

  it("maps Keydate's own export back, its Type column to the agreement type", () => {
    const rows = [
      ['x', 'Linen', 'MSA'],
      ['y', 'Boiler', 'Individual'],
    ].map((start) => [...start, ...Array(13).fill('')]);
    expect(proposeMapping([...REGISTER_COLUMNS], rows)).toEqual({
      Id: 'id',
      Name: 'name',
      Type: 'agreementType',
      Properties: 'properties',
      Vendor: 'vendor',
      Category: 'category',
      Start: 'startDate',
      End: 'endDate',
      'Evaluation start': 'evaluation',
      'Notice date': 'notice',
      'Renews for': 'renewal',
      Owner: 'owner',
      'Days left': null,
      Status: 'status',
      Document: null,
      Link: null,
    });
  });

  it('maps a Type column of categories to the category', () => {
    expect(proposeMapping(['Contract', 'Type'], [['Linen', 'Service']])).toEqual({
      Contract: 'name',
      Type: 'category',
    });
  });

  it('gives a row its cells by field, trimmed and without the formula guard', () => {
    expect(
      rowValues(['Name', 'Notes', 'Vendor'], [" '=Linen ", 'x', 'CleanCo'], {
        Name: 'name',
        Vendor: 'vendor',
      }),
    ).toEqual({
      name: '=Linen',
      vendor: 'CleanCo',
    });
  });
});

const context = (over: Partial<TRowContext> = {}): TRowContext => ({
  row: 14,
  dateOrder: 'DMY',
  units: {},
  existing: null,
  owners: importOwners([
    { id: 'u-olga', name: 'Olga Owner', email: 'olga@example.com' },
    { id: 'u-sam1', name: 'Sam Lee', email: 'sam1@example.com' },
    { id: 'u-sam2', name: 'sam  lee', email: 'sam2@example.com' },
  ]),
  ...over,
});

const linen: TImportValues = {
  name: 'Linen service',
  properties: 'Harbour Hotel',
  vendor: 'CleanCo',
  category: 'Service',
  startDate: '01/02/2025',
  term: '3 years',
  notice: '90 days',
};

describe('a row', () => {
  it('becomes a contract with its dates', () => {
    const { contract, errors } = readImportRow(linen, context());
    expect(errors).toEqual([]);
    expect(contract).toMatchObject({
      name: 'Linen service',
      agreementType: 'INDIVIDUAL',
      contractType: 'service',
      startDate: '2025-02-01',
      endDate: '2028-02-01',
      noticeDate: '2027-11-03',
      evaluationStart: '2027-05-07',
      propertyNames: ['Harbour Hotel'],
      vendorName: 'CleanCo',
      terminated: false,
    });
    expect(contract?.lifecycle.duration).toEqual({ value: 3, unit: 'YEARS' });
  });

  it('says in plain words what is wrong, each problem once', () => {
    const { contract, errors } = readImportRow(
      { name: '', startDate: '31/02/2026', endDate: '31/02/2026', category: 'Laundry', properties: '' },
      context(),
    );
    expect(contract).toBeNull();
    expect(errors.map((error) => error.message)).toEqual([
      'Row 14: the name is missing',
      'Row 14: no property is named',
      expect.stringMatching(/^Row 14: the category 'Laundry' is not one of Software, Maintenance, service/),
      'Row 14: the start date 31/02/2026 does not exist',
      'Row 14: the end date 31/02/2026 does not exist',
    ]);
    expect(errors.map((error) => error.field)).toEqual([
      'name',
      'properties',
      'category',
      'startDate',
      'endDate',
    ]);
  });

  it('asks for the date order rather than guessing it', () => {
    const { errors } = readImportRow(linen, context({ dateOrder: null }));
    expect(errors).toEqual([
      {
        field: 'startDate',
        message:
          'Row 14: the start date 01/02/2025 could be day/month/year or month/day/year; choose the date order',
      },
    ]);
  });

  it('keeps an end date as the register states it, and checks it against a term', () => {
    const { contract } = readImportRow({ ...linen, term: '', endDate: '31/01/2026' }, context());
    expect(contract?.endDate).toBe('2026-01-31');
    expect(contract?.lifecycle.duration).toEqual({ value: 364, unit: 'DAYS' });
    expect(readImportRow({ ...linen, endDate: '31/01/2028' }, context()).errors).toEqual([]);
    expect(readImportRow({ ...linen, endDate: '01/02/2027' }, context()).errors[0]?.message).toBe(
      'Row 14: the end date 01/02/2027 is not 3 years after the start date 01/02/2025',
    );
    expect(readImportRow({ ...linen, term: '', endDate: '01/01/2025' }, context()).errors[0]?.message).toBe(
      'Row 14: the end date 01/01/2025 is not after the start date 01/02/2025',
    );
    expect(readImportRow({ ...linen, term: '' }, context()).errors[0]?.message).toBe(
      'Row 14: neither an end date nor a term is given',
    );
  });

  it('takes the notice and the evaluation as periods or as dates', () => {
    const asDates = readImportRow(
      { ...linen, notice: '01/12/2027', evaluation: '01/06/2027' },
      context(),
    ).contract;
    expect(asDates).toMatchObject({ noticeDate: '2027-12-01', evaluationStart: '2027-06-01' });
    expect(asDates?.lifecycle.nonRenewalNotice.triggerValue).toEqual({ value: 62, unit: 'DAYS' });
    expect(readImportRow({ ...linen, notice: '01/03/2028' }, context()).errors[0]?.message).toBe(
      'Row 14: the notice date 01/03/2028 is after the end date',
    );
    expect(readImportRow({ ...linen, notice: 'soon' }, context()).errors[0]?.message).toBe(
      "Row 14: the notice date 'soon' is not a date",
    );
  });

  it('is an MSA when it names several properties, and refuses several for an individual one', () => {
    const msa = readImportRow({ ...linen, properties: 'Harbour Hotel; Park Inn' }, context()).contract;
    expect(msa).toMatchObject({ agreementType: 'MSA', propertyNames: ['Harbour Hotel', 'Park Inn'] });
    expect(
      readImportRow({ ...linen, agreementType: 'Individual', properties: 'A; B' }, context()).errors[0]
        ?.message,
    ).toBe('Row 14: an individual agreement covers one property, and this row names 2');
    expect(readImportRow({ ...linen, properties: 'A; a ' }, context()).errors[0]?.message).toBe(
      'Row 14: a property is named twice',
    );
  });

  it('is terminated when its status says so', () => {
    expect(readImportRow({ ...linen, status: 'Cancelled' }, context()).contract?.terminated).toBe(true);
    expect(readImportRow({ ...linen, status: 'Active' }, context()).contract?.terminated).toBe(false);
  });

  it('reads the owner by email or name, and says when none or two people answer to it', () => {
    const ownerOf = (owner: string) => readImportRow({ ...linen, owner }, context());
    expect(ownerOf('OLGA@example.com').contract?.ownerId).toBe('u-olga');
    expect(ownerOf('olga owner').contract?.ownerId).toBe('u-olga');
    expect(ownerOf('sam2@example.com').contract?.ownerId).toBe('u-sam2');
    expect(readImportRow(linen, context()).contract?.ownerId).toBeNull();
    expect(ownerOf('Nobody').errors[0]?.message).toBe("Row 14: no person of this workspace is 'Nobody'");
    expect(ownerOf('Sam Lee').errors[0]?.message).toBe(
      "Row 14: two people of this workspace are named 'Sam Lee'; give the email",
    );
  });

  it('reads whether the contract renews: a renewal term, yes for terms as long as the first, or no', () => {
    const renewalOf = (renewal: string) => readImportRow({ ...linen, renewal }, context());
    expect(renewalOf('1 year').contract?.lifecycle.renewal).toEqual({
      type: 'automatic',
      term: { value: 1, unit: 'YEARS' },
    });
    expect(renewalOf('Yes').contract?.lifecycle.renewal).toEqual({
      type: 'automatic',
      term: readImportRow(linen, context()).contract?.lifecycle.duration,
    });
    expect(renewalOf('No').contract?.lifecycle.renewal).toEqual({ type: 'none' });
    expect(readImportRow(linen, context()).contract?.lifecycle.renewal).toEqual({ type: 'none' });
    expect(renewalOf('sometimes').errors[0]?.message).toBe(
      "Row 14: 'sometimes' is neither a renewal term such as '1 year' nor yes or no",
    );
  });
});

describe('a row that updates a contract', () => {
  const stored: TExistingContract = {
    id: 'c1',
    name: 'Linen service',
    agreementType: 'INDIVIDUAL',
    contractType: 'service',
    startDate: d('2025-01-05'),
    endDate: d('2026-01-05'),
    noticeDate: d('2025-10-07'),
    evaluationStart: d('2025-04-10'),
    lifecycle: defaultLifecycle(),
    propertyNames: ['Harbour Hotel'],
    vendorName: 'CleanCo',
    terminated: true,
  };
  const exported: TImportValues = {
    id: 'c1',
    name: 'Linen service',
    properties: 'Harbour Hotel',
    startDate: '2025-01-05',
    endDate: '2026-01-05',
    evaluation: '2025-04-10',
    notice: '2025-10-07',
    status: 'Terminated',
  };

  it('changes nothing when the exported row comes back unedited', () => {
    const { contract } = readImportRow(exported, context({ existing: stored }));
    const { id: _id, ...unchanged } = stored;
    expect(contract).toEqual({ ...unchanged, ownerId: null });
  });

  it('moves the notice date with a new end date when the notice date was left as it was', () => {
    const { contract } = readImportRow({ ...exported, endDate: '2027-01-05' }, context({ existing: stored }));
    expect(contract).toMatchObject({ endDate: '2027-01-05', noticeDate: '2026-10-07' });
    expect(contract?.lifecycle.duration).toEqual({ value: 2, unit: 'YEARS' });
  });

  it('changes only the fields its file gives', () => {
    const { contract } = readImportRow({ name: 'Linen and towels' }, context({ existing: stored }));
    const { id: _id, ...rest } = stored;
    expect(contract).toEqual({ ...rest, name: 'Linen and towels', ownerId: null });
  });

  it('takes an exported row of a renewing contract in a later term back unchanged', () => {
    const renewing = {
      ...stored,
      lifecycle: { ...defaultLifecycle(), renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } } },
    } satisfies TExistingContract;
    // The export shows the term running today: the third, 2027-01-05 to 2028-01-05.
    const third = { ...exported, endDate: '2028-01-05', notice: '2027-10-07', evaluation: '2027-04-10' };
    const { id: _id, ...unchanged } = renewing;
    expect(readImportRow(third, context({ existing: renewing })).contract).toEqual({
      ...unchanged,
      ownerId: null,
    });
    // A notice date edited in that term counts back from that term's end.
    const edited = readImportRow(
      { ...third, notice: '2027-11-07' },
      context({ existing: renewing }),
    ).contract;
    expect(edited?.lifecycle.nonRenewalNotice.triggerValue).toEqual({ value: 59, unit: 'DAYS' });
    expect(edited?.lifecycle.duration).toEqual({ value: 1, unit: 'YEARS' });
  });
});
