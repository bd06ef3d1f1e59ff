import type { TAccountResponse } from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button.tsx';
import { FormField, inputClass } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { errorMessage } from '../../lib/api.ts';
import { accountQueryKey, regenerateCalendarFeed } from './account.api.ts';
import { ACCOUNT_MSG } from './account-messages.ts';

/** Copies through the Clipboard API; where there is none (an http:// address) the old way, on the selection. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): fall back to the selection below.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The secret calendar feed URL: copy it, and regenerate it (after a warning) when it has leaked. */
export function CalendarFeed({ url }: { url: string }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const regenerate = useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: ({ calendarFeedUrl }) => {
      queryClient.setQueryData<TAccountResponse>(accountQueryKey, (account) =>
        account ? { ...account, calendarFeedUrl } : account,
      );
      setConfirming(false);
      toast.success(ACCOUNT_MSG.regenerated);
    },
    onError: (error) => toast.error(errorMessage(error, ACCOUNT_MSG.regenerateFailed)),
  });

  async function onCopy() {
    if (await copyText(url, inputRef.current)) toast.success(ACCOUNT_MSG.copied, { id: 'copy-feed' });
    else toast(ACCOUNT_MSG.copyByHand, { id: 'copy-feed' });
  }

  return (
    <div className="space-y-5">
      <FormField label={ACCOUNT_MSG.feedUrlLabel}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              ref={inputRef}
              type="text"
              readOnly
              value={url}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClass} font-mono text-xs sm:text-xs`}
            />
            <Button variant="secondary" onClick={onCopy}>
              {ACCOUNT_MSG.copy}
            </Button>
          </div>
        )}
      </FormField>
      <div className="space-y-2 text-sm text-slate-600">
        <p>
          Subscribe to this link in Outlook, Google Calendar or Apple Calendar (“add calendar from URL”) to
          see every contract’s evaluation start, non-renewal notice date and end date. Calendar apps refresh
          subscriptions on their own schedule, from every few minutes to once a day.
        </p>
        <p>
          <strong className="font-semibold text-slate-800">Keep it private:</strong> anyone with the link sees
          your workspace’s contract dates, without signing in. If it has been shared by mistake, regenerate
          it.
        </p>
      </div>
      <div className="flex justify-end">
        <Button variant="dangerGhost" onClick={() => setConfirming(true)}>
          {ACCOUNT_MSG.regenerate}
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => {
          if (!regenerate.isPending) setConfirming(false);
        }}
        title={ACCOUNT_MSG.regenerateTitle}
        description={ACCOUNT_MSG.regenerateWarning}
      >
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={regenerate.isPending}>
            Cancel
          </Button>
          <Button variant="danger" busy={regenerate.isPending} onClick={() => regenerate.mutate()}>
            {ACCOUNT_MSG.regenerate}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
