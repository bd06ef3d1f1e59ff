import { useParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';

export function ContractDetailPage() {
  const { id = '' } = useParams();
  usePageTitle('Contract');
  return <PageHeader title="Contract" description={`Contract ${id}: its dates, properties and document.`} />;
}
