import { Outlet } from 'react-router';
import { usePendingCopy } from '../../features/copies/use-pending-copy';
import { SignedInHeader } from './signed-in-header';

export function SignedInLayout() {
  // What a visitor kept on their way in (a shared guidebook, tips) becomes theirs on the first signed-in page.
  usePendingCopy();
  return (
    <div className="flex min-h-dvh flex-col">
      <SignedInHeader />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
