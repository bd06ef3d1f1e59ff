// A workspace's backup (docs/domain.md, Backup and restore): one zip with every record as JSON, the register
// as CSV, every document, and a manifest that counts them and names each file's checksum. These schemas
// are what a restore accepts from such a zip, whichever installation wrote it.
import { z } from 'zod';
import { AGREEMENT_TYPES, ZContractCategory } from './categories.ts';
import { ZCalendarDate } from './date.schemas.ts';
import { DECISION_NOTE_MAX, DECISION_REASONS, DECISIONS } from './decisions.ts';
import { HISTORY_ACTIONS, ZHistoryChange } from './history.ts';
import { ZLifecycle } from './lifecycle.ts';
import { LIMITS } from './limits.ts';
import { NOTICE_CHANNELS, NOTICE_REFERENCE_MAX } from './notices.ts';
import { ZEscalationDays, ZReminderLeadDays } from './reminders.ts';

export const BACKUP_FORMAT = 'keydate-workspace';
export const BACKUP_VERSION = 1;

/** The files of a backup, by their path in the zip. */
export const BACKUP_FILES = {
  manifest: 'manifest.json',
  workspace: 'data/workspace.json',
  properties: 'data/properties.json',
  vendors: 'data/vendors.json',
  contracts: 'data/contracts.json',
  history: 'data/history.json',
  register: 'register.csv',
} as const;

/** A contract's document in the zip: documents/<the contract's id in the backup>. */
export const backupDocumentPath = (contractId: string) => `documents/${contractId}`;

/** The receipt of a contract's notice in a term: documents/<the contract's id>.receipt-<term>. */
export const backupReceiptPath = (contractId: string, term: number) =>
  `documents/${contractId}.receipt-${term}`;

/** Every path a backup may hold; anything else in a zip (`../`, absolute paths, other names) is refused. */
export const BACKUP_PATH =
  /^(?:manifest\.json|register\.csv|data\/(?:workspace|properties|vendors|contracts|history)\.json|documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\.receipt-[1-9]\d{0,5})?)$/;

const ZId = z.uuid();
const ZName = z.string().trim().min(1).max(LIMITS.recordNameMax);
const ZStatus = z.enum(['active', 'inactive']);

/** The workspace's settings; a backup made before escalations existed carries none (the restore keeps its own). */
export const ZBackupWorkspace = z.object({
  name: z.string(),
  reminderLeadDays: ZReminderLeadDays,
  escalationDays: ZEscalationDays.nullable().optional(),
});

/** A person named by a backup: their email, matched to a person of the workspace restored into. */
const ZBackupPerson = z.string().max(LIMITS.emailMax).nullable();

export const ZBackupProperty = z.object({
  id: ZId,
  name: ZName,
  status: ZStatus,
  // Written since properties have responsible people; a backup from before names none.
  responsibles: z.array(z.string().max(LIMITS.emailMax)).max(1000).optional(),
});

export const ZBackupVendor = z.object({
  id: ZId,
  name: ZName,
  contactPerson: z.string().max(LIMITS.nameMax),
  email: z.string().max(LIMITS.emailMax),
  phone: z.string().max(LIMITS.phoneMax),
  status: ZStatus,
});

export const ZBackupDocument = z.object({
  name: z.string().min(1).max(255),
  contentType: z.string().min(1).max(255),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ZBackupDecision = z.object({
  term: z.number().int().min(1),
  decision: z.enum(DECISIONS),
  reason: z.enum(DECISION_REASONS),
  note: z.string().max(DECISION_NOTE_MAX),
  decidedBy: ZBackupPerson,
  decidedAt: z.iso.datetime({ offset: true }),
});

export const ZBackupNotice = z.object({
  term: z.number().int().min(1),
  sentOn: ZCalendarDate,
  channel: z.enum(NOTICE_CHANNELS),
  reference: z.string().max(NOTICE_REFERENCE_MAX),
  recordedBy: ZBackupPerson,
  recordedAt: z.iso.datetime({ offset: true }),
  // Written since a notice may have a receipt (its file at backupReceiptPath).
  receipt: ZBackupDocument.nullable().optional(),
});

export const ZBackupContract = z.object({
  id: ZId,
  name: ZName,
  agreementType: z.enum(AGREEMENT_TYPES),
  contractType: ZContractCategory,
  startDate: ZCalendarDate,
  lifecycle: ZLifecycle,
  propertyIds: z.array(ZId).min(1),
  vendorId: ZId.nullable(),
  terminated: z.boolean(),
  reminderLeadDays: ZReminderLeadDays.nullable(),
  document: ZBackupDocument.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  // Written since owners, decisions and notices exist; a backup from before has none of them.
  ownerEmail: ZBackupPerson.optional(),
  lastTerm: z.number().int().min(1).nullable().optional(),
  decisions: z.array(ZBackupDecision).max(1000).optional(),
  notices: z.array(ZBackupNotice).max(1000).optional(),
});

/**
 * A change to a contract, as the history keeps it (docs/domain.md, History), oldest first; `contractId`
 * is the contract's id in the backup, or a deleted contract's own. Written since contracts have a
 * history; a backup from before has none.
 */
export const ZBackupHistoryEntry = z.object({
  contractId: ZId,
  contractName: z.string().max(LIMITS.recordNameMax),
  at: z.iso.datetime({ offset: true }),
  actor: ZBackupPerson,
  actorName: z.string().max(LIMITS.nameMax).nullable(),
  action: z.enum(HISTORY_ACTIONS),
  changes: z.array(ZHistoryChange).max(100),
});

export const ZBackupFile = z.object({
  path: z.string().regex(BACKUP_PATH),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ZBackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.string(),
  counts: z.object({
    properties: z.number().int().nonnegative(),
    vendors: z.number().int().nonnegative(),
    contracts: z.number().int().nonnegative(),
    documents: z.number().int().nonnegative(),
    receipts: z.number().int().nonnegative().optional(),
  }),
  files: z.array(ZBackupFile),
});

export type TBackupWorkspace = z.output<typeof ZBackupWorkspace>;
export type TBackupProperty = z.output<typeof ZBackupProperty>;
export type TBackupVendor = z.output<typeof ZBackupVendor>;
export type TBackupContract = z.output<typeof ZBackupContract>;
export type TBackupManifest = z.output<typeof ZBackupManifest>;
export type TBackupHistoryEntry = z.output<typeof ZBackupHistoryEntry>;

/** POST /api/workspace/restore's answer: what came back. */
export const ZRestoreResult = z.object({
  properties: z.number().int(),
  vendors: z.number().int(),
  contracts: z.number().int(),
  documents: z.number().int(),
});
export type TRestoreResult = z.output<typeof ZRestoreResult>;
