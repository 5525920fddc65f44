import { Pause, Play, RefreshCw } from 'lucide-react';
import type { TripSharing } from '../../../../shared/contracts/trip-sharing.js';
import { Button } from '../../../components/ui/button';
import { SwitchRow } from '../../../components/ui/switch';
import { LinkRow } from '../../sharing/components/link-row';
import { PanelError, PanelLoading } from '../../sharing/components/panel-states';
import { linkFacts } from '../../sharing/link-facts';
import { longUsDate } from '../../sharing/long-us-date';
import {
  useNewAskLink,
  useRevokeAskLink,
  useRevokeFavoritesLink,
  useSetTipCollection,
  useSetTripFollowing,
  useSetTripNotifications,
  useTripSharing,
} from '../trip-sharing-api';

const ASK_COPIED = 'Share this link to ask for trip recommendations.';
const FAVORITES_COPIED = 'Share this link to show your favorite recommendations.';

/**
 * The Sharing panel's content: tip collection, the ask link, every working favourites link, and whether
 * the owner hears of this trip's tips and friends may follow theirs.
 */
export function TripSharingPanel({ tripId }: { tripId: string }) {
  const sharing = useTripSharing(tripId, true);
  if (sharing.isPending) return <PanelLoading />;
  if (sharing.isError) return <PanelError error={sharing.error} onRetry={() => void sharing.refetch()} />;
  return (
    <div className="space-y-6">
      <TipCollection tripId={tripId} pausedAt={sharing.data.tips_paused_at} />
      <AskLinkSection tripId={tripId} sharing={sharing.data} />
      <FavoritesLinks tripId={tripId} links={sharing.data.favorites_links} />
      <NotificationSwitches tripId={tripId} sharing={sharing.data} />
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

function TipCollection({ tripId, pausedAt }: { tripId: string; pausedAt: string | null }) {
  const setCollection = useSetTipCollection(tripId);
  const since = pausedAt ? longUsDate(pausedAt) : null;
  return (
    <Section title="Tip collection">
      <div className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-slate-700" role="status">
          {pausedAt
            ? `Paused${since ? ` since ${since}` : ''}. Friends who open your link are told so; what they write stays on their device until you resume.`
            : 'Friends with your ask link can send tips.'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={setCollection.isPending}
          onClick={() => setCollection.mutate(!pausedAt)}
        >
          {pausedAt ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {pausedAt ? 'Resume Tip Collection' : 'Pause Tip Collection'}
        </Button>
      </div>
    </Section>
  );
}

function AskLinkSection({ tripId, sharing }: { tripId: string; sharing: TripSharing }) {
  const newLink = useNewAskLink(tripId);
  const revoke = useRevokeAskLink(tripId);
  const busy = newLink.isPending || revoke.isPending;
  const makeNew = (label: string) => (
    <Button variant="secondary" size="sm" disabled={busy} onClick={() => newLink.mutate()}>
      <RefreshCw aria-hidden="true" />
      {newLink.isPending ? 'Making...' : label}
    </Button>
  );
  const link = sharing.ask_link;
  return (
    <Section title="Ask link">
      {link ? (
        <ul>
          <LinkRow
            label="Link for your friends"
            url={link.share_url}
            facts={linkFacts(link)}
            copiedMessage={ASK_COPIED}
            revokeDescription="The link stops working at once: friends who open it are told it is invalid. Tips already sent stay. You can make a new link afterwards."
            revoking={revoke.isPending}
            onRevoke={() => revoke.mutate()}
            actions={makeNew('New Ask Link')}
          />
        </ul>
      ) : (
        <div className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-slate-700">
            You revoked your ask link: nobody can send tips until you make a new one.
          </p>
          {makeNew('Make a New Ask Link')}
        </div>
      )}
    </Section>
  );
}

function FavoritesLinks({ tripId, links }: { tripId: string; links: TripSharing['favorites_links'] }) {
  const revoke = useRevokeFavoritesLink(tripId);
  return (
    <Section title="Favorites links">
      {links.length === 0 ? (
        <p className="text-sm text-slate-600">
          No working favorites links. Show only favorites and press Share Favorites to make one.
        </p>
      ) : (
        <ul className="space-y-3">
          {links.map((link) => (
            <LinkRow
              key={link.id}
              label="Link to your favorites"
              url={link.share_url}
              facts={linkFacts(link)}
              copiedMessage={FAVORITES_COPIED}
              revokeDescription="The link stops working at once: anyone who opens it will be told it is invalid."
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
  const setMuted = useSetTripNotifications(tripId);
  const setFollowing = useSetTripFollowing(tripId);
  const muted = sharing.notifications_muted;
  const following = sharing.following_on;
  return (
    <Section title="Notifications and following">
      <div className="space-y-5 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80">
        <SwitchRow
          label="Mute notifications for this trip"
          checked={muted}
          disabled={setMuted.isPending}
          onCheckedChange={(next) => setMuted.mutate(next)}
          description={
            muted
              ? 'You get no mail or webhook call when friends send tips to this trip.'
              : 'You hear of new tips as set in Profile → Notifications.'
          }
        />
        <SwitchRow
          label="Let friends follow their tips"
          checked={following}
          disabled={setFollowing.isPending}
          onCheckedChange={(next) => setFollowing.mutate(next)}
          description={
            following
              ? 'After sending tips, a friend can follow what becomes of them.'
              : 'Friends are not offered to follow their tips; open follow pages say you turned it off.'
          }
        />
      </div>
    </Section>
  );
}
