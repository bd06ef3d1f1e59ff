import type { TProperty } from '@keydate/domain';
import { Table, Td, Th } from '../../components/ui/table.tsx';
import { EditButton } from '../directory/edit-button.tsx';
import { RecordStatusBadge } from '../directory/record-status.tsx';

export function PropertiesTable({
  properties,
  onEdit,
}: {
  properties: TProperty[];
  onEdit: (property: TProperty) => void;
}) {
  return (
    <Table caption="Properties of this workspace">
      <thead>
        <tr>
          <Th>Property Code</Th>
          <Th>Status</Th>
          <Th>Responsible</Th>
          <Th className="w-px text-right">Actions</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {properties.map((property) => (
          <tr key={property._id}>
            <Td className="font-medium text-slate-900">{property.name}</Td>
            <Td>
              <RecordStatusBadge status={property.status} />
            </Td>
            <Td>
              {property.responsibles.length > 0
                ? property.responsibles.map((person) => person.name).join(', ')
                : '—'}
            </Td>
            <Td className="text-right">
              <EditButton label={`Edit ${property.name}`} onClick={() => onEdit(property)} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
