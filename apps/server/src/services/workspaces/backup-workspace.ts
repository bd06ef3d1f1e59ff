// GET /api/workspace/export: the whole workspace as one zip, written as it is read
// (docs/domain.md, Backup and restore). Each entry passes through a hash on its way in, so the manifest, written last, names
// every file's size and checksum; documents are streamed from storage one at a time.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable, Transform } from 'node:stream';
import {
  BACKUP_FILES,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupDocumentPath,
  backupReceiptPath,
  type TBackupContract,
  type TBackupHistoryEntry,
  type TBackupManifest,
  type TCalendarDate,
  ZContractListQuery,
} from '@keydate/domain';
import archiver from 'archiver';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  contractDecisions,
  contractHistory,
  contractNotices,
  contractProperties,
  contracts,
  properties,
  propertyResponsibles,
  users,
  vendors,
  workspaces,
} from '../../db/schema/index.ts';
import type { Storage } from '../../storage/index.ts';
import type { ContractAnswerContext } from '../contracts/answer-context.ts';
import { exportRegister } from '../contracts/export-register.ts';

type TFileEntry = TBackupManifest['files'][number];

/** Adds one entry and waits until the zip has taken all of it, answering its size and checksum. */
async function addEntry(
  archive: archiver.Archiver,
  path: string,
  source: Readable | string,
): Promise<TFileEntry> {
  const hash = createHash('sha256');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const taken = once(archive, 'entry');
  if (typeof source === 'string') counted.end(source);
  else source.on('error', (error) => counted.destroy(error)).pipe(counted);
  archive.append(counted, { name: path });
  await taken;
  return { path, size, sha256: hash.digest('hex') };
}

/** A contract's record with where its files are stored: its document, and its notices' receipts by term. */
type BackupContractRecord = TBackupContract & {
  documentKey: string | null;
  receiptKeys: Map<number, string>;
};

/** A stored file as the backup describes it; its size and checksum are set again as it is written. */
const storedFile = (
  name: string | null,
  contentType: string | null,
  size: number | null,
  sha256: string | null = null,
): TBackupContract['document'] =>
  name
    ? { name, contentType: contentType ?? 'application/octet-stream', size: size ?? 0, sha256: sha256 ?? '' }
    : null;

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

/** Rows by the contract they belong to. */
function groupBy<Row extends { contractId: string }>(rows: Row[]): Map<string, Row[]> {
  const byContract = new Map<string, Row[]>();
  for (const row of rows) byContract.set(row.contractId, [...(byContract.get(row.contractId) ?? []), row]);
  return byContract;
}

/**
 * Every record of the workspace, as the backup writes it: people are named by email (properties'
 * responsible people, owners, who decided, who recorded a notice, who made each change of the history);
 * the people themselves and the reminder records are not written.
 */
async function backupRecords(db: Db, workspaceId: string) {
  const [workspace] = await db
    .select({
      name: workspaces.name,
      reminderLeadDays: workspaces.reminderLeadDays,
      escalationDays: workspaces.escalationDays,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  const responsibleRows = await db
    .select({ propertyId: propertyResponsibles.propertyId, email: users.email })
    .from(propertyResponsibles)
    .innerJoin(users, eq(users.id, propertyResponsibles.userId))
    .where(eq(users.workspaceId, workspaceId))
    .orderBy(asc(users.email));
  const propertyRows = (
    await db
      .select({ id: properties.id, name: properties.name, status: properties.status })
      .from(properties)
      .where(eq(properties.workspaceId, workspaceId))
      .orderBy(asc(properties.createdAt), asc(properties.id))
  ).map((property) => ({
    ...property,
    responsibles: responsibleRows.filter((row) => row.propertyId === property.id).map((row) => row.email),
  }));
  const vendorRows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      contactPerson: vendors.contactPerson,
      email: vendors.email,
      phone: vendors.phone,
      status: vendors.status,
    })
    .from(vendors)
    .where(eq(vendors.workspaceId, workspaceId))
    .orderBy(asc(vendors.createdAt), asc(vendors.id));
  const contractRows = await db
    .select()
    .from(contracts)
    .where(eq(contracts.workspaceId, workspaceId))
    .orderBy(asc(contracts.createdAt), asc(contracts.id));
  const members = await db
    .select({ contractId: contractProperties.contractId, propertyId: contractProperties.propertyId })
    .from(contractProperties)
    .innerJoin(contracts, eq(contracts.id, contractProperties.contractId))
    .where(eq(contracts.workspaceId, workspaceId))
    .orderBy(asc(contractProperties.contractId), asc(contractProperties.position));
  const membersOf = new Map<string, string[]>();
  for (const member of members) {
    membersOf.set(member.contractId, [...(membersOf.get(member.contractId) ?? []), member.propertyId]);
  }
  // The people named, by email: a restore gives each back to the person with that email, if any.
  const emailOf = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.workspaceId, workspaceId))
    ).map((user) => [user.id, user.email]),
  );
  const personOf = (id: string | null) => (id ? (emailOf.get(id) ?? null) : null);
  const decisionsOf = groupBy(
    await db.select().from(contractDecisions).where(eq(contractDecisions.workspaceId, workspaceId)),
  );
  const noticesOf = groupBy(
    await db.select().from(contractNotices).where(eq(contractNotices.workspaceId, workspaceId)),
  );
  const contractList = contractRows.map(
    (row): BackupContractRecord => ({
      id: row.id,
      name: row.name,
      agreementType: row.agreementType,
      contractType: row.contractType as TBackupContract['contractType'],
      startDate: row.startDate,
      lifecycle: row.lifecycle,
      propertyIds:
        row.agreementType === 'MSA' ? (membersOf.get(row.id) ?? []) : row.propertyId ? [row.propertyId] : [],
      vendorId: row.vendorId,
      terminated: row.storedStatus === 'terminated',
      reminderLeadDays: row.reminderLeadDays,
      document: row.documentKey
        ? storedFile(row.documentName, row.documentContentType, row.documentSize, row.documentSha256)
        : null,
      createdAt: row.createdAt.toISOString(),
      ownerEmail: personOf(row.ownerId),
      lastTerm: row.lastTerm,
      decisions: (decisionsOf.get(row.id) ?? []).map((d) => ({
        term: d.term,
        decision: d.decision,
        reason: d.reason,
        note: d.note,
        decidedBy: personOf(d.decidedBy),
        decidedAt: d.decidedAt.toISOString(),
      })),
      notices: (noticesOf.get(row.id) ?? []).map((n) => ({
        term: n.term,
        sentOn: n.sentOn as TCalendarDate,
        channel: n.channel,
        reference: n.reference,
        recordedBy: personOf(n.recordedBy),
        recordedAt: n.recordedAt.toISOString(),
        receipt: n.receiptKey ? storedFile(n.receiptName, n.receiptContentType, n.receiptSize) : null,
      })),
      documentKey: row.documentKey,
      receiptKeys: new Map(
        (noticesOf.get(row.id) ?? []).flatMap((n) => (n.receiptKey ? [[n.term, n.receiptKey] as const] : [])),
      ),
    }),
  );
  const history = (
    await db
      .select()
      .from(contractHistory)
      .where(eq(contractHistory.workspaceId, workspaceId))
      .orderBy(asc(contractHistory.seq))
  ).map(
    (entry): TBackupHistoryEntry => ({
      contractId: entry.contractId,
      contractName: entry.contractName,
      at: entry.at.toISOString(),
      actor: personOf(entry.actorId),
      actorName: entry.actorName,
      action: entry.action,
      changes: entry.changes,
    }),
  );
  return { workspace, properties: propertyRows, vendors: vendorRows, contracts: contractList, history };
}

/** The workspace's backup as a zip stream; an error while writing ends the stream with it. */
export function backupWorkspace(options: {
  db: Db;
  storage: Storage;
  workspaceId: string;
  answer: ContractAnswerContext;
  appUrl: string;
  log: FastifyBaseLogger;
}): Readable {
  const { db, storage, workspaceId } = options;
  const out = new PassThrough();
  // Stored, not deflated: the documents are PDFs and Word files that are compressed already.
  const archive = archiver('zip', { store: true });
  archive.on('error', (error) => out.destroy(error));
  archive.pipe(out);

  void (async () => {
    const records = await backupRecords(db, workspaceId);
    const files: TFileEntry[] = [];
    const documents: TFileEntry[] = [];
    const receipts: TFileEntry[] = [];
    /**
     * The stored file at `key` as the entry `path`, listed in `into`: `file` with its written size and
     * checksum. A file missing from storage is left out, and its record says there is none.
     */
    const addFile = async (
      contractId: string,
      stored: { key: string; path: string; file: NonNullable<TBackupContract['document']> },
      into: TFileEntry[],
    ) => {
      const found = await storage.get(stored.key);
      if (!found) {
        options.log.warn({ contractId, path: stored.path }, 'backup: a file is missing from storage');
        return null;
      }
      const entry = await addEntry(archive, stored.path, found.body);
      into.push(entry);
      return { ...stored.file, size: entry.size, sha256: entry.sha256 };
    };
    for (const contract of records.contracts) {
      const { id, documentKey, document } = contract;
      if (documentKey && document) {
        const path = backupDocumentPath(id);
        contract.document = await addFile(id, { key: documentKey, path, file: document }, documents);
      }
      for (const notice of contract.notices ?? []) {
        const key = contract.receiptKeys.get(notice.term);
        if (!key || !notice.receipt) continue;
        const path = backupReceiptPath(id, notice.term);
        notice.receipt = await addFile(id, { key, path, file: notice.receipt }, receipts);
      }
    }
    const contractsJson = records.contracts.map(
      ({ documentKey: _key, receiptKeys: _keys, ...contract }) => contract,
    );
    files.push(await addEntry(archive, BACKUP_FILES.workspace, json(records.workspace)));
    files.push(await addEntry(archive, BACKUP_FILES.properties, json(records.properties)));
    files.push(await addEntry(archive, BACKUP_FILES.vendors, json(records.vendors)));
    files.push(await addEntry(archive, BACKUP_FILES.contracts, json(contractsJson)));
    files.push(await addEntry(archive, BACKUP_FILES.history, json(records.history)));
    const register = await exportRegister({
      db,
      workspaceId,
      query: ZContractListQuery.parse({}),
      format: 'csv',
      answer: options.answer,
      appUrl: options.appUrl,
    });
    files.push(await addEntry(archive, BACKUP_FILES.register, register));
    const manifest: TBackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: options.answer.now.toISOString(),
      counts: {
        properties: records.properties.length,
        vendors: records.vendors.length,
        contracts: records.contracts.length,
        documents: documents.length,
        receipts: receipts.length,
      },
      files: [...files, ...documents, ...receipts],
    };
    await addEntry(archive, BACKUP_FILES.manifest, json(manifest));
    await archive.finalize();
  })().catch((error: unknown) => {
    options.log.error({ err: error }, 'backup failed while it was written');
    archive.abort();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
