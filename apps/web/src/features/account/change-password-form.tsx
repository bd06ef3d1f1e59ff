import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MSG, type TChangePasswordRequest, ZChangePasswordRequest } from '@keydate/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { changePassword } from './account.api.ts';

const empty = { currentPassword: '', newPassword: '' };

export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZChangePasswordRequest), defaultValues: empty });

  async function onSubmit(values: TChangePasswordRequest) {
    try {
      const { message } = await changePassword(values);
      reset(empty);
      toast.success(message);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : {};
      if (fieldErrors.currentPassword) setError('currentPassword', { message: fieldErrors.currentPassword });
      if (fieldErrors.newPassword) setError('newPassword', { message: fieldErrors.newPassword });
      // A wrong current password is shown at its field; anything else as a toast.
      if (!fieldErrors.currentPassword && !fieldErrors.newPassword) {
        toast.error(errorMessage(error, MSG.changePasswordFailed));
      }
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <TextField
        label="Current password"
        required
        error={errors.currentPassword?.message}
        registration={register('currentPassword')}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        label="New password"
        required
        error={errors.newPassword?.message}
        hint={`At least ${LIMITS.passwordMin} characters. Your other devices are signed out.`}
        registration={register('newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
