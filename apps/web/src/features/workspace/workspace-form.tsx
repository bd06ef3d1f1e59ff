import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, type TUpdateWorkspaceRequest, type TWorkspace, ZUpdateWorkspaceRequest } from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useSession } from '../auth/session.tsx';
import { updateWorkspace, workspaceQueryKey } from './workspace.api.ts';

export function WorkspaceForm({ workspace }: { workspace: TWorkspace }) {
  const queryClient = useQueryClient();
  const { updateWorkspace: updateSessionWorkspace } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(ZUpdateWorkspaceRequest), defaultValues: { name: workspace.name } });
  const save = useMutation({ mutationFn: updateWorkspace });

  async function onSubmit(values: TUpdateWorkspaceRequest) {
    try {
      const updated = await save.mutateAsync(values);
      queryClient.setQueryData(workspaceQueryKey, updated);
      updateSessionWorkspace(updated);
      reset({ name: updated.name });
      toast.success(MSG.workspaceUpdated);
    } catch (error) {
      toast.error(errorMessage(error, MSG.updateWorkspaceFailed));
      const message = error instanceof ApiError ? error.errors.name : undefined;
      if (message) setError('name', { message });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <TextField
        label="Workspace name"
        required
        error={errors.name?.message}
        hint="Shown to everyone in this workspace and in the emails it sends."
        registration={register('name')}
        type="text"
      />
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
