import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { accountQueryKey, getAccount } from '../features/account/account.api.ts';
import { ACCOUNT_MSG } from '../features/account/account-messages.ts';
import { CalendarFeed } from '../features/account/calendar-feed.tsx';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { ProfileForm } from '../features/account/profile-form.tsx';
import { ReminderSwitch } from '../features/account/reminder-switch.tsx';
import { WeeklyDigestSwitch } from '../features/account/weekly-digest-switch.tsx';
import { useCurrentUser } from '../features/auth/session.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';

export function AccountPage() {
  usePageTitle('Account');
  const { user } = useCurrentUser();
  const account = useQuery({ queryKey: accountQueryKey, queryFn: ({ signal }) => getAccount(signal) });
  const settings = (render: (data: NonNullable<typeof account.data>) => ReactNode) => {
    if (account.data) return render(account.data);
    if (account.isError) return <Alert>{ACCOUNT_MSG.loadSettingsFailed}</Alert>;
    return <LoadingState />;
  };

  return (
    <div className="max-w-2xl space-y-8">
      <PageHeader
        title="Account"
        description="Your name, password, reminders, weekly summary and calendar feed."
      />
      <Card title="Profile">
        <ProfileForm user={user} />
      </Card>
      <Card title="Change password">
        <ChangePasswordForm />
      </Card>
      <Card title="Reminders">
        {settings((data) => (
          <div className="space-y-6">
            <ReminderSwitch enabled={data.remindersEnabled} email={user.email} />
            <WeeklyDigestSwitch enabled={data.weeklyDigestEnabled} />
          </div>
        ))}
      </Card>
      <Card title="Calendar feed">
        {settings((data) => (
          <CalendarFeed url={data.calendarFeedUrl} />
        ))}
      </Card>
    </div>
  );
}
