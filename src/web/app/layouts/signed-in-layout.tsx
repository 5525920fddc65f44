import { Outlet } from 'react-router';
import { SignedInHeader } from './signed-in-header';

export function SignedInLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SignedInHeader />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
