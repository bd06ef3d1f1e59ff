import { MSG, VERIFY_REDIRECT_MS } from '@keydate/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../components/toasts.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { verifyEmail } from '../features/auth/auth.api.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { errorMessage } from '../lib/api.ts';

type Status = 'verifying' | 'verified' | 'failed';

export function VerifyEmailPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(token ? 'verifying' : 'failed');
  // The link works once: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      toast.error(MSG.verificationFailed);
      return;
    }
    verifyEmail(token)
      .then(() => {
        setStatus('verified');
        toast.success(MSG.emailVerifiedToast);
      })
      .catch((error: unknown) => {
        setStatus('failed');
        toast.error(errorMessage(error, MSG.verificationFailed));
      });
  }, [token]);

  useEffect(() => {
    if (status !== 'verified') return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (status === 'verifying') {
    return (
      <AuthCard title="Email verification">
        <LoadingState label={MSG.verifyingEmail} />
      </AuthCard>
    );
  }
  if (status === 'verified') {
    return (
      <AuthCard title={MSG.emailVerifiedTitle}>
        <p className="text-slate-700">
          Your email address is confirmed. Taking you to the sign-in page in{' '}
          {Math.round(VERIFY_REDIRECT_MS / 1000)} seconds...
        </p>
        <Link to="/login" replace className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          Go to Login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={MSG.verificationFailedTitle}>
      <p className="text-slate-700">{MSG.verificationFailedText}</p>
      <Link to="/login" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
        Go to Login
      </Link>
    </AuthCard>
  );
}
