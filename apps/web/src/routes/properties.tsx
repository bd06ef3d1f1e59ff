import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';

export function PropertiesPage() {
  usePageTitle('Properties');
  return (
    <PageHeader
      title="Properties"
      description="The hotels and buildings of your workspace, which contracts are linked to."
    />
  );
}
