import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';

export function UploadPage() {
  usePageTitle('Upload Contract');
  return (
    <PageHeader
      title="Upload Contract"
      description="Add an agreement, its document and its key dates in four steps."
    />
  );
}
