// The contract's reminder schedule: the day each reminder is mailed (milestone date − lead days), past
// ones marked, and whether the lead times are the workspace's or the contract's own.
import {
  contractReminders,
  daysBetween,
  formatLongDate,
  MSG,
  type TContract,
  type TReminder,
  type TReminderLeadDays,
  todayUtc,
} from '@keydate/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { getWorkspaceDetails, workspaceDetailsQueryKey } from '../../workspace/workspace.api.ts';

const MILESTONE_WORDS = { notice: 'before the notice date', end: 'before the end date' } as const;

const leadText = (reminder: TReminder) =>
  reminder.leadDays === 0
    ? `On the ${reminder.milestone === 'notice' ? 'notice' : 'end'} date`
    : `${reminder.leadDays} ${reminder.leadDays === 1 ? 'day' : 'days'} ${MILESTONE_WORDS[reminder.milestone]}`;

export function ContractReminders({ contract }: { contract: TContract }) {
  const titleId = useId();
  const own = contract.reminderLeadDays;
  const workspace = useQuery({
    queryKey: workspaceDetailsQueryKey,
    queryFn: ({ signal }) => getWorkspaceDetails(signal),
    enabled: !own,
  });
  const leadDays: TReminderLeadDays | undefined = own ?? workspace.data?.reminderLeadDays;

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Reminder schedule
        </h2>
        <Badge tone={own ? 'blue' : 'gray'}>
          {own ? MSG.remindersCustomSchedule : MSG.remindersWorkspaceSchedule}
        </Badge>
      </div>
      {contract.status === 'terminated' ? (
        <p className="mt-3 text-sm text-slate-600">No reminders are sent for a terminated contract.</p>
      ) : null}
      {leadDays ? (
        <Schedule contract={contract} leadDays={leadDays} />
      ) : workspace.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          The workspace’s reminder schedule could not be loaded.
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-600">Loading the reminder schedule…</p>
      )}
    </section>
  );
}

function Schedule({ contract, leadDays }: { contract: TContract; leadDays: TReminderLeadDays }) {
  const today = todayUtc(new Date());
  const reminders = contractReminders(
    { noticeDate: contract.nonRenewalNoticeStart ?? contract.renewalWindowEnd, endDate: contract.endDate },
    leadDays,
  );
  if (reminders.length === 0) {
    return <p className="mt-4 text-sm text-slate-600">No reminders are set for this contract.</p>;
  }
  return (
    <ul className="mt-4 divide-y divide-slate-100">
      {reminders.map((reminder) => {
        const past = daysBetween(reminder.dueOn, today) > 0;
        return (
          <li
            key={`${reminder.milestone}-${reminder.leadDays}`}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm"
          >
            <span className={past ? 'text-slate-500' : 'text-slate-800'}>{leadText(reminder)}</span>
            <span className="flex items-center gap-2">
              <span className={past ? 'text-slate-500' : 'font-medium text-slate-900'}>
                {formatLongDate(reminder.dueOn)}
              </span>
              {past ? <Badge>Past</Badge> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
