import type { Db } from '../../db/database.js';
import type { CardSubject } from '../link-cards/link-cards.service.js';
import { findSharedGuidebook } from './guidebooks.service.js';

/** What a shared guidebook's picture shows, read under its page's rules (404 unknown, 410 expired). */
export async function guidebookLinkCard(db: Db, token: string): Promise<CardSubject> {
  const guidebook = await findSharedGuidebook(db.kysely, token);
  return {
    listKey: `guidebook:${guidebook.id}`,
    userId: guidebook.user_id,
    tripId: null,
    guidebookId: guidebook.id,
    picture: {
      kind: 'guidebook',
      heading: guidebook.title,
      name: guidebook.first_name,
    },
    photoId: guidebook.image_id,
    place: guidebook,
  };
}
