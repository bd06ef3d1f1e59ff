import type { TContract } from '@keydate/domain';
import { signDocumentLink } from '../../documents/document-links.ts';
import { isoFromUtcTimestamp } from '../../lib/iso-timestamp.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import type { ContractAnswerTuple } from './contract-query.ts';
import type { DirectoryRef, WorkspaceDirectory } from './workspace-directory.ts';

/** A contract answer as this server gives it: property, properties and vendor always embedded. */
export interface ContractDto extends TContract {
  vendorId: DirectoryRef | null;
  propertyId: DirectoryRef | null;
  propertyIds: DirectoryRef[];
}

/** An answer's context; with `secret: null` its document is not linked (the calendar feed shows none). */
export type AnswerLinks = ContractAnswerContext | (Omit<ContractAnswerContext, 'secret'> & { secret: null });

/**
 * The one place a contract becomes the API's answer, keys in the schema's order: its property, MSA
 * members and vendor from the workspace's directory; documentUrl is a fresh short-lived view link.
 */
export function toContractDto(
  tuple: ContractAnswerTuple,
  directory: WorkspaceDirectory,
  context: AnswerLinks,
): ContractDto {
  const [
    id,
    name,
    agreementType,
    contractType,
    status,
    startDate,
    endDate,
    renewalWindowStart,
    renewalWindowEnd,
    nonRenewalNoticeStart,
    documentKey,
    documentName,
    propertyId,
    vendorId,
    memberIds,
    lifecycle,
    reminderLeadDays,
    createdAt,
    updatedAt,
  ] = tuple;
  const isMsa = agreementType === 'MSA';
  return {
    _id: id,
    name,
    agreementType,
    contractType,
    status,
    startDate: isoFromUtcTimestamp(startDate),
    endDate: isoOrNull(endDate),
    renewalWindowStart: isoOrNull(renewalWindowStart),
    renewalWindowEnd: isoOrNull(renewalWindowEnd),
    nonRenewalNoticeStart: isoOrNull(nonRenewalNoticeStart),
    documentKey,
    documentUrl:
      documentKey && context.secret !== null
        ? signDocumentLink({
            secret: context.secret,
            target: { contractId: id, documentKey },
            disposition: 'inline',
            now: context.now,
          })
        : null,
    documentName,
    vendorId: vendorId === null ? null : (directory.vendors.get(vendorId) ?? null),
    propertyId: isMsa || propertyId === null ? null : (directory.properties.get(propertyId) ?? null),
    propertyIds: isMsa ? (memberIds ?? []).flatMap((key) => directory.properties.get(key) ?? []) : [],
    lifecycle,
    reminderLeadDays,
    createdAt: isoFromUtcTimestamp(createdAt),
    updatedAt: isoFromUtcTimestamp(updatedAt),
  };
}

const isoOrNull = (text: string | null) => (text === null ? null : isoFromUtcTimestamp(text));
