import { MSG, type TEmailOnlyRequest } from '@keydate/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from '../components/toasts.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/form-field.tsx';
import { forgotPassword } from '../features/auth/auth.api.ts';
import { AuthCard, textLink } from '../features/auth/auth-card.tsx';
import { lazyResolver } from '../features/auth/load-auth-schemas.ts';
import { errorMessage } from '../lib/api.ts';

const resolver = lazyResolver((schemas) => schemas.emailOnlyRules);

export function ForgotPasswordPage() {
  const location = useLocation();
  const typedEmail = (location.state as { email?: unknown } | null)?.email;
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { email: typeof typedEmail === 'string' ? typedEmail : '' },
  });

  async function onSubmit(values: TEmailOnlyRequest) {
    setOutcome(null);
    try {
      const { message } = await forgotPassword(values);
      setOutcome({ ok: true, message });
    } catch (error) {
      const message = errorMessage(error, MSG.forgotPasswordFailed);
      setOutcome({ ok: false, message });
      toast.error(message);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className={textLink}>
          Back to sign in
        </Link>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        {outcome ? <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert> : null}
        <TextField
          label="Email"
          required
          error={errors.email?.message}
          registration={register('email')}
          type="email"
          autoComplete="email"
        />
        <Button type="submit" className="w-full" busy={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
