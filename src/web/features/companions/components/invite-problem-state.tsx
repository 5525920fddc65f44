import { useQuery } from '@tanstack/react-query';
import { CalendarX2, FolderCheck, Link2Off, MailX, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InvitePreview } from '../../../../shared/contracts/companions.js';
import { PAGES } from '../../../../shared/pages/page-table.js';
import { Button } from '../../../components/ui/button';
import { StatusCard } from '../../../components/ui/status-card';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { guidebookEndpoints } from '../../../../shared/contracts/endpoints/guidebooks.js';
import { tripEndpoints } from '../../../../shared/contracts/endpoints/trips.js';
import { apiRequest } from '../../../lib/api-client';
import { guidebookKeys, tripKeys } from '../../../lib/list-keys';
import { listedByName, ownListPlace, type InviteProblem } from '../invite-problems';
import { LIST_KINDS } from '../list-kinds';

type InviteProblemStateProps = {
  problem: Exclude<InviteProblem, 'ownList'>;
  error: unknown;
  signedIn: boolean;
  onRetry: () => void;
};

const ICONS: Record<InviteProblemStateProps['problem'], ReactNode> = {
  notFound: <Link2Off aria-hidden="true" />,
  expired: <CalendarX2 aria-hidden="true" />,
  used: <MailX aria-hidden="true" />,
  otherAddress: <MailX aria-hidden="true" />,
  failed: <RefreshCw aria-hidden="true" />,
};

/** An invite that opens nothing for this person: why, in words, and the way on. */
export function InviteProblemState({ problem, error, signedIn, onRetry }: InviteProblemStateProps) {
  const t = useT();
  const texts = {
    notFound: [t('companions.join.notFoundTitle'), t('companions.join.notFoundText')],
    expired: [t('companions.join.expiredTitle'), t('companions.join.expiredText')],
    used: [t('companions.join.usedTitle'), t('companions.join.usedText')],
    otherAddress: [t('companions.join.otherAddressTitle'), t('errors.INVITE_FOR_ANOTHER_ADDRESS')],
    failed: [t('companions.join.loadFailed'), errorText(t, error)],
  } as const;
  const [title, text] = texts[problem];
  const onward =
    problem === 'failed' ? (
      <Button size="lg" onClick={onRetry}>
        {t('app.tryAgain')}
      </Button>
    ) : (
      <Button asChild size="lg" variant="secondary">
        {signedIn ? (
          <Link to={PAGES.dashboard.href()}>{t('trips.notFound.backToDashboard')}</Link>
        ) : (
          <Link to={PAGES.landing.href()}>{t('app.notFound.home')}</Link>
        )}
      </Button>
    );
  return (
    <StatusCard
      tone={problem === 'failed' ? 'error' : 'neutral'}
      icon={ICONS[problem]}
      title={title}
      text={text}
      action={onward}
    />
  );
}

/** The owner opened an invite to their own list: it is theirs already, one press away. */
export function OwnListState({ invite }: { invite: InvitePreview }) {
  const t = useT();
  const kind = invite.list_kind;
  // The overviews' own reads, under their keys: the user's lists, to find this one among them.
  const trips = useQuery({
    queryKey: tripKeys.list(),
    queryFn: ({ signal }) => apiRequest(tripEndpoints.listTrips, { signal }),
    enabled: kind === 'trip',
  });
  const guidebooks = useQuery({
    queryKey: guidebookKeys.list(),
    queryFn: ({ signal }) => apiRequest(guidebookEndpoints.listGuidebooks, { signal }),
    enabled: kind === 'guidebook',
  });
  const lists = listedByName(kind, kind === 'trip' ? trips.data?.trips : guidebooks.data?.guidebooks);
  const place = ownListPlace(lists, invite.list_name);
  const to = 'listId' in place ? LIST_KINDS[kind].page(place.listId) : LIST_KINDS[kind].home();
  return (
    <StatusCard
      icon={<FolderCheck aria-hidden="true" />}
      title={t('companions.join.ownTitle', { kind })}
      text={t('companions.join.ownText')}
      action={
        <Button asChild size="lg">
          <Link to={to}>
            {kind === 'trip' ? t('companions.join.openTrip') : t('companions.join.openGuidebook')}
          </Link>
        </Button>
      }
    />
  );
}
