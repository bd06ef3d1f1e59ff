import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useCurrentUser } from '../features/auth/session.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';

export function ContractEditPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  usePageTitle('Edit Contract');
  // Only admins edit contracts; anyone else is shown the contract instead.
  if (user.role !== 'admin') return <Navigate to={`/app/contracts/${encodeURIComponent(id)}`} replace />;
  return (
    <PageHeader title="Edit Contract" description="Change the contract's details, document and dates." />
  );
}
