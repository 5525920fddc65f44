import { Outlet } from 'react-router';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

/**
 * The header, the page and the footer; a map page (`footer` false) fills the screen under the header
 * instead, as the owner's map does.
 */
export function PublicLayout({ footer = true }: { footer?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}
