import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractProperties, contracts, properties, vendors } from '../../db/schema/index.ts';

/**
 * Sets the sort keys of the contracts `where` selects from what they name now: the first property's
 * name (an individual contract's property, else the MSA's first chosen member), the number of MSA
 * members and the vendor's name. Run after a contract, a property or a vendor is written, in the same
 * transaction; migration 0014 applied the same rule to every contract.
 */
export async function refreshSortNames(db: Executor, where: SQL | undefined): Promise<void> {
  await db
    .update(contracts)
    .set({
      propertySortName: sql`coalesce(
        (select ${properties.name} from ${properties} where ${properties.id} = ${contracts.propertyId}),
        (select ${properties.name} from ${contractProperties}
          join ${properties} on ${properties.id} = ${contractProperties.propertyId}
          where ${contractProperties.contractId} = ${contracts.id}
          order by ${contractProperties.position} limit 1))`,
      memberCount: sql`(select count(*) from ${contractProperties} where ${contractProperties.contractId} = ${contracts.id})`,
      vendorSortName: sql`(select ${vendors.name} from ${vendors} where ${vendors.id} = ${contracts.vendorId})`,
    })
    .where(where);
}
