import { MSG } from '@keydate/domain';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { getWorkspace, workspaceQueryKey } from '../features/workspace/workspace.api.ts';
import { WorkspaceBackup } from '../features/workspace/workspace-backup.tsx';
import { WorkspaceForm } from '../features/workspace/workspace-form.tsx';

export function AdminWorkspacePage() {
  usePageTitle('Workspace settings');
  const workspace = useQuery({ queryKey: workspaceQueryKey, queryFn: ({ signal }) => getWorkspace(signal) });

  return (
    <div className="max-w-2xl">
      <PageHeader
        title="Workspace settings"
        description="Settings that apply to everyone in this workspace."
      />
      <div className="space-y-6">
        {workspace.isPending ? <LoadingState /> : null}
        {workspace.isError ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            {MSG.errorLoadingWorkspace}
          </p>
        ) : null}
        {workspace.data ? (
          <Card title="General">
            <WorkspaceForm key={workspace.data._id} workspace={workspace.data} />
          </Card>
        ) : null}
        <WorkspaceBackup />
      </div>
    </div>
  );
}
