import type { TProperty } from '@keydate/domain';
import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { DirectoryEmptyState } from '../features/directory/directory-empty-state.tsx';
import { PropertiesTable } from '../features/properties/properties-table.tsx';
import { PropertyModal } from '../features/properties/property-modal.tsx';
import { useProperties } from '../features/properties/use-properties.ts';

/** Closed, or open on a property (edit) or on none (add). */
type ModalState = { property?: TProperty } | null;

export function PropertiesPage() {
  usePageTitle('Properties');
  const properties = useProperties();
  const [modal, setModal] = useState<ModalState>(null);

  useEffect(() => {
    // The specification shows nothing to the person when this list fails to load; it is only logged.
    if (properties.error) console.error('Failed to load properties', properties.error);
  }, [properties.error]);

  return (
    <>
      <PageHeader
        title="Properties"
        description="The hotels and buildings of your workspace, which contracts are linked to."
        actions={<Button onClick={() => setModal({})}>Add Property</Button>}
      />
      {properties.isPending ? <LoadingState /> : null}
      {properties.data && properties.data.length > 0 ? (
        <PropertiesTable properties={properties.data} onEdit={(property) => setModal({ property })} />
      ) : null}
      {properties.data?.length === 0 ? (
        <DirectoryEmptyState
          title="No properties yet"
          hint="Add the hotels and buildings your contracts cover, then link contracts to them."
        />
      ) : null}
      <PropertyModal open={modal !== null} property={modal?.property} onClose={() => setModal(null)} />
    </>
  );
}
