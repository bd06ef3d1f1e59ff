import { describe, expect, it } from 'vitest';
import { type TContract, ZContractMetadata } from './contract.schemas.ts';
import { asCalendarDate as d, todayUtc } from './dates.ts';
import { defaultLifecycle, type TLifecycle } from './lifecycle.ts';
import { MSG, MSG_FN } from './messages.ts';
import {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  canProceed,
  durationInputValue,
  FILE_INPUT_ACCEPT,
  fileExtension,
  importantDates,
  LIFECYCLE_INPUT_LABELS,
  MAX_UPLOAD_BYTES,
  nextStep,
  previousStep,
  showImportantDates,
  stepErrors,
  type TWizardValues,
  triggerInputValue,
  uploadFileError,
  WIZARD_STEP_SCHEMAS,
  WIZARD_STEP_TITLES,
  WIZARD_STEPS,
  withAgreementType,
  wizardDefaults,
  wizardToMetadata,
  wizardValuesFromContract,
} from './wizard.schemas.ts';

const today = todayUtc(new Date('2025-01-05T23:30:00.000Z'));
const filled = (overrides: Partial<TWizardValues> = {}): TWizardValues => ({
  ...wizardDefaults(today),
  name: 'Linen service',
  propertyIds: ['p1'],
  contractType: 'service',
  ...overrides,
});
const pdf = { name: 'Contract.PDF', type: 'application/pdf', size: 1000 };

describe('steps', () => {
  it('run basics, document, lifecycle, review with the spec titles', () => {
    expect(WIZARD_STEPS).toEqual(['basics', 'document', 'lifecycle', 'review']);
    expect(WIZARD_STEP_TITLES).toEqual({
      basics: 'Basic Information',
      document: 'Document Upload',
      lifecycle: 'Contract Lifecycle',
      review: 'Review & Submit',
    });
    expect(nextStep('basics')).toBe('document');
    expect(nextStep('review')).toBeNull();
    expect(previousStep('document')).toBe('basics');
    expect(previousStep('basics')).toBeNull();
  });
});

describe('defaults', () => {
  it('start INDIVIDUAL, today (UTC) and the default lifecycle', () => {
    expect(wizardDefaults(today)).toEqual({
      name: '',
      agreementType: 'INDIVIDUAL',
      propertyIds: [],
      vendorId: '',
      ownerId: '',
      contractType: '',
      startDate: '2025-01-05',
      file: null,
      existingFile: null,
      lifecycle: defaultLifecycle(),
      reminders: { custom: false, notice: '60, 30, 14, 7, 1', end: '30, 7' },
    });
  });
});

describe('basics step', () => {
  it('words every missing field', () => {
    expect(stepErrors('basics', wizardDefaults(today))).toEqual({
      name: 'Contract name is required',
      propertyIds: 'Property is required',
      contractType: 'Category is required',
    });
    expect(stepErrors('basics', { ...wizardDefaults(today), agreementType: 'MSA', startDate: '' })).toEqual({
      name: 'Contract name is required',
      propertyIds: 'Select at least one property',
      contractType: 'Category is required',
      startDate: 'Start date is required',
    });
  });

  it('proceeds with a name, a property, a category and a real start date; the vendor is optional', () => {
    expect(canProceed('basics', filled())).toBe(true);
    expect(canProceed('basics', filled({ vendorId: 'v1' }))).toBe(true);
    expect(canProceed('basics', filled({ ownerId: 'u1' }))).toBe(true);
    expect(canProceed('basics', filled({ name: '   ' }))).toBe(false);
    expect(canProceed('basics', filled({ propertyIds: [] }))).toBe(false);
    expect(canProceed('basics', filled({ propertyIds: [''] }))).toBe(false);
    expect(canProceed('basics', filled({ contractType: '' }))).toBe(false);
    expect(stepErrors('basics', filled({ startDate: '2025-02-30' }))).toEqual({
      startDate: 'Start date must be a real calendar date (YYYY-MM-DD)',
    });
    expect(canProceed('basics', filled({ agreementType: 'MSA', propertyIds: ['p1', 'p2'] }))).toBe(true);
  });

  it('clears the properties when the agreement type changes', () => {
    const values = filled({ propertyIds: ['p1'] });
    expect(withAgreementType(values, 'MSA')).toMatchObject({ agreementType: 'MSA', propertyIds: [] });
    expect(withAgreementType(values, 'INDIVIDUAL')).toBe(values);
  });
});

describe('document step', () => {
  it('accepts PDF and Word by extension and type', () => {
    expect(ACCEPTED_EXTENSIONS).toEqual(['pdf', 'doc', 'docx']);
    expect(ACCEPTED_MIME_TYPES).toEqual([
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(FILE_INPUT_ACCEPT).toContain('.docx');
    expect(uploadFileError(pdf)).toBeNull();
    expect(uploadFileError({ name: 'a.doc', type: 'application/msword', size: 1 })).toBeNull();
    expect(uploadFileError({ name: 'a.docx', type: ACCEPTED_MIME_TYPES[2], size: 1 })).toBeNull();
    expect(uploadFileError({ name: 'a.doc', type: '', size: 1 })).toBeNull();
    expect(uploadFileError({ name: 'a.pdf', type: 'application/pdf; charset=binary', size: 1 })).toBeNull();
  });

  it.each([
    ['photo.png', 'image/png'],
    ['photo.png', 'application/pdf'],
    ['contract.pdf', 'image/png'],
    ['contract.pdf.exe', 'application/x-msdownload'],
    ['contract', 'application/pdf'],
    ['.pdf', 'application/pdf'],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('refuses %s (%s)', (name, type) => {
    expect(uploadFileError({ name, type, size: 1 })).toBe('Please upload a PDF or Word document');
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(uploadFileError({ ...pdf, size: 10_485_760 })).toBeNull();
    expect(uploadFileError({ ...pdf, size: 10_485_761 })).toBe('File size must be less than 10MB');
  });

  it('needs a new or an existing file', () => {
    expect(stepErrors('document', filled())).toEqual({ file: 'Please select a file to upload' });
    expect(canProceed('document', filled({ file: pdf }))).toBe(true);
    expect(canProceed('document', filled({ existingFile: { name: 'old.pdf', url: '/x' } }))).toBe(true);
    expect(stepErrors('document', filled({ file: { ...pdf, size: 20_000_000 } }))).toEqual({
      file: 'File size must be less than 10MB',
    });
    expect(stepErrors('document', filled({ file: { name: 'a.txt', type: 'text/plain', size: 1 } }))).toEqual({
      file: 'Please upload a PDF or Word document',
    });
  });

  it('reads extensions', () => {
    expect(fileExtension('A.Contract.DOCX')).toBe('docx');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
  });
});

describe('lifecycle and review steps', () => {
  it('pass with the workspace’s reminders, and with custom days only when they read right', () => {
    const defaults = wizardDefaults(today);
    expect(canProceed('lifecycle', defaults)).toBe(true);
    expect(canProceed('review', defaults)).toBe(true);
    // Typed days are ignored while the workspace's schedule is chosen.
    const ignored = { ...defaults, reminders: { custom: false, notice: 'soon', end: '-1' } };
    expect(stepErrors('lifecycle', ignored)).toEqual({});
    const custom = { ...defaults, reminders: { custom: true, notice: 'soon', end: '400' } };
    expect(stepErrors('lifecycle', custom)).toEqual({
      'reminders.notice': MSG.leadDaysFormat,
      'reminders.end': 'Lead times are whole days from 0 to 365',
    });
    expect(
      canProceed('lifecycle', { ...custom, reminders: { custom: true, notice: '30, 7', end: '' } }),
    ).toBe(true);
  });

  it('keep number inputs whole: duration at least 1, triggers at least 0, empty trigger 0', () => {
    expect(['', '0', '-3', '1', '2.7', 'abc', 12].map(durationInputValue)).toEqual([1, 1, 1, 1, 2, 1, 12]);
    expect(['', '0', '-3', '90', '2.7', 'abc', 180].map(triggerInputValue)).toEqual([0, 0, 0, 90, 2, 0, 180]);
  });

  it('labels the inputs so the rule reads right', () => {
    expect(LIFECYCLE_INPUT_LABELS.notice).toEqual({
      before: 'Non-renewal notice due',
      after: 'days before the contract ends',
    });
    expect(LIFECYCLE_INPUT_LABELS.evaluation).toEqual({
      before: 'Evaluation starts',
      after: 'days before the notice date',
    });
    expect(MSG_FN.noticeInputLabel(90)).toBe('Non-renewal notice due 90 days before the contract ends');
    expect(MSG_FN.evaluationInputLabel(180)).toBe('Evaluation starts 180 days before the notice date');
  });
});

describe('step schemas', () => {
  it('read only their own step’s fields, so a form is checked one step at a time', () => {
    const blank = wizardDefaults(today);
    expect(WIZARD_STEP_SCHEMAS.basics.safeParse(filled()).success).toBe(true);
    expect(WIZARD_STEP_SCHEMAS.document.safeParse({ ...blank, file: pdf }).success).toBe(true);
    expect(WIZARD_STEP_SCHEMAS.lifecycle.safeParse(blank).success).toBe(true);
    expect(WIZARD_STEP_SCHEMAS.review.safeParse(blank).success).toBe(true);
  });

  it('place the Reminders fieldset’s messages under reminders', () => {
    const custom = { ...wizardDefaults(today), reminders: { custom: true, notice: '400', end: 'x' } };
    const issues = WIZARD_STEP_SCHEMAS.lifecycle.safeParse(custom).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      'reminders.notice': 'Lead times are whole days from 0 to 365',
      'reminders.end': MSG.leadDaysFormat,
    });
  });
});

describe('important dates', () => {
  it('are the lifecycle dates of the form', () => {
    const dates = importantDates(filled());
    expect(dates && Object.values(dates)).toEqual([
      '2025-01-05',
      '2026-01-05',
      '2025-10-07',
      '2025-04-10',
      '2025-10-07',
    ]);
    expect(MSG_FN.contractWillEndOn('January 5, 2026')).toBe('Contract will end on January 5, 2026');
  });

  it('show only when both values are set (zero counts), with a real start and duration', () => {
    const lifecycle = defaultLifecycle();
    lifecycle.evaluationPeriod.triggerValue.value = 0;
    expect(showImportantDates(lifecycle)).toBe(true);
    lifecycle.nonRenewalNotice.triggerValue.value = Number.NaN;
    expect(showImportantDates(lifecycle)).toBe(false);
    expect(importantDates(filled({ lifecycle }))).toBeNull();

    const specific = defaultLifecycle();
    specific.nonRenewalNotice.triggerType = 'SPECIFIC_DATE';
    expect(showImportantDates(specific)).toBe(false);
    specific.nonRenewalNotice.date = d('2025-11-01');
    expect(showImportantDates(specific)).toBe(true);

    expect(importantDates(filled({ startDate: '' }))).toBeNull();
    expect(importantDates(filled({ startDate: '2025-02-30' }))).toBeNull();
    const zeroDuration = defaultLifecycle();
    zeroDuration.duration.value = 0;
    expect(importantDates(filled({ lifecycle: zeroDuration }))).toBeNull();
  });
});

describe('metadata and edit', () => {
  it('turns a filled form into upload metadata the contract schema accepts, without derived dates', () => {
    const metadata = wizardToMetadata(filled({ vendorId: 'v1', name: ' Linen service ' }));
    expect(metadata).toEqual({
      name: 'Linen service',
      agreementType: 'INDIVIDUAL',
      contractType: 'service',
      startDate: '2025-01-05T12:00:00.000Z',
      lifecycle: defaultLifecycle(),
      propertyId: 'p1',
      vendorId: 'v1',
      reminderLeadDays: null,
    });
    expect(ZContractMetadata.parse(metadata)).toMatchObject({
      propertyId: 'p1',
      propertyIds: [],
      vendorId: 'v1',
    });
    const msa = wizardToMetadata(filled({ agreementType: 'MSA', propertyIds: ['p1', 'p2'] }));
    expect(msa).toMatchObject({ propertyIds: ['p1', 'p2'] });
    expect(msa).not.toHaveProperty('propertyId');
    expect(msa).not.toHaveProperty('vendorId');
    expect(msa).not.toHaveProperty('ownerId');
    const owned = wizardToMetadata(filled({ ownerId: 'u1' }));
    expect(owned).toMatchObject({ ownerId: 'u1' });
    expect(ZContractMetadata.parse(owned).ownerId).toBe('u1');
    const reminders = { custom: true, notice: '7, 30', end: '' };
    const own = wizardToMetadata(filled({ reminders }));
    expect(own.reminderLeadDays).toEqual({ notice: [30, 7], end: [] });
    expect(ZContractMetadata.parse(own).reminderLeadDays).toEqual({ notice: [30, 7], end: [] });
  });

  it('pre-fills the edit form from a contract, its document as the existing file', () => {
    const contract: TContract = {
      _id: 'c1',
      name: 'Group HVAC',
      agreementType: 'MSA',
      contractType: 'Maintenance',
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
      documentKey: 'k',
      documentUrl: null,
      documentName: 'hvac.pdf',
      vendorId: { _id: 'v1', name: 'Acme', status: 'active' },
      propertyId: null,
      propertyIds: [
        { _id: 'p1', name: 'A', status: 'active' },
        { _id: 'p2', name: 'B', status: 'inactive' },
      ],
      lifecycle: defaultLifecycle(),
      reminderLeadDays: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    const values = wizardValuesFromContract(contract);
    expect(values).toEqual({
      name: 'Group HVAC',
      agreementType: 'MSA',
      propertyIds: ['p1', 'p2'],
      vendorId: 'v1',
      ownerId: '',
      contractType: 'Maintenance',
      startDate: '2025-01-05',
      file: null,
      existingFile: { name: 'hvac.pdf', url: '' },
      lifecycle: defaultLifecycle(),
      reminders: { custom: false, notice: '60, 30, 14, 7, 1', end: '30, 7' },
    });
    expect(
      wizardValuesFromContract({ ...contract, reminderLeadDays: { notice: [21, 3], end: [] } }).reminders,
    ).toEqual({ custom: true, notice: '21, 3', end: '' });
    expect(canProceed('document', values)).toBe(true);
    expect(
      wizardValuesFromContract({ ...contract, contractType: 'SERVICE', documentName: null }),
    ).toMatchObject({
      contractType: '',
      existingFile: null,
    });
    const owner = { _id: 'u1', name: 'Ada Admin', email: 'ada@example.com' };
    expect(wizardValuesFromContract({ ...contract, owner }).ownerId).toBe('u1');
  });
});

describe('automatic renewal', () => {
  it('is sent with the lifecycle, as the contract schema accepts it, and none by default', () => {
    expect(wizardToMetadata(filled()).lifecycle?.renewal).toEqual({ type: 'none' });
    const lifecycle: TLifecycle = {
      ...defaultLifecycle(),
      renewal: { type: 'automatic', term: { value: 6, unit: 'MONTHS' } },
    };
    const metadata = wizardToMetadata(filled({ lifecycle }));
    expect(metadata.lifecycle?.renewal).toEqual({ type: 'automatic', term: { value: 6, unit: 'MONTHS' } });
    expect(ZContractMetadata.parse(metadata).lifecycle.renewal).toEqual({
      type: 'automatic',
      term: { value: 6, unit: 'MONTHS' },
    });
  });
});
