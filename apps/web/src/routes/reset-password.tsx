import { LIMITS, MSG } from '@keydate/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../components/toasts.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/form-field.tsx';
import { resetPassword } from '../features/auth/auth.api.ts';
import { AuthCard, textLink } from '../features/auth/auth-card.tsx';
import type { TResetPasswordForm } from '../features/auth/auth-schemas.ts';
import { lazyResolver } from '../features/auth/load-auth-schemas.ts';
import { errorMessage } from '../lib/api.ts';

const resolver = lazyResolver((schemas) => schemas.resetPasswordRules);

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  async function onSubmit({ password }: TResetPasswordForm) {
    setFailure(null);
    try {
      const { message } = await resetPassword({ token, password });
      toast.success(message);
      navigate('/login', { replace: true });
    } catch (error) {
      const message = errorMessage(error, MSG.resetPasswordFailed);
      setFailure(message);
      toast.error(message);
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="After the change you can sign in with the new password on every device."
      footer={
        <>
          Link expired?{' '}
          <Link to="/forgot-password" className={textLink}>
            Request a new one
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        {failure ? <Alert>{failure}</Alert> : null}
        <TextField
          label="New password"
          required
          error={errors.password?.message}
          hint={`At least ${LIMITS.passwordMin} characters.`}
          registration={register('password')}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label="Confirm new password"
          required
          error={errors.confirmPassword?.message}
          registration={register('confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full" busy={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
