import {
  agreementTypeOf,
  directoryRefName,
  MSG,
  type TContract,
  type TDirectoryRef,
  vendorCell,
} from '@keydate/domain';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { mailtoHref } from '../../vendors/contact-links.ts';
import { OWNER_MSG } from '../owner.ts';

function StatusOf({ record }: { record: TDirectoryRef }) {
  if (typeof record === 'string' || !record.status) return null;
  return record.status === 'active' ? (
    <Badge tone="green">{MSG.propertyActive}</Badge>
  ) : (
    <Badge tone="gray">{MSG.propertyInactive}</Badge>
  );
}

const idOf = (ref: TDirectoryRef) => (typeof ref === 'string' ? ref : ref._id);

/** The property (or, for an MSA, the properties) with Active or Inactive, the vendor and the owner. */
export function ContractParties({ contract }: { contract: TContract }) {
  const msa = agreementTypeOf(contract.agreementType) === 'MSA';
  const refs: TDirectoryRef[] = msa ? contract.propertyIds : contract.propertyId ? [contract.propertyId] : [];
  const vendor = contract.vendorId;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {msa ? 'Properties' : 'Property'}
      </h2>
      {refs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{MSG.noPropertyAssigned}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {refs.map((ref) => (
            <li key={idOf(ref)} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="font-medium text-slate-900">
                {directoryRefName(ref) ?? MSG.unknownProperty}
              </span>
              <StatusOf record={ref} />
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Vendor</h2>
      <p className="mt-3 flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-slate-900">{vendorCell(contract)}</span>
        {vendor ? <StatusOf record={vendor} /> : null}
      </p>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">{OWNER_MSG.label}</h2>
      {contract.owner ? (
        <p className="mt-3 text-sm">
          <span className="block font-medium text-slate-900">{contract.owner.name}</span>
          <a
            href={mailtoHref(contract.owner.email)}
            className="break-all text-blue-700 underline hover:text-blue-800"
          >
            {contract.owner.email}
          </a>
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{OWNER_MSG.none}</p>
      )}
    </section>
  );
}
