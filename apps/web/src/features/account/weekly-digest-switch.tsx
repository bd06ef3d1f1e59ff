import type { TAccountResponse } from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { accountQueryKey, setWeeklyDigestEnabled } from './account.api.ts';
import { ACCOUNT_MSG } from './account-messages.ts';
import { SwitchRow } from './switch-row.tsx';

/**
 * The weekly summary's switch, as the reminder switch: saved as soon as it is flipped, shown in its
 * new position at once, disabled until the server answers, and back where it was if the save fails.
 */
export function WeeklyDigestSwitch({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: setWeeklyDigestEnabled,
    onMutate: async (next: boolean) => {
      await queryClient.cancelQueries({ queryKey: accountQueryKey });
      const previous = queryClient.getQueryData<TAccountResponse>(accountQueryKey)?.weeklyDigestEnabled;
      queryClient.setQueryData<TAccountResponse>(accountQueryKey, (account) =>
        account ? { ...account, weeklyDigestEnabled: next } : account,
      );
      return { previous };
    },
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account);
      toast.success(account.weeklyDigestEnabled ? ACCOUNT_MSG.weeklyDigestOn : ACCOUNT_MSG.weeklyDigestOff, {
        id: 'weekly-digest-switch',
      });
    },
    onError: (error, _next, context) => {
      // Only this switch goes back: the reminder switch may have changed meanwhile.
      const previous = context?.previous;
      if (previous !== undefined) {
        queryClient.setQueryData<TAccountResponse>(accountQueryKey, (account) =>
          account ? { ...account, weeklyDigestEnabled: previous } : account,
        );
      }
      toast.error(errorMessage(error, ACCOUNT_MSG.saveWeeklyDigestFailed), { id: 'weekly-digest-switch' });
    },
  });

  return (
    <SwitchRow
      label={ACCOUNT_MSG.weeklyDigestLabel}
      hint={ACCOUNT_MSG.weeklyDigestHint}
      checked={enabled}
      busy={save.isPending}
      onToggle={() => save.mutate(!enabled)}
    />
  );
}
