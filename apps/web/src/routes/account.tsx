import { Card } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { ProfileForm } from '../features/account/profile-form.tsx';
import { useCurrentUser } from '../features/auth/session.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';

export function AccountPage() {
  usePageTitle('Account');
  const { user } = useCurrentUser();
  return (
    <div className="max-w-2xl space-y-8">
      <PageHeader title="Account" description="Your name and password." />
      <Card title="Profile">
        <ProfileForm user={user} />
      </Card>
      <Card title="Change password">
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
