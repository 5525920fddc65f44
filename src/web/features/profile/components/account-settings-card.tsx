import type { SessionUser } from '../../../../shared/contracts/auth.js';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { PasswordDialog } from './password-dialog';
import { PersonalInfoDialog } from './personal-info-dialog';

/** The two things a person changes about their account, each in a dialog (a sheet on a phone). */
export function AccountSettingsCard({ user }: { user: SessionUser }) {
  const t = useT();
  return (
    <Card className="p-6 sm:px-8">
      <h2 className="text-base font-bold text-slate-900">{t('profile.settings.heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('profile.settings.intro')}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <PersonalInfoDialog user={user} />
        <PasswordDialog />
      </div>
    </Card>
  );
}
