import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { LogoLink } from '../../components/ui/logo';
import { useSession } from '../../features/auth/api';
import type { AuthCarriedData } from '../../features/auth/auth-navigation-state';
import { useT } from '../../lib/i18n';
import { PAGES, signUpHref } from '../../../shared/pages/page-table.js';
import { ProfileLink } from './profile-link';

const openSignUp: AuthCarriedData = { initialView: 'signup' };

/** Header of the public pages: the logo leads home; visitors get the way in, members their profile. */
export function PublicHeader() {
  const t = useT();
  const { user, isPending } = useSession();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <LogoLink to={PAGES.landing.href()} label={t('app.header.homeLink')} />
        {isPending ? null : user ? (
          <ProfileLink user={user} className="rounded-full" />
        ) : (
          <nav aria-label={t('app.header.accountNav')} className="flex items-center gap-1.5 sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={PAGES.auth.href()}>{t('app.header.signIn')}</Link>
            </Button>
            <Button asChild size="sm">
              {/* The address says sign-up too: the prerendered landing page may be clicked before the app runs. */}
              <Link to={signUpHref()} state={openSignUp}>
                {t('app.header.getStarted')}
              </Link>
            </Button>
          </nav>
        )}
      </div>
    </header>
  );
}
