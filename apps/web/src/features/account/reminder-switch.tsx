import type { TAccountResponse } from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { accountQueryKey, setRemindersEnabled } from './account.api.ts';
import { ACCOUNT_MSG } from './account-messages.ts';
import { SwitchRow } from './switch-row.tsx';

/**
 * The reminder switch: saved as soon as it is flipped. It shows the new position at once, stays
 * disabled until the server answers, and goes back if the save fails.
 */
export function ReminderSwitch({ enabled, email }: { enabled: boolean; email: string }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: setRemindersEnabled,
    onMutate: async (next: boolean) => {
      await queryClient.cancelQueries({ queryKey: accountQueryKey });
      const previous = queryClient.getQueryData<TAccountResponse>(accountQueryKey)?.remindersEnabled;
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
      // Only this switch goes back: the weekly summary's switch may have changed meanwhile.
      const previous = context?.previous;
      if (previous !== undefined) {
        queryClient.setQueryData<TAccountResponse>(accountQueryKey, (account) =>
          account ? { ...account, remindersEnabled: previous } : account,
        );
      }
      toast.error(errorMessage(error, ACCOUNT_MSG.saveRemindersFailed), { id: 'reminder-switch' });
    },
  });

  return (
    <SwitchRow
      label={ACCOUNT_MSG.reminderSwitchLabel}
      hint={`Sent to ${email} ahead of every non-renewal notice date and contract end date in your workspace.`}
      checked={enabled}
      busy={save.isPending}
      onToggle={() => save.mutate(!enabled)}
    />
  );
}
