import { BookOpen, Luggage } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { LogoLink } from '../../components/ui/logo';
import { Tooltip } from '../../components/ui/tooltip';
import { useSignedInUser } from '../../features/auth/signed-in-user';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { sectionOf } from './header-section';
import { ProfileLink } from './profile-link';
import { PAGES } from '../../../shared/pages/page-table.js';

const tabClass = (active: boolean) =>
  cn(
    'inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold transition-colors [&_svg]:size-5',
    active
      ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-100'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

export function SignedInHeader() {
  const t = useT();
  const user = useSignedInUser();
  const section = sectionOf(useLocation().pathname);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <LogoLink to={PAGES.dashboard.href()} label={t('app.header.homeLink')} />
        <nav aria-label={t('app.header.mainNav')} className="flex items-center gap-1 sm:gap-2">
          <Tooltip content={t('app.header.myTrips')}>
            <Link
              to={PAGES.dashboard.href()}
              aria-label={t('app.header.myTrips')}
              aria-current={section === 'trips' ? 'page' : undefined}
              className={cn(tabClass(section === 'trips'), 'w-10 justify-center px-0')}
            >
              <Luggage aria-hidden="true" />
            </Link>
          </Tooltip>
          <Link
            to={PAGES.guidebooks.href()}
            aria-current={section === 'guidebooks' ? 'page' : undefined}
            className={cn(
              tabClass(section === 'guidebooks'),
              'max-sm:w-10 max-sm:justify-center max-sm:px-0',
            )}
          >
            <BookOpen aria-hidden="true" />
            {/* Icon only on narrow screens; the name is still read out. */}
            <span className="sr-only whitespace-nowrap sm:not-sr-only">{t('app.header.myGuidebooks')}</span>
          </Link>
          <ProfileLink
            user={user}
            current={section === 'profile'}
            className={cn(
              'ms-1 rounded-full ring-2 ring-offset-2 transition-shadow',
              section === 'profile' ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300',
            )}
          />
        </nav>
      </div>
    </header>
  );
}
