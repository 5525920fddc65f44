import { LoadingScreen } from '../../../components/ui/loading-screen';
import { BackLink } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';
import { useEmailVerificationStatus } from '../../auth/email-verification-api';
import { useSignedInUser } from '../../auth/signed-in-user';
import { AccountSettingsCard } from '../components/account-settings-card';
import { AdminLinkCard } from '../components/admin-link-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { EmailVerificationCard } from '../components/email-verification-card';
import { LanguageCard } from '../components/language-card';
import { MyDataCard } from '../components/my-data-card';
import { NotificationsCard } from '../components/notifications-card';
import { PersonalInfoCard } from '../components/personal-info-card';
import { SignOutCard } from '../components/sign-out-card';
import { useNotificationSettings } from '../notifications-api';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** /profile: who is signed in, what they can change about their account, and the ways out. */
export function ProfilePage() {
  const t = useT();
  const user = useSignedInUser();
  // The cards show once what changes their height is known: a card growing under a reader's finger would
  // move the buttons below it, Delete Account among them. Offline those reads wait for the connection, and
  // the page shows what it can without them (Sign Out among it).
  const settled = [useNotificationSettings(), useEmailVerificationStatus()].every(
    (read) => !read.isPending || read.fetchStatus === 'paused',
  );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('profile.documentTitle')}</title>
      <BackLink to={PAGES.dashboard.href()} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('profile.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('profile.intro')}</p>

      {settled ? null : <LoadingScreen className="min-h-64" />}
      <div className="mt-8 space-y-6" hidden={!settled}>
        <PersonalInfoCard user={user} />
        <EmailVerificationCard email={user.email} />
        <AccountSettingsCard user={user} />
        <LanguageCard />
        <NotificationsCard email={user.email} />
        <MyDataCard />
        {user.role === 'admin' ? <AdminLinkCard /> : null}
        <SignOutCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
