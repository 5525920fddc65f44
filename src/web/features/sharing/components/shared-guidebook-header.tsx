import { CalendarDays, MapPin } from 'lucide-react';
import type { SharedGuidebook } from '../../../../shared/contracts/shared-guidebooks.js';
import { Avatar } from '../../../components/ui/avatar';
import { rich, useT } from '../../../lib/i18n';
import { longDate } from '../long-us-date';
import { SignInLink } from './sign-in-link';
import { signUpHref } from '../../../../shared/pages/friend-links.js';

type SharedGuidebookHeaderProps = {
  guidebook: SharedGuidebook;
  /** Only a visitor known to have no session is offered "Sign In". */
  showSignIn: boolean;
};

/** Title, description, destination, 'Created {long date}', and whose guidebook it is. */
export function SharedGuidebookHeader({ guidebook, showSignIn }: SharedGuidebookHeaderProps) {
  const t = useT();
  const { owner } = guidebook;
  const created = longDate(guidebook.created_at, t.locale);
  return (
    <header>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-700">
            <Avatar
              firstName={owner.first_name}
              lastName={null}
              imageUrl={owner.avatar_url}
              className="size-7 text-xs ring-2 ring-white"
            />
            <span className="min-w-0 break-words">
              {rich(t, 'public.guidebook.owner', { name: <bdi>{owner.first_name}</bdi> })}
            </span>
          </p>
          <h1
            dir="auto"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl"
          >
            {guidebook.title}
          </h1>
        </div>
        {showSignIn ? <SignInLink href={signUpHref()} /> : null}
      </div>
      {guidebook.description ? (
        <p dir="auto" className="mt-3 text-pretty break-words whitespace-pre-line text-slate-700">
          {guidebook.description}
        </p>
      ) : null}
      <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
        <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
          <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <bdi>{guidebook.destination}</bdi>
        </span>
        {created ? (
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <time dateTime={guidebook.created_at}>{t('public.guidebook.created', { date: created })}</time>
          </span>
        ) : null}
      </p>
    </header>
  );
}
