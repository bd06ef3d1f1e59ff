// Importing a register (docs/domain.md, Importing a register): which column is which field, what each row
// becomes, and what is wrong with it in plain words. The server reads the file and names the properties,
// vendors and contracts a row matches; everything a row means is decided here. The API's shapes are in
// register-import.schemas.ts.
import type { TAgreementType, TContractCategory } from './categories.ts';
import { CONTRACT_CATEGORIES } from './categories.ts';
import { addCalendar, daysBetween, type TCalendarDate, type TDateUnit } from './dates.ts';
import { durationBetween } from './document-offers.ts';
import {
  computeLifecycleDates,
  defaultLifecycle,
  type TAmount,
  type TLifecycle,
  type TLifecyclePart,
  type TRenewal,
  ZLifecycle,
} from './lifecycle.ts';
import { LIMITS } from './limits.ts';
import { fromFormulaSafe } from './register.ts';
import {
  foldName,
  headerUnit,
  readCategory,
  readCellDate,
  readDuration,
  type TDateOrder,
} from './register-cells.ts';
import type {
  TImportError,
  TImportedContract,
  TImportField,
  TImportMapping,
  TImportValues,
} from './register-import.schemas.ts';
import { currentTermNumber, type TTerm, type TTermsOf, termDates } from './terms.ts';

// Header words, compared folded to lower-case words. Keydate's own export headers are among them.
const HEADER_WORDS: ReadonlyArray<[TImportField | null, readonly string[]]> = [
  ['id', ['id', 'keydate id', 'contract id']],
  ['startDate', ['start', 'start date', 'commencement', 'commencement date', 'effective', 'effective date']],
  ['endDate', ['end', 'end date', 'expiry', 'expiry date', 'expiration', 'expiration date', 'expires']],
  ['term', ['term', 'duration', 'contract term', 'initial term', 'length']],
  ['notice', ['notice', 'notice period', 'notice date', 'non renewal notice', 'notice days']],
  [
    'evaluation',
    ['evaluation start', 'evaluation', 'evaluation period', 'renewal', 'renewal window', 'review'],
  ],
  [
    'renewal',
    [
      'renews',
      'renews for',
      'renewal term',
      'renewal period',
      'auto renewal',
      'automatic renewal',
      'evergreen',
    ],
  ],
  ['owner', ['owner', 'contract owner', 'owner email', 'owned by']],
  ['vendor', ['vendor', 'supplier', 'vendor name', 'supplier name', 'provider', 'counterparty']],
  ['properties', ['properties', 'property', 'hotel', 'hotels', 'site', 'sites', 'location', 'locations']],
  ['category', ['category', 'contract type', 'service type', 'contract category']],
  ['agreementType', ['agreement type']],
  ['status', ['status']],
  ['name', ['name', 'contract', 'contract name', 'agreement', 'agreement name', 'title']],
  // What Keydate's export writes and nothing reads back.
  [null, ['days left', 'document', 'link']],
];

const headerWords = (header: string) =>
  header
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const AGREEMENT_WORDS: Readonly<Record<string, TAgreementType>> = {
  msa: 'MSA',
  'master services agreement': 'MSA',
  'master agreement': 'MSA',
  individual: 'INDIVIDUAL',
};
const readAgreementType = (text: string): TAgreementType | null => AGREEMENT_WORDS[foldName(text)] ?? null;

/**
 * The file's columns by their headers, each named once: an empty header becomes 'Column 3', a repeated
 * one 'Start (2)'.
 */
export function importColumns(header: readonly string[]): string[] {
  const taken = new Set<string>();
  return header.map((cell, i) => {
    const name = cell.trim() || `Column ${i + 1}`;
    let unique = name;
    for (let count = 2; taken.has(unique.toLowerCase()); count += 1) unique = `${name} (${count})`;
    taken.add(unique.toLowerCase());
    return unique;
  });
}

/**
 * Which column is which field, from the headers: each field once, the first column that names it. A
 * 'Type' column is the agreement type when its cells say MSA or Individual (Keydate's export), else the
 * category.
 */
export function proposeMapping(
  columns: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): TImportMapping {
  const mapping: TImportMapping = {};
  const taken = new Set<TImportField>();
  columns.forEach((column, i) => {
    const words = headerWords(column);
    let field: TImportField | null = null;
    if (words === 'type') {
      const cells = rows.map((cells) => cells[i] ?? '').filter((cell) => cell.trim() !== '');
      field =
        cells.length > 0 && cells.every((cell) => readAgreementType(cell)) ? 'agreementType' : 'category';
    } else {
      field = HEADER_WORDS.find(([, names]) => names.includes(words))?.[0] ?? null;
    }
    if (field && !taken.has(field)) {
      taken.add(field);
      mapping[column] = field;
    } else {
      mapping[column] = null;
    }
  });
  return mapping;
}

/** A row's cells by field, as text a formula guard no longer prefixes. */
export function rowValues(
  columns: readonly string[],
  cells: readonly string[],
  mapping: TImportMapping,
): TImportValues {
  const values: TImportValues = {};
  columns.forEach((column, i) => {
    const field = mapping[column];
    if (field) values[field] = fromFormulaSafe((cells[i] ?? '').trim());
  });
  return values;
}

/** The unit each duration field's header names ('Notice (days)'), for cells with a bare number. */
export function headerUnits(mapping: TImportMapping): Partial<Record<TImportField, TDateUnit>> {
  const units: Partial<Record<TImportField, TDateUnit>> = {};
  for (const [column, field] of Object.entries(mapping)) {
    const unit = headerUnit(column);
    if (field && unit) units[field] = unit;
  }
  return units;
}

/** A contract as the import compares and updates it. */
export interface TExistingContract {
  id: string;
  name: string;
  agreementType: TAgreementType;
  contractType: TContractCategory;
  startDate: TCalendarDate;
  endDate: TCalendarDate;
  noticeDate: TCalendarDate;
  evaluationStart: TCalendarDate;
  lifecycle: TLifecycle;
  propertyNames: string[];
  vendorName: string | null;
  terminated: boolean;
}

export interface TRowContext {
  /** The row's number in the file. */
  row: number;
  dateOrder: TDateOrder | null;
  units: Partial<Record<TImportField, TDateUnit>>;
  /** The contract the row updates, when it matches one. */
  existing: TExistingContract | null;
  /**
   * The workspace's people by lower-cased email and by folded name (importOwners): their id, or '' for a
   * name two people share.
   */
  owners: ReadonlyMap<string, string>;
}

/** The keys an Owner cell is read by: each person's email and name; a name two people share is ''. */
export function importOwners(people: ReadonlyArray<{ id: string; name: string; email: string }>) {
  const owners = new Map<string, string>();
  for (const person of people) {
    const name = foldName(person.name);
    owners.set(name, owners.has(name) ? '' : person.id);
  }
  for (const person of people) owners.set(person.email.toLowerCase(), person.id);
  return owners;
}

const TERMINATED_WORDS = ['terminated', 'cancelled', 'canceled'];
const NO_RENEWAL_WORDS = ['no', 'n', 'none', 'false', 'does not renew'];
const YES_WORDS = ['yes', 'y', 'true', 'automatic', 'automatically', 'auto'];

/** Several properties in one cell: separated as the export writes them, or by line breaks. */
const splitNames = (text: string): string[] =>
  text
    .split(/[;\n|]/)
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

const DATE_LABELS = {
  startDate: 'start date',
  endDate: 'end date',
  notice: 'notice date',
  evaluation: 'evaluation start',
} as const;

/** Reads a row against what it may update; every problem is reported, each once. */
export function readImportRow(
  values: TImportValues,
  context: TRowContext,
): { contract: TImportedContract | null; errors: TImportError[] } {
  const { row, existing } = context;
  const errors: TImportError[] = [];
  const fail = (field: TImportField | null, message: string) => {
    errors.push({ field, message: `Row ${row}: ${message}` });
    return null;
  };
  const given = (field: TImportField) => values[field]?.trim() || undefined;

  const dateOf = (field: keyof typeof DATE_LABELS, text: string): TCalendarDate | null => {
    const cell = readCellDate(text, context.dateOrder);
    const label = DATE_LABELS[field];
    if (cell.kind === 'date') return cell.date;
    if (cell.kind === 'no_such_day') return fail(field, `the ${label} ${text} does not exist`);
    if (cell.kind === 'ambiguous') {
      return fail(
        field,
        `the ${label} ${text} could be day/month/year or month/day/year; choose the date order`,
      );
    }
    return fail(field, `the ${label} '${text}' is not a date`);
  };
  const durationOf = (field: 'term' | 'notice' | 'evaluation' | 'renewal', text: string): TAmount | null =>
    readDuration(text, context.units[field] ?? null);

  // Name
  const name = given('name') ?? existing?.name ?? fail('name', 'the name is missing');
  if (name && name.length > LIMITS.recordNameMax) {
    fail('name', `the name is longer than ${LIMITS.recordNameMax} characters`);
  }

  // Properties and agreement type
  const propertyText = given('properties');
  const propertyNames = propertyText ? splitNames(propertyText) : (existing?.propertyNames ?? []);
  if (propertyNames.length === 0) fail('properties', 'no property is named');
  const typeText = given('agreementType');
  let agreementType: TAgreementType | null = null;
  if (typeText) {
    agreementType =
      readAgreementType(typeText) ??
      fail('agreementType', `the type '${typeText}' is neither MSA nor Individual`);
  } else if (propertyText) {
    agreementType = propertyNames.length > 1 ? 'MSA' : (existing?.agreementType ?? 'INDIVIDUAL');
  } else {
    agreementType = existing?.agreementType ?? 'INDIVIDUAL';
  }
  if (agreementType === 'INDIVIDUAL' && propertyNames.length > 1) {
    fail(
      'properties',
      `an individual agreement covers one property, and this row names ${propertyNames.length}`,
    );
  }
  const folded = propertyNames.map(foldName);
  if (new Set(folded).size !== folded.length) fail('properties', 'a property is named twice');

  // Owner: a person of the workspace, by email or name
  const ownerText = given('owner');
  let ownerId: string | null = null;
  if (ownerText) {
    const found = context.owners.get(ownerText.toLowerCase()) ?? context.owners.get(foldName(ownerText));
    if (found === undefined) fail('owner', `no person of this workspace is '${ownerText}'`);
    else if (found === '')
      fail('owner', `two people of this workspace are named '${ownerText}'; give the email`);
    else ownerId = found;
  }

  // Vendor, category, status
  const vendorName = given('vendor')?.replace(/\s+/g, ' ') ?? existing?.vendorName ?? null;
  const categoryText = given('category');
  const contractType: TContractCategory | null = categoryText
    ? (readCategory(categoryText) ??
      fail('category', `the category '${categoryText}' is not one of ${CONTRACT_CATEGORIES.join(', ')}`))
    : (existing?.contractType ?? 'Other');
  const statusText = given('status');
  const terminated = statusText
    ? TERMINATED_WORDS.includes(statusText.toLowerCase())
    : (existing?.terminated ?? false);

  // Start, end, term
  const startText = given('startDate');
  const startDate = startText
    ? dateOf('startDate', startText)
    : (existing?.startDate ?? fail('startDate', 'the start date is missing'));
  const endText = given('endDate');
  const termText = given('term');
  const endDate = endText ? dateOf('endDate', endText) : null;
  const term = termText
    ? (durationOf('term', termText) ??
      fail('term', `the term '${termText}' is not a duration such as '3 years', '36 months' or '90 days'`))
    : null;
  if (!startDate) return { contract: null, errors };
  // The stored contract's term that ends on the row's end: its first, or a later one of a contract that
  // renews (an exported register shows the current term). Its dates are the row's when unchanged.
  const existingTerm =
    existing && endDate && startDate === existing.startDate ? termEndingOn(existing, endDate) : null;

  let duration: TAmount | null = null;
  if (endDate) {
    if (endDate <= startDate) {
      fail('endDate', `the end date ${endText} is not after the start date ${startText ?? startDate}`);
    } else if (term && Math.abs(daysBetween(addCalendar(startDate, term.value, term.unit), endDate)) > 1) {
      fail(
        'endDate',
        `the end date ${endText} is not ${termText} after the start date ${startText ?? startDate}`,
      );
    } else if (existingTerm) {
      duration = existing?.lifecycle.duration ?? null;
    } else {
      duration =
        durationBetween(startDate, endDate) ??
        fail('endDate', `the end date ${endText} is over 100 years away`);
    }
  } else if (term) {
    duration =
      term.value > 0 ? term : fail('term', `the term '${termText}' is not a duration of at least a day`);
  } else if (existing && !endText && !termText) {
    duration = existing.lifecycle.duration;
  } else if (!endText && !termText) {
    fail('endDate', 'neither an end date nor a term is given');
  }

  const base = existing?.lifecycle ?? defaultLifecycle();
  const end = duration ? addCalendar(startDate, duration.value, duration.unit) : null;
  const datesWith = (parts: Pick<TLifecycle, 'evaluationPeriod' | 'nonRenewalNotice'>) =>
    duration ? computeLifecycleDates(startDate, { duration, ...parts }) : null;

  // Notice: a period before the end, or the notice date itself. Counted in the term the end closes.
  const termEnd = existingTerm?.endDate ?? end;
  const noticeText = given('notice');
  let nonRenewalNotice: TLifecyclePart = base.nonRenewalNotice;
  if (noticeText && termEnd) {
    const period = durationOf('notice', noticeText);
    const date = period ? null : dateOf('notice', noticeText);
    if (period) nonRenewalNotice = countedBack(base.nonRenewalNotice, period);
    else if (date && date > termEnd) fail('notice', `the notice date ${noticeText} is after the end date`);
    else if (date && !(existing && date === (existingTerm?.nonRenewalNoticeStart ?? existing.noticeDate))) {
      nonRenewalNotice = countedBack(base.nonRenewalNotice, {
        value: daysBetween(date, termEnd),
        unit: 'DAYS',
      });
    }
  }
  const noticeDate =
    existingTerm && termEnd
      ? nonRenewalNotice === base.nonRenewalNotice
        ? existingTerm.nonRenewalNoticeStart
        : addCalendar(termEnd, -nonRenewalNotice.triggerValue.value, nonRenewalNotice.triggerValue.unit)
      : datesWith({ evaluationPeriod: base.evaluationPeriod, nonRenewalNotice })?.nonRenewalNoticeDate;

  // Evaluation: a period before the notice date, or its start.
  const evaluationText = given('evaluation');
  let evaluationPeriod: TLifecyclePart = base.evaluationPeriod;
  if (evaluationText && noticeDate) {
    const period = durationOf('evaluation', evaluationText);
    const date = period ? null : dateOf('evaluation', evaluationText);
    if (period) evaluationPeriod = countedBack(base.evaluationPeriod, period);
    else if (date && date > noticeDate) {
      fail('evaluation', `the evaluation start ${evaluationText} is after the notice date`);
    } else if (
      date &&
      !(existing && date === (existingTerm?.renewalWindowStart ?? existing.evaluationStart))
    ) {
      evaluationPeriod = countedBack(base.evaluationPeriod, {
        value: daysBetween(date, noticeDate),
        unit: 'DAYS',
      });
    }
  }

  // Renewal: a renewal term, or yes (for terms as long as the first) or no; kept as it was when not given.
  const renewalText = given('renewal');
  let renewal: TRenewal = existing?.lifecycle.renewal ?? { type: 'none' };
  if (renewalText) {
    const word = renewalText.toLowerCase();
    const term = durationOf('renewal', renewalText);
    if (NO_RENEWAL_WORDS.includes(word)) renewal = { type: 'none' };
    else if (YES_WORDS.includes(word) && duration) renewal = { type: 'automatic', term: duration };
    else if (term && term.value > 0) renewal = { type: 'automatic', term };
    else fail('renewal', `'${renewalText}' is neither a renewal term such as '1 year' nor yes or no`);
  }

  if (!duration || !end || !noticeDate || errors.length > 0 || !name || !agreementType || !contractType) {
    return { contract: null, errors };
  }
  const checked = ZLifecycle.safeParse({ duration, evaluationPeriod, nonRenewalNotice, renewal });
  if (!checked.success) {
    fail(
      null,
      (checked.error.issues[0]?.message ?? 'the dates are out of range').replace(/^./, (c) =>
        c.toLowerCase(),
      ),
    );
    return { contract: null, errors };
  }
  const lifecycle = checked.data;
  const dates = computeLifecycleDates(startDate, lifecycle);
  return {
    contract: {
      name,
      agreementType,
      contractType,
      startDate,
      endDate: dates.endDate,
      noticeDate: dates.nonRenewalNoticeDate,
      evaluationStart: dates.evaluationStart,
      lifecycle,
      propertyNames,
      vendorName,
      ownerId,
      terminated,
    },
    errors,
  };
}

/** The term of a stored contract that ends on `end`, or null when none does. */
function termEndingOn(existing: TExistingContract, end: TCalendarDate): TTerm | null {
  const notice = existing.noticeDate;
  const terms: TTermsOf = {
    lifecycle: existing.lifecycle,
    first: {
      startDate: existing.startDate,
      endDate: existing.endDate,
      renewalWindowStart: existing.evaluationStart,
      renewalWindowEnd: notice,
      nonRenewalNoticeStart: notice,
    },
  };
  if (end < existing.endDate) return null;
  const term = termDates(terms, currentTermNumber(terms, addCalendar(end, -1, 'DAYS')));
  return term.endDate === end ? term : null;
}

/** A part counted back by an amount, keeping the length it had. */
const countedBack = (part: TLifecyclePart, amount: TAmount): TLifecyclePart => ({
  triggerType: 'BEFORE_END',
  triggerValue: amount,
  duration: part.duration,
});

/** The key a row and a stored contract share when they are the same contract: name, vendor, start. */
export const contractKey = (name: string, vendorName: string | null, startDate: string): string =>
  `${foldName(name)}\u0000${foldName(vendorName ?? '')}\u0000${startDate}`;

/** A row's key from its own cells (name, vendor, start date), or null when it lacks one of name and start. */
export function rowKey(values: TImportValues, dateOrder: TDateOrder | null): string | null {
  const name = values.name?.trim();
  const start = values.startDate?.trim() ? readCellDate(values.startDate, dateOrder) : null;
  if (!name || start?.kind !== 'date') return null;
  return contractKey(name, values.vendor?.trim() || null, start.date);
}
