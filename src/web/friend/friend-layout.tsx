import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { useRenderedPage } from '../features/sharing/rendered-shared-page';
import { DASHBOARD_PAGE } from '../../shared/pages/friend-pages.js';
import { SIGNED_IN_MARK } from '../../shared/rules/signed-in-mark.js';
import { LanguagePicker } from '../components/ui/language-picker';

/**
 * Header, page and footer of every friend page. The logo is the favicon's drawing as an image (the
 * main app's logo component brings its router along), and a full page load into the main site. Header
 * and page fill at least the screen, so the footer starts below it: on the screen under a short
 * "Loading...", it would jump away once the page came (a layout shift of 0.05 to 0.15 on a phone).
 * A visitor with an account of their own gets a way back to their trips: a page the server drew says
 * whether they are signed in, and one sent as built carries the server's mark when they have a session
 * cookie. Neither asks the server anything more.
 */
export function FriendLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const signedIn = useRenderedPage()?.signedIn ?? document.documentElement.hasAttribute(SIGNED_IN_MARK);
  return (
    <>
      <div className="flex min-h-dvh flex-col">
        <header className="border-b border-slate-200/70 bg-white/90">
          <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
            <a href="/" aria-label={t('friend.home')} className="inline-flex items-center gap-2.5 rounded-xl">
              <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
              <span className="text-xl font-extrabold tracking-tight text-slate-900">Tiplist</span>
            </a>
            {signedIn ? (
              <a
                href={DASHBOARD_PAGE}
                className="rounded-full px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t('friend.myTrips')}
              </a>
            ) : null}
          </div>
        </header>
        <main className="flex flex-1 flex-col">{children}</main>
      </div>
      <footer className="border-t border-slate-200/80 bg-white/60">
        <div className="mx-auto flex max-w-3xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6">
          <p className="flex items-center gap-2 font-semibold text-slate-800">
            <img src="/favicon.svg" alt="" width={24} height={24} className="size-6" />
            Tiplist
          </p>
          <p>{t('friend.tagline')}</p>
        </div>
        <LanguagePicker className="mx-auto max-w-3xl px-4 pb-8 sm:px-6" />
      </footer>
    </>
  );
}
