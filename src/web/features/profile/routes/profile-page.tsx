import { ArrowLeft, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { showSuccess } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useSignOut } from '../../auth/api';
import { useSignedInUser } from '../../auth/signed-in-user';
import { PersonalInfoCard } from '../components/personal-info-card';

/** /profile: who is signed in, and the way out. */
export function ProfilePage() {
  const user = useSignedInUser();
  const signOut = useSignOut();
  const navigate = useNavigate();

  async function handleSignOut() {
    // The hook has already logged a failure and signed out locally; the user is told they are out either way.
    await signOut.mutateAsync().catch(() => undefined);
    showSuccess('Signed out', 'You have been signed out successfully.');
    await navigate('/', { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3')}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Profile</h1>
      <p className="mt-2 text-slate-600">Your account details on Tiplist.</p>

      <div className="mt-8 space-y-6">
        <PersonalInfoCard user={user} />
        <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <div>
            <h2 className="text-base font-bold text-slate-900">Sign out</h2>
            <p className="mt-1 text-sm text-slate-600">End your session on this device.</p>
          </div>
          <Button variant="destructive" onClick={() => void handleSignOut()} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </Card>
      </div>
    </div>
  );
}
