import type { FollowView } from '../../../shared/contracts/follow-links.js';
import type { Category } from '../../../shared/categories.js';
import type { FollowedLink } from './follow-links.service.js';

interface Marks {
  is_favorite: boolean;
  is_completed: boolean;
}

/**
 * The follow page's view: the submission's tips in the words the friend sent, each with what became
 * of it, and of the trip only its destination and the owner's first name.
 */
export function presentFollowView(
  link: FollowedLink,
  marks: ReadonlyMap<string, Marks>,
  mailOffered: boolean,
): FollowView {
  return {
    destination: link.destination,
    owner_first_name: link.owner_first_name,
    following: !link.is_following_off,
    mail_offered: mailOffered,
    email: link.email ? { address: link.email, confirmed: link.email_confirmed } : null,
    tips: link.sent.map((tip) => {
      const current = marks.get(tip.id);
      return {
        id: tip.id,
        category: tip.category as Category,
        content: tip.content,
        place_name: tip.place_name,
        is_favorite: current?.is_favorite ?? false,
        is_completed: current?.is_completed ?? false,
        is_removed: !current,
      };
    }),
  };
}
