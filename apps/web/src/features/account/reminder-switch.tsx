import type { TAccountResponse } from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { accountQueryKey, setRemindersEnabled } from './account.api.ts';
import { ACCOUNT_MSG } from './account-messages.ts';

/**
 * The reminder switch: saved as soon as it is flipped. It shows the new position at once, stays
 * disabled until the server answers, and goes back if the save fails.
 */
export function ReminderSwitch({ enabled, email }: { enabled: boolean; email: string }) {
  const queryClient = useQueryClient();
  const labelId = useId();
  const hintId = useId();
  const save = useMutation({
    mutationFn: setRemindersEnabled,
    onMutate: async (next: boolean) => {
      await queryClient.cancelQueries({ queryKey: accountQueryKey });
      const previous = queryClient.getQueryData<TAccountResponse>(accountQueryKey);
      queryClient.setQueryData<TAccountResponse>(accountQueryKey, (account) =>
        account ? { ...account, remindersEnabled: next } : account,
      );
      return { previous };
    },
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account);
      toast.success(account.remindersEnabled ? ACCOUNT_MSG.remindersOn : ACCOUNT_MSG.remindersOff, {
        id: 'reminder-switch',
      });
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(accountQueryKey, context.previous);
      toast.error(errorMessage(error, ACCOUNT_MSG.saveRemindersFailed), { id: 'reminder-switch' });
    },
  });

  return (
    <div className="flex items-start justify-between gap-6">
      <div>
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {ACCOUNT_MSG.reminderSwitchLabel}
        </p>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          Sent to {email} ahead of every non-renewal notice date and contract end date in your workspace.
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={save.isPending || undefined}
        disabled={save.isPending}
        onClick={() => save.mutate(!enabled)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-wait disabled:opacity-60 ${
          enabled ? 'bg-blue-700' : 'bg-slate-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow ring-1 ring-slate-900/10 transition-transform ${
            enabled ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
