import { useNavigate } from 'react-router';
import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { ContractWizard } from '../features/contracts/wizard/contract-wizard.tsx';

export function UploadPage() {
  usePageTitle('Upload Contract');
  const navigate = useNavigate();
  const toDashboard = () => navigate('/app/dashboard');
  return (
    <>
      <PageHeader
        title="Upload Contract"
        description="Add an agreement, its document and its key dates in four steps."
      />
      <ContractWizard mode="create" onDone={toDashboard} onCancel={toDashboard} />
    </>
  );
}
