import { MSG } from '@keydate/domain';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { LeadDaysForm } from '../features/reminders/lead-days-form.tsx';
import { ReminderHealthView } from '../features/reminders/reminder-health.tsx';
import {
  getReminderHealth,
  getReminderSettings,
  reminderQueryKeys,
} from '../features/reminders/reminders.api.ts';

function LoadError({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200">
      {text}
    </p>
  );
}

export function AdminRemindersPage() {
  usePageTitle('Reminders');
  const health = useQuery({
    queryKey: reminderQueryKeys.health,
    queryFn: ({ signal }) => getReminderHealth(signal),
  });
  const settings = useQuery({
    queryKey: reminderQueryKeys.settings,
    queryFn: ({ signal }) => getReminderSettings(signal),
  });

  return (
    <>
      <PageHeader
        title="Reminders"
        description="Email reminders before each contract's non-renewal notice date and end date. Days change at 00:00 UTC."
      />
      <div className="space-y-6">
        {health.isPending ? <LoadingState label="Loading reminders..." /> : null}
        {health.isError ? <LoadError text={MSG.errorLoadingReminders} /> : null}
        {health.data ? <ReminderHealthView health={health.data} /> : null}
        <Card
          title="Default lead times"
          description="Used by every contract that has no reminder schedule of its own."
        >
          {settings.isPending ? <LoadingState label="Loading lead times..." /> : null}
          {settings.isError ? <LoadError text={MSG.errorLoadingReminders} /> : null}
          {settings.data ? <LeadDaysForm settings={settings.data} /> : null}
        </Card>
      </div>
    </>
  );
}
