import { storedDatesFor, type TContractMetadata } from '@keydate/domain';
import type { Tx } from '../../db/client.ts';
import { contractProperties } from '../../db/schema/index.ts';

/**
 * The columns an upload or a whole edit writes: the input plus the dates the server derives from it. The
 * owner only when one is named: a new contract's default (its uploader) is the caller's to give, and an
 * edit without one keeps it.
 */
export function contractColumns(input: TContractMetadata) {
  return {
    name: input.name,
    agreementType: input.agreementType,
    contractType: input.contractType,
    ...storedDatesFor(input.startDate, input.lifecycle),
    lifecycle: input.lifecycle,
    propertyId: input.agreementType === 'MSA' ? null : input.propertyId,
    vendorId: input.vendorId,
    reminderLeadDays: input.reminderLeadDays,
    ...(input.ownerId ? { ownerId: input.ownerId } : {}),
  };
}

/** An MSA's members in the order chosen (inside the transaction that wrote the contract). */
export async function insertMembers(tx: Tx, contractId: string, input: TContractMetadata): Promise<void> {
  if (input.agreementType !== 'MSA' || input.propertyIds.length === 0) return;
  await tx
    .insert(contractProperties)
    .values(input.propertyIds.map((propertyId, position) => ({ contractId, propertyId, position })));
}
