import type { TContract } from '@keydate/domain';
import { signDocumentLink } from '../../documents/document-links.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import type { ContractRecord, DirectoryRef } from './contract-query.ts';

/** A contract answer as this server gives it: property, properties and vendor always embedded. */
export interface ContractDto extends TContract {
  vendorId: DirectoryRef | null;
  propertyId: DirectoryRef | null;
  propertyIds: DirectoryRef[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The one place a contract becomes the API's answer; documentUrl is a fresh short-lived view link. */
export function toContractDto(record: ContractRecord, answer: ContractAnswerContext): ContractDto {
  const { row } = record;
  const documentUrl = row.documentKey
    ? signDocumentLink({
        secret: answer.secret,
        target: { contractId: row.id, documentKey: row.documentKey },
        disposition: 'inline',
        now: answer.now,
      })
    : null;
  return {
    _id: row.id,
    name: row.name,
    agreementType: row.agreementType,
    contractType: row.contractType,
    status: record.status,
    startDate: row.startDate.toISOString(),
    endDate: iso(row.endDate),
    renewalWindowStart: iso(row.renewalWindowStart),
    renewalWindowEnd: iso(row.renewalWindowEnd),
    nonRenewalNoticeStart: iso(row.nonRenewalNoticeStart),
    documentKey: row.documentKey,
    documentUrl,
    documentName: row.documentName,
    vendorId: record.vendor,
    propertyId: row.agreementType === 'MSA' ? null : record.property,
    propertyIds: row.agreementType === 'MSA' ? record.members : [],
    lifecycle: row.lifecycle,
    reminderLeadDays: row.reminderLeadDays ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
