import type { TVendor } from '@keydate/domain';
import { Table, Td, Th } from '../../components/ui/table.tsx';
import { EditButton } from '../directory/edit-button.tsx';
import { RecordStatusBadge } from '../directory/record-status.tsx';
import { mailtoHref, telHref } from './contact-links.ts';

const linkClass = 'text-blue-700 underline-offset-2 hover:underline focus-visible:underline';

export function VendorsTable({ vendors, onEdit }: { vendors: TVendor[]; onEdit: (vendor: TVendor) => void }) {
  return (
    <Table caption="Vendors of this workspace">
      <thead>
        <tr>
          <Th>Company Name</Th>
          <Th>Contact Person</Th>
          <Th>Contact Info</Th>
          <Th>Status</Th>
          <Th className="w-px text-right">Actions</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {vendors.map((vendor) => (
          <tr key={vendor._id}>
            <Td className="font-medium text-slate-900">{vendor.name}</Td>
            <Td>{vendor.contactPerson}</Td>
            <Td>
              <div className="flex flex-col gap-0.5">
                <a href={mailtoHref(vendor.email)} className={linkClass}>
                  {vendor.email}
                </a>
                <a href={telHref(vendor.phone)} className={linkClass}>
                  {vendor.phone}
                </a>
              </div>
            </Td>
            <Td>
              <RecordStatusBadge status={vendor.status} />
            </Td>
            <Td className="text-right">
              <EditButton label={`Edit ${vendor.name}`} onClick={() => onEdit(vendor)} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
