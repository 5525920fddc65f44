import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSessionCheckOnRefusal } from '../../features/auth/api';
import { useSignedInUser } from '../../features/auth/signed-in-user';
import { usePendingCopy } from '../../features/copies/use-pending-copy';
import { OfflineBar } from '../../features/offline/components/offline-bar';
import { registerServiceWorker } from '../../features/offline/register-service-worker';
import { readTripsAgain } from '../../features/trips/trip-keys';
import { SignedInHeader } from './signed-in-header';

export function SignedInLayout() {
  // What a visitor kept on their way in (a shared guidebook, tips) becomes theirs on the first signed-in page.
  usePendingCopy();
  const user = useSignedInUser();
  useSessionCheckOnRefusal();
  // Installable and readable offline for owners (decision 024); a visitor's pages load nothing for it.
  useEffect(registerServiceWorker, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SignedInHeader />
      <OfflineBar userId={user.id} readAgain={readTripsAgain} />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
