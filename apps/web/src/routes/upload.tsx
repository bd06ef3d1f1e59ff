import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { ContractWizard } from '../features/contracts/wizard/contract-wizard.tsx';
import { DRAFT_MSG } from '../features/drafts/draft-messages.ts';

export function UploadPage() {
  usePageTitle('Upload Contract');
  const navigate = useNavigate();
  const toDashboard = () => navigate('/app/dashboard');
  return (
    <>
      <PageHeader
        title="Upload Contract"
        description="Add an agreement, its document and its key dates in four steps."
        actions={
          <Link to="/app/upload/many" className={buttonClass('secondary')}>
            {DRAFT_MSG.uploadManyLink}
          </Link>
        }
      />
      <ContractWizard mode="create" onDone={toDashboard} onCancel={toDashboard} />
    </>
  );
}
