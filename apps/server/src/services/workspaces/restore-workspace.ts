// POST /api/workspace/restore: a backup (backup-workspace.ts, from this installation or another) brought
// into an empty workspace (docs/domain.md, Backup and restore). The zip is unpacked and checked against its
// manifest in the reading child; its records are checked here; the documents are stored as pending; then
// every record is written in one transaction, which makes the documents (and notices' receipts) live. Anything that fails leaves
// the workspace as empty as it was, and the stored documents are removed.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  API_MSG,
  backupDocumentPath,
  backupReceiptPath,
  storedDatesFor,
  type TBackupContract,
  type TRestoreResult,
  ZBackupContract,
  ZBackupHistoryEntry,
  ZBackupManifest,
  ZBackupProperty,
  ZBackupVendor,
  ZBackupWorkspace,
} from '@keydate/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { batches } from '../../db/batches.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  contractDecisions,
  contractHistory,
  contractNotices,
  contractProperties,
  contracts,
  documentTexts,
  drafts,
  pendingDocuments,
  properties,
  propertyResponsibles,
  users,
  vendors,
  workspaces,
} from '../../db/schema/index.ts';
import { abandonDocument, beginDocument } from '../../documents/pending-documents.ts';
import { documentReader } from '../../documents/reading/document-reader.ts';
import type { TBackupArchive } from '../../documents/reading/reading-types.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import type { Storage } from '../../storage/index.ts';
import { refreshSortNames } from '../contracts/sort-names.ts';

const REFUSED: Record<Extract<TBackupArchive, { state: 'unavailable' }>['reason'], HttpError> = {
  unreadable: badRequest(API_MSG.backupUnreadable, { file: API_MSG.backupUnreadable }),
  too_large: new HttpError(413, API_MSG.backupTooLarge),
  timeout: badRequest(API_MSG.backupTimeout, { file: API_MSG.backupTimeout }),
  unsafe_path: badRequest(API_MSG.backupUnsafePath, { file: API_MSG.backupUnsafePath }),
  tampered: badRequest(API_MSG.backupTampered, { file: API_MSG.backupTampered }),
  not_a_backup: badRequest(API_MSG.notABackup, { file: API_MSG.notABackup }),
};

const notABackup = () => REFUSED.not_a_backup;

/** Whether the workspace holds nothing a restore would meet: no property, vendor, contract or draft. */
export async function isWorkspaceEmpty(db: Executor, workspaceId: string): Promise<boolean> {
  for (const table of [properties, vendors, contracts, drafts]) {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId));
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}

/** The unpacked records, checked: shapes, references between them, and a document for each that names one. */
function checkedBackup(unpacked: Extract<TBackupArchive, { state: 'archive' }>) {
  const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw notABackup();
    return parsed.data;
  };
  const manifest = parse(ZBackupManifest, unpacked.manifest);
  const backup = {
    workspace: parse(ZBackupWorkspace, unpacked.workspace),
    properties: parse(z.array(ZBackupProperty), unpacked.properties),
    vendors: parse(z.array(ZBackupVendor), unpacked.vendors),
    contracts: parse(z.array(ZBackupContract), unpacked.contracts),
    history: parse(z.array(ZBackupHistoryEntry), unpacked.history),
  };
  const propertyIds = new Set(backup.properties.map((property) => property.id));
  const vendorIds = new Set(backup.vendors.map((vendor) => vendor.id));
  const withDocument = backup.contracts.filter((contract) => contract.document);
  const receipts = receiptsOf(backup.contracts);
  const fileSums = new Map(manifest.files.map((file) => [file.path, file.sha256]));
  const inArchive = (path: string, sha256: string | undefined) =>
    unpacked.documents[path.slice('documents/'.length)] !== undefined && fileSums.get(path) === sha256;
  const consistent =
    manifest.counts.properties === backup.properties.length &&
    manifest.counts.vendors === backup.vendors.length &&
    manifest.counts.contracts === backup.contracts.length &&
    manifest.counts.documents === withDocument.length &&
    (manifest.counts.receipts ?? 0) === receipts.length &&
    Object.keys(unpacked.documents).length === withDocument.length + receipts.length &&
    withDocument.every((contract) => inArchive(backupDocumentPath(contract.id), contract.document?.sha256)) &&
    receipts.every(({ path, receipt }) => inArchive(path, receipt.sha256)) &&
    backup.contracts.every(
      (contract) =>
        contract.propertyIds.every((id) => propertyIds.has(id)) &&
        (contract.agreementType === 'MSA' || contract.propertyIds.length === 1) &&
        new Set(contract.propertyIds).size === contract.propertyIds.length &&
        (contract.vendorId === null || vendorIds.has(contract.vendorId)),
    );
  if (!consistent) throw notABackup();
  return { ...backup, receipts };
}

/** The notices' receipts a backup holds, with their path in the zip. */
function receiptsOf(contracts: readonly TBackupContract[]) {
  return contracts.flatMap((contract) =>
    (contract.notices ?? []).flatMap(({ term, receipt }) =>
      receipt ? [{ receipt, path: backupReceiptPath(contract.id, term) }] : [],
    ),
  );
}

/** The file the reading child unpacked for a path of the zip. */
const unpackedFile = (documents: Record<string, string>, path: string) =>
  documents[path.slice('documents/'.length)] as string;

export async function restoreWorkspace(options: {
  db: Db;
  storage: Storage;
  workspaceId: string;
  userId: string;
  /** The uploaded zip, and an empty folder to unpack it in (the caller removes both). */
  archivePath: string;
  outDir: string;
  now: Date;
}): Promise<TRestoreResult> {
  const { db, storage, workspaceId, now } = options;
  if (!(await isWorkspaceEmpty(db, workspaceId))) throw conflict(API_MSG.workspaceNotEmpty);
  const unpacked = await documentReader().archive({ path: options.archivePath, outDir: options.outDir });
  if (unpacked.state === 'unavailable') throw REFUSED[unpacked.reason];
  const backup = checkedBackup(unpacked);

  // New ids: the backup's may be taken on this installation (by the workspace it came from).
  const propertyId = new Map(backup.properties.map((property) => [property.id, randomUUID()]));
  const vendorId = new Map(backup.vendors.map((vendor) => [vendor.id, randomUUID()]));
  const contractId = new Map(backup.contracts.map((contract) => [contract.id, randomUUID()]));
  const documentKey = new Map<string, string>();
  /** Each restored receipt's key, by the backup's receipt path. */
  const receiptKey = new Map<string, string>();
  let ownerOf: (contract: TBackupContract) => string = () => options.userId;
  try {
    for (const contract of backup.contracts) {
      if (!contract.document) continue;
      const key = await beginDocument(db, workspaceId);
      documentKey.set(contract.id, key);
      await storage.put(
        key,
        createReadStream(unpackedFile(unpacked.documents, backupDocumentPath(contract.id))),
        {
          contentType: contract.document.contentType,
        },
      );
    }
    for (const { path, receipt } of backup.receipts) {
      const key = await beginDocument(db, workspaceId);
      receiptKey.set(path, key);
      await storage.put(key, createReadStream(unpackedFile(unpacked.documents, path)), {
        contentType: receipt.contentType,
      });
    }
    await db.transaction(async (tx) => {
      await tx
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId))
        .for('update');
      if (!(await isWorkspaceEmpty(tx, workspaceId))) throw conflict(API_MSG.workspaceNotEmpty);
      // The people the backup names, by email, among this workspace's: the others are no longer here.
      const people = new Map(
        (
          await tx
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(eq(users.workspaceId, workspaceId))
        ).map((user) => [user.email.toLowerCase(), user.id]),
      );
      const personId = (email: string | null | undefined) =>
        email ? (people.get(email.toLowerCase()) ?? null) : null;
      ownerOf = (contract) => personId(contract.ownerEmail) ?? options.userId;
      await tx
        .update(workspaces)
        .set({
          reminderLeadDays: backup.workspace.reminderLeadDays,
          ...(backup.workspace.escalationDays === undefined
            ? {}
            : { escalationDays: backup.workspace.escalationDays }),
        })
        .where(eq(workspaces.id, workspaceId));
      for (const batch of batches(backup.properties)) {
        await tx.insert(properties).values(
          batch.map(({ responsibles: _people, ...property }) => ({
            id: propertyId.get(property.id) as string,
            workspaceId,
            name: property.name,
            status: property.status,
          })),
        );
      }
      const responsibles = backup.properties.flatMap((property) =>
        (property.responsibles ?? []).flatMap((email) => {
          const userId = personId(email);
          return userId ? [{ propertyId: propertyId.get(property.id) as string, userId }] : [];
        }),
      );
      for (const batch of batches(responsibles)) await tx.insert(propertyResponsibles).values(batch);
      for (const batch of batches(backup.vendors)) {
        await tx
          .insert(vendors)
          .values(
            batch.map(({ id, ...vendor }) => ({ ...vendor, id: vendorId.get(id) as string, workspaceId })),
          );
      }
      for (const batch of batches(backup.contracts)) {
        await tx.insert(contracts).values(batch.map((contract) => contractValues(contract)));
        const members = batch.flatMap((contract) =>
          contract.agreementType === 'MSA'
            ? contract.propertyIds.map((id, position) => ({
                contractId: contractId.get(contract.id) as string,
                propertyId: propertyId.get(id) as string,
                position,
              }))
            : [],
        );
        if (members.length > 0) await tx.insert(contractProperties).values(members);
      }
      const decided = backup.contracts.flatMap((contract) =>
        (contract.decisions ?? []).map(({ decidedBy, decidedAt, ...decision }) => ({
          ...decision,
          workspaceId,
          contractId: contractId.get(contract.id) as string,
          decidedBy: personId(decidedBy),
          decidedAt: new Date(decidedAt),
        })),
      );
      for (const batch of batches(decided)) await tx.insert(contractDecisions).values(batch);
      const noticed = backup.contracts.flatMap((contract) =>
        (contract.notices ?? []).map(({ recordedBy, recordedAt, receipt, ...notice }) => {
          const key = receipt ? receiptKey.get(backupReceiptPath(contract.id, notice.term)) : undefined;
          return {
            ...notice,
            workspaceId,
            contractId: contractId.get(contract.id) as string,
            recordedBy: personId(recordedBy),
            recordedAt: new Date(recordedAt),
            ...(receipt && key
              ? {
                  receiptKey: key,
                  receiptName: receipt.name,
                  receiptContentType: receipt.contentType,
                  receiptSize: receipt.size,
                }
              : {}),
          };
        }),
      );
      for (const batch of batches(noticed)) await tx.insert(contractNotices).values(batch);
      // The history in its order, under the restored contracts' ids (a deleted contract's gets one of its
      // own), into a workspace without one: a workspace emptied by deleting keeps its own, never twice.
      const [kept] = await tx
        .select({ n: count() })
        .from(contractHistory)
        .where(eq(contractHistory.workspaceId, workspaceId));
      const historyContractId = (id: string) => {
        if (!contractId.has(id)) contractId.set(id, randomUUID());
        return contractId.get(id) as string;
      };
      const history = (kept?.n ? [] : backup.history).map(({ actor, at, ...entry }) => ({
        ...entry,
        workspaceId,
        contractId: historyContractId(entry.contractId),
        actorId: personId(actor),
        at: new Date(at),
      }));
      for (const batch of batches(history)) await tx.insert(contractHistory).values(batch);
      const keys = [...documentKey.values(), ...receiptKey.values()];
      for (const batch of batches(keys))
        await tx.delete(pendingDocuments).where(inArray(pendingDocuments.key, batch));
      const texts = backup.contracts.flatMap((contract) => {
        const key = documentKey.get(contract.id);
        return key
          ? [
              {
                contractId: contractId.get(contract.id) as string,
                workspaceId,
                documentKey: key,
                state: 'pending' as const,
              },
            ]
          : [];
      });
      for (const batch of batches(texts)) await tx.insert(documentTexts).values(batch);
      await refreshSortNames(tx, eq(contracts.workspaceId, workspaceId));
    });
  } catch (error) {
    for (const key of [...documentKey.values(), ...receiptKey.values()])
      await abandonDocument(db, storage, key);
    throw error;
  }
  return {
    properties: backup.properties.length,
    vendors: backup.vendors.length,
    contracts: backup.contracts.length,
    documents: documentKey.size,
  };

  function contractValues(contract: TBackupContract) {
    const msa = contract.agreementType === 'MSA';
    const key = documentKey.get(contract.id) ?? null;
    return {
      id: contractId.get(contract.id) as string,
      workspaceId,
      name: contract.name,
      agreementType: contract.agreementType,
      contractType: contract.contractType,
      ...storedDatesFor(contract.startDate, contract.lifecycle),
      lifecycle: contract.lifecycle,
      storedStatus: contract.terminated ? ('terminated' as const) : null,
      reminderLeadDays: contract.reminderLeadDays,
      propertyId: msa ? null : (propertyId.get(contract.propertyIds[0] as string) as string),
      vendorId: contract.vendorId ? (vendorId.get(contract.vendorId) as string) : null,
      documentKey: key,
      documentName: key ? (contract.document?.name ?? null) : null,
      documentContentType: key ? (contract.document?.contentType ?? null) : null,
      documentSize: key ? (contract.document?.size ?? null) : null,
      documentSha256: key ? (contract.document?.sha256 ?? null) : null,
      lastTerm: contract.lastTerm ?? null,
      // The owner the backup names when they are a person of this workspace, else the admin restoring.
      ownerId: ownerOf(contract),
      createdBy: options.userId,
      createdAt: new Date(contract.createdAt),
      updatedAt: now,
    };
  }
}
