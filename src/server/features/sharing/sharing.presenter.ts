import { toIsoString } from '../../db/values.js';
import { presentPublicTip } from '../tips/tips.presenter.js';
import type { findSharedFavorites } from './sharing.service.js';

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
