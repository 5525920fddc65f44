import type { LinkCardPage } from '../../../shared/contracts/link-cards.js';
import type { Db } from '../../db/database.js';
import type { CardSubject } from '../link-cards/link-cards.service.js';
import { findPublicTripById, findPublicTripByToken, type PublicTripRow } from './friends.service.js';

/** What an ask link's picture shows: who asks, for where; the same by token and by the trip's id. */
function askCardSubject(trip: PublicTripRow): CardSubject {
  return {
    listKey: `ask:${trip.id}`,
    userId: trip.user_id,
    tripId: trip.id,
    guidebookId: null,
    picture: {
      kind: 'ask',
      heading: trip.destination,
      name: trip.first_name,
    },
    photoId: trip.image_id,
    place: trip,
  };
}

/** The ask links' pictures, read under the friend page's rules (a revoked link leads nowhere). */
export const askLinkCards: Record<
  Extract<LinkCardPage, 'rec' | 'hello'>,
  (db: Db, key: string) => Promise<CardSubject>
> = {
  rec: async (db, token) => askCardSubject(await findPublicTripByToken(db, token)),
  hello: async (db, tripId) => askCardSubject(await findPublicTripById(db, tripId)),
};
