import { LIMITS, MSG, type TRegisterRequest } from '@keydate/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../components/toasts.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/form-field.tsx';
import { register as registerAccount } from '../features/auth/auth.api.ts';
import { AuthCard, textLink } from '../features/auth/auth-card.tsx';
import { lazyResolver } from '../features/auth/load-auth-schemas.ts';
import { ApiError, errorMessage } from '../lib/api.ts';

const fields = ['name', 'email', 'password'] as const;
const resolver = lazyResolver((schemas) => schemas.registerRules);

export function RegisterPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { name: '', email: '', password: '' },
  });

  async function onSubmit(values: TRegisterRequest) {
    setFailure(null);
    try {
      await registerAccount(values);
      toast.success(MSG.registrationSuccess);
      // The toast is brief; the login page keeps a reminder of what to do next.
      navigate('/login', {
        state: { notice: `We sent a verification link to ${values.email}. Open it, then sign in here.` },
      });
    } catch (error) {
      const message = errorMessage(error, MSG.registrationFailed);
      setFailure(message);
      toast.error(message);
      if (error instanceof ApiError) {
        for (const field of fields) {
          const fieldError = error.errors[field];
          if (fieldError) setError(field, { message: fieldError });
        }
      }
    }
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Your workspace is created with you as its administrator. You can invite your team afterwards."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLink}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        {failure ? <Alert>{failure}</Alert> : null}
        <TextField
          label="Name"
          required
          error={errors.name?.message}
          registration={register('name')}
          type="text"
          autoComplete="name"
        />
        <TextField
          label="Email"
          required
          error={errors.email?.message}
          registration={register('email')}
          type="email"
          autoComplete="email"
        />
        <TextField
          label="Password"
          required
          error={errors.password?.message}
          hint={`At least ${LIMITS.passwordMin} characters.`}
          registration={register('password')}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full" busy={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
