import { Heart } from 'lucide-react';
import type { SharedFavorites } from '../../../../shared/contracts/public.js';
import { rich, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openAuthCarrying } from '../../auth/auth-navigation-state';
import { isMappable } from '../shared-tips';
import { JoinCard } from './join-card';
import { SharedTipsPanel } from './shared-tips-panel';
import { SignInLink } from './sign-in-link';
import { ViewMapLink } from './view-map-link';
import { FRIEND_LINKED_PAGES } from '../../../../shared/pages/friend-links.js';
import { fillPage } from '../../../../shared/pages/page-path.js';

type SharedFavoritesViewProps = { shared: SharedFavorites; token: string; signedIn: boolean };

/** The owner's favourite tips, by category, read-only, with the ways into an account of one's own. */
export function SharedFavoritesView({ shared, token, signedIn }: SharedFavoritesViewProps) {
  const t = useT();
  useDocumentTitle(t('public.favorites.title', { destination: shared.destination }));
  const mappable = shared.recommendations.some(isMappable);

  // The share token, not the tips, makes the copy: the server reads the list as it is shared then. A
  // signed-in visitor keeps it as a guidebook, or as a trip of their own (`save_as`).
  const join = (saveAs?: 'trip') =>
    openAuthCarrying({
      tripData: {
        destination: shared.destination,
        recommendations: shared.recommendations,
        share_token: token,
        ...(saveAs ? { save_as: saveAs } : {}),
      },
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 pt-6 pb-6 sm:px-6 sm:pt-10">
      <header className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold [overflow-wrap:anywhere] text-rose-700">
            <Heart className="size-4 fill-current" aria-hidden="true" />
            {rich(t, 'public.favorites.owner', { name: <bdi>{shared.owner_first_name}</bdi> })}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl">
            {rich(t, 'public.favorites.title', { destination: <bdi>{shared.destination}</bdi> })}
          </h1>
        </div>
        {signedIn ? null : <SignInLink href={FRIEND_LINKED_PAGES.auth} />}
      </header>

      <SharedTipsPanel
        tips={shared.recommendations}
        includeAll
        initialFilter="all"
        emptyText={(filter, title) =>
          filter === 'all' ? t('public.favorites.emptyAll') : t('public.favorites.empty', { category: title })
        }
        join={
          <JoinCard
            title={t('public.favorites.joinTitle')}
            text={signedIn ? t('public.favorites.joinSignedIn') : t('public.favorites.joinText')}
            action={signedIn ? t('public.shared.saveAsTrip') : t('public.shared.join')}
            onJoin={() => join(signedIn ? 'trip' : undefined)}
            otherAction={
              signedIn ? { label: t('public.shared.saveAsGuidebook'), onJoin: () => join() } : undefined
            }
          />
        }
        className="mt-6"
      />
      {mappable ? <ViewMapLink href={fillPage(FRIEND_LINKED_PAGES.sharedFavoritesMap, { token })} /> : null}
    </div>
  );
}
