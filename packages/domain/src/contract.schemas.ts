// Contract requests (upload metadata, update) and answers (docs/domain.md, Lifecycle and Status).
import { z } from 'zod';
import { ZMember } from './account.schemas.ts';
import {
  AGREEMENT_TYPES,
  type TAgreementType,
  type TContractCategory,
  ZAgreementType,
  ZContractCategory,
} from './categories.ts';
import { ZWireDate, zContractDate } from './date.schemas.ts';
import type { TCalendarDate } from './dates.ts';
import { ZDecision } from './decisions.ts';
import { ZRecordStatus } from './directory.schemas.ts';
import { directoryRefId, type TDirectoryRef } from './directory-ref.ts';
import { ZDocumentFacts, ZDocumentMatch, ZRecognisedPages } from './document-facts.ts';
import { DURATION_UNITS, defaultLifecycle, type TLifecycle, TRIGGER_TYPES, ZLifecycle } from './lifecycle.ts';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import { ZNoticeSent } from './notices.ts';
import { type TReminderLeadDays, ZReminderLeadDays, ZReminderSettings } from './reminders.ts';
import { ZContractStatus } from './status.ts';

// Ids are checked for shape by the server; here an id is any non-empty string. An embedded object
// ({ _id, ... }), as answers carry them, is read as its id so an edited answer can be sent back.
const zIdReference = (required: string) =>
  z.union([z.string().trim(), z.object({ _id: z.string().trim() }).transform((ref) => ref._id)], {
    error: required,
  });

// A contract's own reminder lead times; null or absent = the workspace's (docs/domain.md, Reminders).
const zContractLeadDays = z.object(ZReminderLeadDays.shape, { error: MSG.reminderLeadDaysInvalid });

const emptyToNull = (id: string | null | undefined) => (id ? id : null);

const contractFields = {
  name: z
    .string({ error: MSG.contractNameRequired })
    .trim()
    .min(1, MSG.contractNameRequired)
    .max(LIMITS.recordNameMax, MSG.contractNameTooLong),
  agreementType: ZAgreementType,
  contractType: ZContractCategory,
  startDate: zContractDate(MSG.startDateRequired, MSG.startDateInvalid),
  lifecycle: ZLifecycle.nullish(),
  propertyId: zIdReference(MSG.propertyRequired).nullish(),
  propertyIds: z.array(zIdReference(MSG.selectAtLeastOneProperty)).nullish(),
  vendorId: zIdReference('Vendor must be an id').nullish(),
  // A member of the workspace; absent or null: the uploader on create, unchanged on update.
  ownerId: zIdReference('Owner must be an id').nullish(),
  reminderLeadDays: zContractLeadDays.nullish(),
  // Derived dates: the specification's clients send them, so the shape accepts them, but the server
  // recomputes them from startDate + lifecycle. They are dropped here so nothing can store them.
  endDate: z.unknown().optional(),
  renewalWindowStart: z.unknown().optional(),
  renewalWindowEnd: z.unknown().optional(),
  nonRenewalNoticeStart: z.unknown().optional(),
};

interface RawProperties {
  agreementType: TAgreementType;
  propertyId?: string | null;
  propertyIds?: string[] | null;
}

// INDIVIDUAL needs its one property; MSA at least one, each once. Runs even when other fields
// failed (so a form hears every problem at once), unless a field it reads failed itself.
const PROPERTY_FIELDS = new Set<PropertyKey>(['agreementType', 'propertyId', 'propertyIds']);
const propertyCheck: z.core.$ZodSuperRefineParams = {
  when: (payload) => !payload.issues.some((issue) => PROPERTY_FIELDS.has(issue.path?.[0] ?? '')),
};

function checkProperties(value: RawProperties, ctx: z.RefinementCtx) {
  if (value.agreementType === 'INDIVIDUAL') {
    if (!value.propertyId)
      ctx.addIssue({ code: 'custom', path: ['propertyId'], message: MSG.propertyRequired });
    return;
  }
  const ids = (value.propertyIds ?? []).filter(Boolean);
  if (ids.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['propertyIds'], message: MSG.selectAtLeastOneProperty });
  } else if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: 'custom', path: ['propertyIds'], message: MSG.duplicateProperty });
  }
}

/** Request after parsing: INDIVIDUAL carries propertyId and no propertyIds; MSA the reverse. */
export interface TContractMetadata {
  name: string;
  agreementType: TAgreementType;
  contractType: TContractCategory;
  startDate: TCalendarDate;
  lifecycle: TLifecycle;
  propertyId: string | null;
  propertyIds: string[];
  vendorId: string | null;
  /** Null: the uploader on create, the owner kept on update. */
  ownerId: string | null;
  /** Deduplicated, most days first; null = the workspace's lead times. */
  reminderLeadDays: TReminderLeadDays | null;
}

type RawContract = z.output<z.ZodObject<typeof contractFields>>;

function normalise(value: RawContract): TContractMetadata {
  const msa = value.agreementType === 'MSA';
  return {
    name: value.name,
    agreementType: value.agreementType,
    contractType: value.contractType,
    startDate: value.startDate,
    lifecycle: value.lifecycle ?? defaultLifecycle(),
    propertyId: msa ? null : emptyToNull(value.propertyId),
    propertyIds: msa ? (value.propertyIds ?? []).filter(Boolean) : [],
    vendorId: emptyToNull(value.vendorId),
    ownerId: emptyToNull(value.ownerId),
    reminderLeadDays: value.reminderLeadDays ?? null,
  };
}

/**
 * The metadata part of POST /api/contracts/upload. Derived dates (endDate, renewalWindowStart,
 * renewalWindowEnd, nonRenewalNoticeStart) are accepted and ignored; defaults: docs/domain.md, Lifecycle.
 */
export const ZContractMetadata = z
  .object(contractFields)
  .superRefine(checkProperties, propertyCheck)
  .transform(normalise);
export type TContractMetadataInput = z.input<typeof ZContractMetadata>;

export const ZContractStatusChange = z.object({
  status: z
    .enum(['terminated'], { error: 'Status can only be set to terminated, or null to clear it' })
    .nullable(),
});
/** Terminate ('terminated') or reinstate (null) without resending the contract. */
export type TContractStatusChange = z.infer<typeof ZContractStatusChange>;

/**
 * PUT /api/contracts/:id: the whole edited contract, as for upload, plus an optional status:
 * 'terminated' terminates, null returns to the date-driven status, absent leaves it as it is.
 */
export const ZContractUpdate = z
  .object({ ...contractFields, status: ZContractStatusChange.shape.status.optional() })
  .superRefine(checkProperties, propertyCheck)
  .transform(({ status, ...value }): TContractMetadata & { status?: 'terminated' | null } =>
    status === undefined ? normalise(value) : { ...normalise(value), status },
  );
export type TContractUpdateInput = z.input<typeof ZContractUpdate>;
export type TContractUpdate = z.output<typeof ZContractUpdate>;

/** A property or vendor embedded in a contract answer. */
export const ZDirectoryRef = z.object({ _id: z.string(), name: z.string(), status: ZRecordStatus });
export type TEmbeddedRef = z.infer<typeof ZDirectoryRef>;

const ZAnswerAmount = z.object({ value: z.number().int(), unit: z.enum(DURATION_UNITS) });
const ZAnswerLifecyclePart = z.object({
  triggerType: z.enum(TRIGGER_TYPES),
  triggerValue: ZAnswerAmount,
  duration: ZAnswerAmount,
  date: ZWireDate.optional(),
});

/**
 * A contract as the API answers it, the one shape of an answer: the server encodes with it and the web
 * app reads with it. Status is computed for today; dates are calendar dates, ISO at 12:00:00.000Z on the
 * wire; the property, MSA members and vendor are embedded.
 */
export const ZContract = z.object({
  _id: z.string(),
  name: z.string(),
  agreementType: z.enum(AGREEMENT_TYPES),
  contractType: z.string(),
  status: ZContractStatus,
  startDate: ZWireDate,
  endDate: ZWireDate.nullable(),
  renewalWindowStart: ZWireDate.nullable(),
  renewalWindowEnd: ZWireDate.nullable(),
  nonRenewalNoticeStart: ZWireDate.nullable(),
  term: z
    .object({ number: z.number().int(), startDate: ZWireDate })
    .describe(
      'The term running today: 1 and the start date, or, for a contract that renews automatically, the ' +
        'renewal term it is in and when that began. endDate and the window dates are those of this term',
    ),
  decision: ZDecision.nullable().describe(
    "The current term's renewal decision (renew, renegotiate or not_renew, its reason, note, who and when)",
  ),
  awaitingDecision: z
    .boolean()
    .describe("The current term's evaluation window is open and no decision or notice is recorded yet"),
  noticeSent: ZNoticeSent.nullable().describe(
    "The non-renewal notice recorded as sent in the current term (the contract's last): when, how, late or not",
  ),
  documentKey: z.string().nullable(),
  /** Not a lasting link: ask /view or /download for a fresh one. */
  documentUrl: z.string().nullable(),
  documentName: z.string().nullable(),
  vendorId: ZDirectoryRef.nullable(),
  owner: ZMember.nullable().describe(
    'The person the contract belongs to: its reminders and weekly summary go to them (null once they left)',
  ),
  propertyId: ZDirectoryRef.nullable(),
  propertyIds: z.array(ZDirectoryRef),
  lifecycle: z.object({
    duration: ZAnswerAmount,
    evaluationPeriod: ZAnswerLifecyclePart,
    nonRenewalNotice: ZAnswerLifecyclePart,
    renewal: z.discriminatedUnion('type', [
      z.object({ type: z.literal('none') }),
      z.object({ type: z.literal('automatic'), term: ZAnswerAmount }),
    ]),
  }),
  reminderLeadDays: ZReminderSettings.nullable().describe(
    "The contract's own reminder lead times (days before the notice date and the end date); null = the workspace's",
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
  documentMatch: ZDocumentMatch.optional().describe(
    'A searched page of the list: the passage of its document that matches the search, when one does',
  ),
  documentFacts: ZDocumentFacts.nullable()
    .optional()
    .describe('GET one contract: what its document states (null while it waits to be read)'),
  documentRecognisedPages: ZRecognisedPages.optional().describe(
    "GET one contract: the pages of its document whose text was recognised in a scan's image",
  ),
});
export type TContract = z.output<typeof ZContract>;

/** GET /api/contracts?page=…: one page of the filtered, sorted list. */
export const ZContractPage = z.object({
  items: z.array(ZContract),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TContractPage = z.output<typeof ZContractPage>;

/** The ids of a contract's properties, embedded or not: propertyIds for MSA, else propertyId. */
export function contractPropertyIds(contract: {
  agreementType?: string | null;
  propertyId?: TDirectoryRef | null;
  propertyIds?: readonly TDirectoryRef[] | null;
}): string[] {
  if (contract.agreementType === 'MSA') return (contract.propertyIds ?? []).map(directoryRefId);
  return contract.propertyId ? [directoryRefId(contract.propertyId)] : [];
}
