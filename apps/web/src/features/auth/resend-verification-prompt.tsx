import { MSG } from '@keydate/domain';
import { useState } from 'react';
import { toast } from '../../components/toasts.tsx';
import { Button } from '../../components/ui/button.tsx';
import { resendVerification } from './auth.api.ts';

interface ResendVerificationPromptProps {
  email: string;
  message: string;
  onDone: () => void;
}

/** Shown when a sign-in is refused because the email is not verified yet. */
export function ResendVerificationPrompt({ email, message, onDone }: ResendVerificationPromptProps) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await resendVerification({ email });
      toast.success(MSG.verificationEmailSent);
    } catch {
      toast.error(MSG.resendFailed);
    } finally {
      setBusy(false);
      onDone();
    }
  }

  return (
    <div role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <p className="font-semibold">{message}</p>
      <fieldset className="mt-1">
        <legend>{MSG.resendQuestion}</legend>
        <div className="mt-3 flex gap-3">
          <Button size="sm" onClick={resend} busy={busy}>
            Yes
          </Button>
          <Button size="sm" variant="secondary" onClick={onDone} disabled={busy}>
            No
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
