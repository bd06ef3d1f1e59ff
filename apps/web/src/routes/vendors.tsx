import { MSG, type TVendor } from '@keydate/domain';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { DirectoryEmptyState } from '../features/directory/directory-empty-state.tsx';
import { useVendors } from '../features/vendors/use-vendors.ts';
import { VendorModal } from '../features/vendors/vendor-modal.tsx';
import { VendorsTable } from '../features/vendors/vendors-table.tsx';

/** Closed, or open on a vendor (edit) or on none (add). */
type ModalState = { vendor?: TVendor } | null;

export function VendorsPage() {
  usePageTitle('Vendors');
  const vendors = useVendors();
  const [modal, setModal] = useState<ModalState>(null);

  useEffect(() => {
    // One toast per failure: the id keeps StrictMode's second effect run from adding another.
    if (vendors.error) toast.error(MSG.loadVendorsFailed, { id: 'load-vendors-failed' });
  }, [vendors.error]);

  return (
    <>
      <PageHeader
        title="Vendors"
        description="The companies you hold agreements with, and how to reach them."
        actions={<Button onClick={() => setModal({})}>Add Vendor</Button>}
      />
      {vendors.isPending ? <LoadingState /> : null}
      {vendors.isError && !vendors.data ? (
        <Alert>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>The vendor list could not be loaded.</span>
            <Button
              variant="secondary"
              size="sm"
              busy={vendors.isFetching}
              onClick={() => void vendors.refetch()}
            >
              Try again
            </Button>
          </div>
        </Alert>
      ) : null}
      {vendors.data && vendors.data.length > 0 ? (
        <VendorsTable vendors={vendors.data} onEdit={(vendor) => setModal({ vendor })} />
      ) : null}
      {vendors.data?.length === 0 ? (
        <DirectoryEmptyState
          title="No vendors yet"
          hint="Add the companies you hold agreements with, so contracts can name them."
        />
      ) : null}
      <VendorModal open={modal !== null} vendor={modal?.vendor} onClose={() => setModal(null)} />
    </>
  );
}
