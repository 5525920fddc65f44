import { toIsoString } from '../../db/values.js';
import { presentPublicTip } from '../tips/tips.presenter.js';
import type { TripSharing } from '../../../shared/contracts/trip-sharing.js';
import { askForTipsUrl, sharedFavoritesUrl } from '../../../shared/rules/share-links.js';
import type { findSharedFavorites } from './sharing.service.js';
import type { TripLinks } from './trip-links.service.js';

type Shared = Awaited<ReturnType<typeof findSharedFavorites>>;

/** The public view of a share-favourites link: what the link's page and its API read show. */
export const presentShared = ({ link, favorites }: Shared) => ({
  shared: {
    destination: link.destination,
    owner_first_name: link.first_name,
    expires_at: toIsoString(link.expires_at),
    recommendations: favorites.map(presentPublicTip),
  },
});

/** The owner's Sharing panel: every link to the trip with its opens, in the owner's own origin. */
export function presentTripSharing({ trip, favorites }: TripLinks, origin: string): TripSharing {
  return {
    ask_link: trip.is_ask_link_revoked
      ? null
      : {
          share_url: askForTipsUrl(origin, trip.share_token),
          created_at: toIsoString(trip.ask_link_created_at ?? trip.created_at),
          opens: trip.ask_link_opens,
        },
    tips_paused_at: trip.tips_paused_at === null ? null : toIsoString(trip.tips_paused_at),
    favorites_links: favorites.map((link) => ({
      id: link.id,
      share_url: sharedFavoritesUrl(origin, link.share_token),
      created_at: toIsoString(link.created_at),
      expires_at: toIsoString(link.expires_at),
      opens: link.opens,
    })),
    notifications_muted: trip.is_notifications_muted,
    following_on: !trip.is_following_off,
  };
}
