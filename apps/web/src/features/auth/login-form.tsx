import { MSG, type TLoginRequest } from '@keydate/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../components/toasts.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { login } from './auth.api.ts';
import { textLink } from './auth-card.tsx';
import { lazyResolver } from './load-auth-schemas.ts';
import { ResendVerificationPrompt } from './resend-verification-prompt.tsx';
import { useSession } from './session.tsx';

const resolver = lazyResolver((schemas) => schemas.loginRules);

type Problem = { kind: 'error'; message: string } | { kind: 'unverified'; message: string; email: string };

export function LoginForm() {
  const { signIn } = useSession();
  const [problem, setProblem] = useState<Problem | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { email: '', password: '' } });

  async function onSubmit(values: TLoginRequest) {
    setProblem(null);
    try {
      // The login page sees the new session and redirects.
      signIn(await login(values));
    } catch (error) {
      if (error instanceof ApiError && error.needsVerification) {
        setProblem({
          kind: 'unverified',
          message: errorMessage(error, MSG.verifyBeforeLogin),
          email: values.email,
        });
        return;
      }
      const message = errorMessage(error, MSG.loginFailed);
      setProblem({ kind: 'error', message });
      toast.error(message);
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      {problem?.kind === 'error' ? <Alert>{problem.message}</Alert> : null}
      {problem?.kind === 'unverified' ? (
        <ResendVerificationPrompt
          email={problem.email}
          message={problem.message}
          onDone={() => setProblem(null)}
        />
      ) : null}
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
        registration={register('password')}
        type="password"
        autoComplete="current-password"
      />
      <div className="flex justify-end">
        <Link to="/forgot-password" state={{ email: watch('email') }} className={`${textLink} text-sm`}>
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" className="w-full" busy={isSubmitting}>
        {isSubmitting ? MSG.signingIn : MSG.signIn}
      </Button>
    </form>
  );
}
