import { Pause, Play, RefreshCw } from 'lucide-react';
import { intlLocaleOf } from '../../../../shared/i18n/locales.js';
import type { TripSharing } from '../../../../shared/contracts/trip-sharing.js';
import { Button } from '../../../components/ui/button';
import { SwitchRow } from '../../../components/ui/switch';
import { useT, type Translate } from '../../../lib/i18n';
import { LinkRow } from '../../sharing/components/link-row';
import { PanelError, PanelLoading } from '../../sharing/components/panel-states';
import { linkFacts } from '../../sharing/link-facts';
import {
  useNewAskLink,
  useRevokeAskLink,
  useRevokeFavoritesLink,
  useSetTipCollection,
  useSetTripFollowing,
  useSetTripNotifications,
  useTripSharing,
} from '../trip-sharing-api';
import { EditorAskLink } from './editor-ask-link';

/** The day tip collection was paused, long and in the page's language ("November 22, 2026" in English). */
function pausedDay(t: Translate, iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocaleOf(t.locale), { dateStyle: 'long' }).format(date);
}

type TripSharingPanelProps = {
  tripId: string;
  /** The owner controls tip collection, the ask link and the trip's settings; an editor passes the link on. */
  own: boolean;
  /** The owner's first name, for an editor's panel. */
  ownerName: string;
};

/**
 * The Sharing panel's content: tip collection, the ask link, every working favourites link, and whether
 * the owner hears of this trip's tips and friends may follow theirs. An editor gets the links to pass on
 * and their favourites links, not the owner's controls (decision 069).
 */
export function TripSharingPanel({ tripId, own, ownerName }: TripSharingPanelProps) {
  const sharing = useTripSharing(tripId, true);
  if (sharing.isPending) return <PanelLoading />;
  if (sharing.isError) return <PanelError error={sharing.error} onRetry={() => void sharing.refetch()} />;
  return (
    <div className="space-y-6">
      {own ? <TipCollection tripId={tripId} pausedAt={sharing.data.tips_paused_at} /> : null}
      {own ? (
        <AskLinkSection tripId={tripId} sharing={sharing.data} />
      ) : (
        <EditorAskLink sharing={sharing.data} ownerName={ownerName} />
      )}
      <FavoritesLinks tripId={tripId} links={sharing.data.favorites_links} />
      {own ? <NotificationSwitches tripId={tripId} sharing={sharing.data} /> : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-bold tracking-wide text-slate-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function pausedText(t: Translate, pausedAt: string): string {
  const date = pausedDay(t, pausedAt);
  return date ? t('trips.sharing.pausedSince', { date }) : t('trips.sharing.paused');
}

function TipCollection({ tripId, pausedAt }: { tripId: string; pausedAt: string | null }) {
  const t = useT();
  const setCollection = useSetTipCollection(tripId);
  return (
    <Section title={t('trips.sharing.collectionTitle')}>
      <div className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-slate-700" role="status">
          {pausedAt ? pausedText(t, pausedAt) : t('trips.sharing.collecting')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={setCollection.isPending}
          onClick={() => setCollection.mutate(!pausedAt)}
        >
          {pausedAt ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {pausedAt ? t('trips.sharing.resumeCollection') : t('trips.sharing.pauseCollection')}
        </Button>
      </div>
    </Section>
  );
}

function AskLinkSection({ tripId, sharing }: { tripId: string; sharing: TripSharing }) {
  const t = useT();
  const newLink = useNewAskLink(tripId);
  const revoke = useRevokeAskLink(tripId);
  const busy = newLink.isPending || revoke.isPending;
  const makeNew = (label: string) => (
    <Button variant="secondary" size="sm" disabled={busy} onClick={() => newLink.mutate()}>
      <RefreshCw aria-hidden="true" />
      {newLink.isPending ? t('trips.askLink.making') : label}
    </Button>
  );
  const link = sharing.ask_link;
  return (
    <Section title={t('trips.sharing.askLinkTitle')}>
      {link ? (
        <ul>
          <LinkRow
            label={t('trips.askLink.label')}
            url={link.share_url}
            facts={linkFacts(link)}
            copiedMessage={t('trips.askLink.copied')}
            revokeDescription={t('trips.sharing.askLinkRevoke')}
            revoking={revoke.isPending}
            onRevoke={() => revoke.mutate()}
            actions={makeNew(t('trips.sharing.newAskLink'))}
          />
        </ul>
      ) : (
        <div className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-slate-700">{t('trips.sharing.askLinkRevoked')}</p>
          {makeNew(t('trips.askLink.makeNew'))}
        </div>
      )}
    </Section>
  );
}

function FavoritesLinks({ tripId, links }: { tripId: string; links: TripSharing['favorites_links'] }) {
  const t = useT();
  const revoke = useRevokeFavoritesLink(tripId);
  return (
    <Section title={t('trips.sharing.favoritesTitle')}>
      {links.length === 0 ? (
        <p className="text-sm text-slate-600">{t('trips.sharing.favoritesNone')}</p>
      ) : (
        <ul className="space-y-3">
          {links.map((link) => (
            <LinkRow
              key={link.id}
              label={t('trips.favoritesLink.label')}
              url={link.share_url}
              facts={linkFacts(link)}
              copiedMessage={t('trips.favoritesLink.copied')}
              revokeDescription={t('trips.sharing.favoritesRevoke')}
              revoking={revoke.isPending && revoke.variables === link.id}
              onRevoke={() => revoke.mutate(link.id)}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

function NotificationSwitches({ tripId, sharing }: { tripId: string; sharing: TripSharing }) {
  const t = useT();
  const setMuted = useSetTripNotifications(tripId);
  const setFollowing = useSetTripFollowing(tripId);
  const muted = sharing.notifications_muted;
  const following = sharing.following_on;
  return (
    <Section title={t('trips.sharing.notificationsTitle')}>
      <div className="space-y-5 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80">
        <SwitchRow
          label={t('trips.sharing.mute')}
          checked={muted}
          disabled={setMuted.isPending}
          onCheckedChange={(next) => setMuted.mutate(next)}
          description={muted ? t('trips.sharing.mutedText') : t('trips.sharing.notMutedText')}
        />
        <SwitchRow
          label={t('trips.sharing.following')}
          checked={following}
          disabled={setFollowing.isPending}
          onCheckedChange={(next) => setFollowing.mutate(next)}
          description={following ? t('trips.sharing.followingOnText') : t('trips.sharing.followingOffText')}
        />
      </div>
    </Section>
  );
}
