import { Link, Navigate, useLocation } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { FullPageLoading } from '../components/ui/spinner.tsx';
import { AuthCard, textLink } from '../features/auth/auth-card.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { returnPath } from '../features/auth/require-auth.tsx';
import { useSession } from '../features/auth/session.tsx';

export function LoginPage() {
  const { session } = useSession();
  const location = useLocation();
  const target = returnPath(location.state);
  const notice = (location.state as { notice?: unknown } | null)?.notice;

  if (session.status === 'checking') return <FullPageLoading />;
  // Also how a successful sign-in leaves this page: the session changes and this redirect runs.
  if (session.status === 'signed-in') return <Navigate to={target} replace />;

  return (
    <AuthCard
      title="Sign in to your account"
      subtitle="Welcome back. Enter your email and password to continue."
      footer={
        <>
          Don&rsquo;t have an account?{' '}
          <Link to="/register" className={textLink}>
            Create one
          </Link>
        </>
      }
    >
      {typeof notice === 'string' ? (
        <div className="mb-5">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      <LoginForm />
    </AuthCard>
  );
}
