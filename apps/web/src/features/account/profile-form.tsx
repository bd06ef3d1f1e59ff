import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, type TUpdateAccountRequest, type TUser, ZUpdateAccountRequest } from '@keydate/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useSession } from '../auth/session.tsx';
import { updateAccount } from './account.api.ts';

export function ProfileForm({ user }: { user: TUser }) {
  const { updateUser } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(ZUpdateAccountRequest), defaultValues: { name: user.name } });

  async function onSubmit(values: TUpdateAccountRequest) {
    try {
      const { user: updated } = await updateAccount(values);
      updateUser(updated);
      reset({ name: updated.name });
      toast.success(MSG.accountUpdated);
    } catch (error) {
      toast.error(errorMessage(error, MSG.updateAccountFailed));
      const message = error instanceof ApiError ? error.errors.name : undefined;
      if (message) setError('name', { message });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <TextField
        label="Name"
        required
        error={errors.name?.message}
        registration={register('name')}
        type="text"
        autoComplete="name"
      />
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-800">Email</dt>
          <dd className="mt-1 text-slate-700">{user.email}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">Role</dt>
          <dd className="mt-1 text-slate-700">{user.role}</dd>
        </div>
      </dl>
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
