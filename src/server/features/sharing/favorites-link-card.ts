import type { Db } from '../../db/database.js';
import type { CardSubject } from '../link-cards/link-cards.service.js';
import { findSharedFavoritesLink } from './sharing.service.js';

/** What a favourites link's picture shows, read under its page's rules (an expired link leads nowhere). */
export async function favoritesLinkCard(db: Db, token: string): Promise<CardSubject> {
  const link = await findSharedFavoritesLink(db.kysely, token);
  return {
    listKey: `favorites:${link.trip_id}`,
    userId: link.user_id,
    tripId: link.trip_id,
    guidebookId: null,
    picture: {
      kind: 'favorites',
      heading: link.destination,
      name: link.first_name,
    },
    photoId: link.image_id,
    place: link,
  };
}
