import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';

export function VendorsPage() {
  usePageTitle('Vendors');
  return (
    <PageHeader
      title="Vendors"
      description="The companies you hold agreements with, and how to reach them."
    />
  );
}
