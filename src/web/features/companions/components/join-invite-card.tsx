import { LogIn, UserPlus, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { InvitePreview } from '../../../../shared/contracts/companions.js';
import { PAGES, signUpHref } from '../../../../shared/pages/page-table.js';
import { Button } from '../../../components/ui/button';
import { StatusCard } from '../../../components/ui/status-card';
import { errorText } from '../../../lib/error-text';
import { rich, useT } from '../../../lib/i18n';
import type { AuthCarriedData } from '../../auth/auth-navigation-state';
import { longDate } from '../../sharing/long-us-date';

/** "Join Ana's trip to Lisbon", or "Join Ana's guidebook “Rome in a weekend”", each typed part as typed. */
export function InviteHeading({ invite }: { invite: InvitePreview }) {
  const t = useT();
  const name = <bdi>{invite.owner_first_name}</bdi>;
  return invite.list_kind === 'trip'
    ? rich(t, 'companions.join.tripHeading', { name, destination: <bdi>{invite.list_name}</bdi> })
    : rich(t, 'companions.join.guidebookHeading', { name, title: <bdi>{invite.list_name}</bdi> });
}

type JoinInviteCardProps = {
  invite: InvitePreview;
  signedIn: boolean;
  joining: boolean;
  /** Why the last try to join failed, when it was not the invite's fault (offline, the server's). */
  failure: unknown;
  onJoin: () => void;
};

/**
 * An invite that opens a list: whose, which, what the role allows and until when; "Join Trip" for a signed-in
 * person, or the way to an account that comes back here.
 */
export function JoinInviteCard({ invite, signedIn, joining, failure, onJoin }: JoinInviteCardProps) {
  const t = useT();
  const { pathname } = useLocation();
  const until = longDate(invite.expires_at, t.locale);
  const back = (initialView: 'login' | 'signup'): AuthCarriedData => ({ initialView, returnTo: pathname });
  const text = (
    <>
      {invite.role === 'editor' ? t('companions.join.editorText') : t('companions.join.viewerText')}
      {until ? (
        <span className="mt-2 block text-sm">{t('companions.join.expires', { date: until })}</span>
      ) : null}
    </>
  );
  const action = signedIn ? (
    <>
      <Button size="lg" className="w-full sm:w-auto" disabled={joining} onClick={onJoin}>
        <UserPlus aria-hidden="true" />
        {joining
          ? t('companions.join.joining')
          : invite.list_kind === 'trip'
            ? t('companions.join.joinTrip')
            : t('companions.join.joinGuidebook')}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorText(t, failure)}
        </p>
      ) : null}
    </>
  ) : (
    <>
      <p className="text-sm text-slate-700">{t('companions.join.signedOut')}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to={signUpHref()} state={back('signup')}>
            <UserPlus aria-hidden="true" />
            {t('companions.join.signUp')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={PAGES.auth.href()} state={back('login')}>
            <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
            {t('companions.join.signIn')}
          </Link>
        </Button>
      </div>
    </>
  );
  return (
    <StatusCard
      icon={<Users aria-hidden="true" />}
      title={<InviteHeading invite={invite} />}
      text={text}
      action={action}
    />
  );
}
