import type { SessionUser } from '../../../../shared/contracts/auth.js';
import { Card } from '../../../components/ui/card';
import { PasswordDialog } from './password-dialog';
import { PersonalInfoDialog } from './personal-info-dialog';

/** The two things a person changes about their account, each in a dialog (a sheet on a phone). */
export function AccountSettingsCard({ user }: { user: SessionUser }) {
  return (
    <Card className="p-6 sm:px-8">
      <h2 className="text-base font-bold text-slate-900">Account Settings</h2>
      <p className="mt-1 text-sm text-slate-600">Change your name or your password.</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <PersonalInfoDialog user={user} />
        <PasswordDialog />
      </div>
    </Card>
  );
}
