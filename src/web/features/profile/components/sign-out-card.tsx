import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { showSuccess } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';
import { useSignOut } from '../../auth/api';
import { useSignedInUser } from '../../auth/signed-in-user';
import { useQueueState } from '../../offline/change-queue';
import { UnsentChangesDialog } from '../../offline/components/unsent-changes-dialog';
import { readTripsAgain } from '../../trips/trip-keys';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** The way out on this device. */
export function SignOutCard() {
  const t = useT();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const waiting = useQueueState().queued.some((change) => change.userId === user.id);
  const [asking, setAsking] = useState(false);

  async function handleSignOut() {
    // The hook has already logged a failure and signed out locally (the session cache says so before
    // the landing page asks); the user is told they are out either way.
    await signOut.mutateAsync().catch(() => undefined);
    showSuccess(t('profile.signOut.done'), t('profile.signOut.doneText'));
    await navigate(PAGES.landing.href(), { replace: true });
  }

  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
      <div>
        <h2 className="text-base font-bold text-slate-900">{t('profile.signOut.heading')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('profile.signOut.intro')}</p>
      </div>
      <Button
        variant="destructive"
        // Changes made offline that still wait would go with the sign-out: the owner decides first.
        onClick={() => (waiting ? setAsking(true) : void handleSignOut())}
        disabled={signOut.isPending}
      >
        <LogOut aria-hidden="true" />
        {t('profile.signOut.button')}
      </Button>
      <UnsentChangesDialog
        userId={user.id}
        readAgain={readTripsAgain}
        open={asking}
        onOpenChange={setAsking}
        onSignOut={handleSignOut}
      />
    </Card>
  );
}
