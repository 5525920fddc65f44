import type { PublicTrip } from '../../../shared/contracts/public.js';
import type { PublicTripRow } from './friends.service.js';

/** The trip as a friend sees it: destination, the owner's name, avatar and note, and whether tips are
 * being collected. Nothing else. */
export function presentPublicTrip(row: PublicTripRow): PublicTrip {
  return {
    id: row.id,
    destination: row.destination,
    recommendation_types: row.recommendation_types,
    owner: {
      first_name: row.first_name,
      last_name: row.last_name,
      avatar_url: row.image_id ? `/api/images/${row.image_id}` : null,
    },
    collecting: row.tips_paused_at === null,
    following: !row.is_following_off,
  };
}
