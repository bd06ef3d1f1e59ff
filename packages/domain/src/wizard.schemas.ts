// The upload/edit wizard (docs/domain.md, The wizard): its steps, form values, per-step rules and helpers.
import { z } from 'zod';
import {
  AGREEMENT_TYPES,
  type TAgreementType,
  type TContractCategory,
  ZContractCategory,
} from './categories.ts';
import {
  contractPropertyIds,
  type TContract,
  type TContractMetadataInput,
  ZContract,
} from './contract.schemas.ts';
import { zContractDate } from './date.schemas.ts';
import { parseCalendarDate, type TCalendarDate, toWireDate } from './dates.ts';
import { directoryRefId } from './directory-ref.ts';
import {
  computeLifecycleDates,
  defaultLifecycle,
  type TLifecycle,
  type TLifecycleDates,
  type TLifecyclePart,
} from './lifecycle.ts';
import { MSG } from './messages.ts';
import {
  parseLeadDaysText,
  reminderFormToLeadDays,
  reminderFormValues,
  type TReminderFormValues,
} from './reminder-form.ts';
import { DEFAULT_REMINDER_LEAD_DAYS } from './reminders.ts';

export const WIZARD_STEPS = ['basics', 'document', 'lifecycle', 'review'] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];

export const WIZARD_STEP_TITLES: Readonly<Record<TWizardStep, string>> = {
  basics: MSG.stepBasics,
  document: MSG.stepDocument,
  lifecycle: MSG.stepLifecycle,
  review: MSG.stepReview,
};

/** The step after this one, or null on the last. */
export function nextStep(step: TWizardStep): TWizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before this one, or null on the first (Back is disabled there). */
export function previousStep(step: TWizardStep): TWizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? (WIZARD_STEPS[index - 1] ?? null) : null;
}

/** 10 MB = 10,485,760 bytes; a file of exactly this size is accepted. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** For the file input's accept attribute. */
export const FILE_INPUT_ACCEPT = [
  ...ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`),
  ...ACCEPTED_MIME_TYPES,
].join(',');

// Browsers report '' (and some send octet-stream) when they cannot name a type, e.g. .doc files on a
// machine without Word; such files are judged by extension here and by content on the server.
const UNNAMED_TYPES = new Set(['', 'application/octet-stream']);

/** What the wizard needs of a chosen file; a browser File fits. */
export interface TUploadFile {
  name: string;
  type: string;
  size: number;
}

/** Lower-case extension without the dot, or '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Why a chosen file is refused (type first, then size), or null when it is acceptable. */
export function uploadFileError(file: TUploadFile): string | null {
  const extensionOk = (ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
  const mime = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const mimeOk = UNNAMED_TYPES.has(mime) || (ACCEPTED_MIME_TYPES as readonly string[]).includes(mime);
  if (!extensionOk || !mimeOk) return MSG.uploadWrongType;
  if (file.size > MAX_UPLOAD_BYTES) return MSG.uploadTooLarge;
  return null;
}

export interface TExistingFile {
  name: string;
  url: string;
}

/** The wizard's form (docs/domain.md, The wizard). Both agreement types keep their choice in propertyIds. */
export interface TWizardValues {
  name: string;
  agreementType: TAgreementType;
  propertyIds: string[];
  /** '' when no vendor is chosen. */
  vendorId: string;
  /** '' until chosen: the server makes the uploader the owner (an edit keeps the owner). */
  ownerId: string;
  /** '' until a category is chosen. */
  contractType: TContractCategory | '';
  /** 'YYYY-MM-DD'. */
  startDate: string;
  file: TUploadFile | null;
  existingFile: TExistingFile | null;
  lifecycle: TLifecycle;
  /** The Reminders fieldset of the lifecycle step. */
  reminders: TReminderFormValues;
}

/** A fresh form: INDIVIDUAL, start date today (UTC), the default lifecycle. */
export function wizardDefaults(today: TCalendarDate): TWizardValues {
  return {
    name: '',
    agreementType: 'INDIVIDUAL',
    propertyIds: [],
    vendorId: '',
    ownerId: '',
    contractType: '',
    startDate: today,
    file: null,
    existingFile: null,
    lifecycle: defaultLifecycle(),
    reminders: reminderFormValues(null, DEFAULT_REMINDER_LEAD_DAYS),
  };
}

/** The edit page's form, pre-filled from the loaded contract; its document becomes the existing file. */
export function wizardValuesFromContract(contract: TContract): TWizardValues {
  const known = (ZContractCategory.options as readonly string[]).includes(contract.contractType);
  return {
    name: contract.name,
    agreementType: contract.agreementType,
    propertyIds: contractPropertyIds(contract),
    vendorId: contract.vendorId ? directoryRefId(contract.vendorId) : '',
    ownerId: contract.owner?._id ?? '',
    contractType: known ? (contract.contractType as TContractCategory) : '',
    startDate: contract.startDate,
    file: null,
    existingFile: contract.documentName
      ? { name: contract.documentName, url: contract.documentUrl ?? '' }
      : null,
    lifecycle: contract.lifecycle,
    reminders: reminderFormValues(contract.reminderLeadDays, DEFAULT_REMINDER_LEAD_DAYS),
  };
}

/** Switching the agreement type clears the selected properties (docs/domain.md, The wizard). */
export function withAgreementType(values: TWizardValues, agreementType: TAgreementType): TWizardValues {
  return agreementType === values.agreementType ? values : { ...values, agreementType, propertyIds: [] };
}

export const ZWizardBasics = z
  .object({
    name: z.string({ error: MSG.contractNameRequired }).trim().min(1, MSG.contractNameRequired),
    agreementType: z.enum(AGREEMENT_TYPES, { error: MSG.agreementTypeInvalid }),
    propertyIds: z.array(z.string()),
    vendorId: z.string().optional(),
    // '' = not chosen (the uploader on create, the owner kept on update).
    ownerId: z.string().optional(),
    contractType: ZContractCategory,
    startDate: zContractDate(MSG.startDateRequired, MSG.startDateInvalid),
  })
  .superRefine(
    (values, ctx) => {
      if (values.propertyIds.some(Boolean)) return;
      const message = values.agreementType === 'MSA' ? MSG.selectAtLeastOneProperty : MSG.propertyRequired;
      ctx.addIssue({ code: 'custom', path: ['propertyIds'], message });
    },
    {
      when: (payload) =>
        !payload.issues.some((i) => ['agreementType', 'propertyIds'].includes(String(i.path?.[0]))),
    },
  );

const ZUploadFile = z.object({ name: z.string(), type: z.string(), size: z.number() });

export const ZWizardDocument = z
  .object({
    file: ZUploadFile.nullable(),
    existingFile: z.object({ name: z.string(), url: z.string() }).nullable(),
  })
  .superRefine((values, ctx) => {
    if (values.file) {
      const error = uploadFileError(values.file);
      if (error) ctx.addIssue({ code: 'custom', path: ['file'], message: error });
    } else if (!values.existingFile) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: MSG.selectFileToUpload });
    }
  });

/**
 * The lifecycle step: its number inputs cannot hold bad values; only the Reminders fieldset's typed days
 * can be wrong, and only while the contract has its own.
 */
export const ZWizardLifecycle = z.object({
  reminders: z
    .object({ custom: z.boolean(), notice: z.string(), end: z.string() })
    .superRefine((reminders, ctx) => {
      if (!reminders.custom) return;
      const parsed = parseLeadDaysText(reminders);
      if (parsed.ok) return;
      for (const [field, message] of Object.entries(parsed.errors)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    }),
});

/** Each step's rules, reading only that step's fields of the form; the review step always passes. */
export const WIZARD_STEP_SCHEMAS = {
  basics: ZWizardBasics,
  document: ZWizardDocument,
  lifecycle: ZWizardLifecycle,
  review: z.object({}),
} as const satisfies Record<TWizardStep, z.ZodType>;

/**
 * Errors of one step by field ('name', 'propertyIds', 'contractType', 'startDate', 'file',
 * 'reminders.notice', 'reminders.end'); empty when valid.
 */
export function stepErrors(step: TWizardStep, values: TWizardValues): Record<string, string> {
  const result = WIZARD_STEP_SCHEMAS[step].safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

/** Next is allowed only when the current step is valid. */
export function canProceed(step: TWizardStep, values: TWizardValues): boolean {
  return Object.keys(stepErrors(step, values)).length === 0;
}

/** The contract duration input: a whole number of at least 1 (an empty or unreadable input becomes 1). */
export function durationInputValue(raw: string | number): number {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? Math.max(1, Math.trunc(value)) : 1;
}

/** The evaluation and notice inputs: a whole number of at least 0 (an empty input becomes 0). */
export function triggerInputValue(raw: string | number): number {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? 0 : Number(raw);
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

/** The lifecycle inputs' words, so a person reads the rule (docs/domain.md, Lifecycle). */
export const LIFECYCLE_INPUT_LABELS = {
  duration: MSG.contractDurationLabel,
  notice: { before: MSG.noticeInputBefore, after: MSG.noticeInputAfter },
  evaluation: { before: MSG.evaluationInputBefore, after: MSG.evaluationInputAfter },
} as const;

const isSet = (part: TLifecyclePart) =>
  part.triggerType === 'SPECIFIC_DATE'
    ? Boolean(part.date)
    : Number.isInteger(part.triggerValue.value) && part.triggerValue.value >= 0;

/** Important Dates show only when both the evaluation and the notice values are set (0 counts as set). */
export function showImportantDates(lifecycle: TLifecycle): boolean {
  return isSet(lifecycle.evaluationPeriod) && isSet(lifecycle.nonRenewalNotice);
}

/**
 * The Important Dates summary, or null when it is hidden: values not set, a start date that is not a
 * real date, or a duration that is not a whole number of at least 1.
 */
export function importantDates(
  values: Pick<TWizardValues, 'startDate' | 'lifecycle'>,
): TLifecycleDates | null {
  const start = parseCalendarDate(values.startDate);
  const { duration } = values.lifecycle;
  if (
    !start ||
    !showImportantDates(values.lifecycle) ||
    !Number.isInteger(duration.value) ||
    duration.value < 1
  ) {
    return null;
  }
  return computeLifecycleDates(start, values.lifecycle);
}

/**
 * Upload metadata (docs/domain.md, Documents): propertyId for INDIVIDUAL, propertyIds for MSA, vendorId
 * and ownerId when chosen, dates in the wire form, the lifecycle with its renewal. The derived dates are the
 * server's to compute, so none is sent.
 */
export function wizardToMetadata(values: TWizardValues): TContractMetadataInput {
  const msa = values.agreementType === 'MSA';
  const start = parseCalendarDate(values.startDate);
  return {
    name: values.name.trim(),
    agreementType: values.agreementType,
    // Sent only after the basics step passed, so the category is chosen; the server checks it again.
    contractType: values.contractType as TContractCategory,
    startDate: start ? toWireDate(start) : values.startDate,
    lifecycle: ZContract.shape.lifecycle.encode(values.lifecycle),
    ...(msa
      ? { propertyIds: values.propertyIds.filter(Boolean) }
      : { propertyId: values.propertyIds[0] ?? '' }),
    ...(values.vendorId ? { vendorId: values.vendorId } : {}),
    ...(values.ownerId ? { ownerId: values.ownerId } : {}),
    reminderLeadDays: reminderFormToLeadDays(values.reminders),
  };
}
