import type { PublicTrip, SharedFavorites } from '../../../shared/contracts/public.js';
import type { SharedGuidebook } from '../../../shared/contracts/shared-guidebooks.js';
import type { LinkCard } from '../../http/link-card-head.js';

/** Where a card's page is: absolute only under PUBLIC_URL (decision 003). */
export interface CardAddress {
  publicUrl: string | undefined;
  pathname: string;
}

const urlOf = ({ publicUrl, pathname }: CardAddress) => (publicUrl ? `${publicUrl}${pathname}` : null);

const tipsCounted = (count: number) => (count === 1 ? '1 tip' : `${count.toLocaleString('en-US')} tips`);

/** A description cut at a word near 200 characters: chat apps show two or three lines of it. */
function shortened(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** An ask link (`/rec/{token}`, `/hello/{tripId}`): who asks, for where. No tip of anyone's. */
export function askCard(trip: PublicTrip, at: CardAddress): LinkCard {
  const name = trip.owner.first_name;
  return {
    title: `${name} needs your tips for ${trip.destination}`,
    description: `${name} is going to ${trip.destination} and asks what you would recommend: where to eat, what to do, where to stay. No account needed.`,
    url: urlOf(at),
    image: null,
  };
}

/** A trip's shared favourites. */
export function favoritesCard(shared: SharedFavorites, at: CardAddress): LinkCard {
  const name = shared.owner_first_name;
  return {
    title: `${name}’s favourite tips for ${shared.destination}`,
    description: `${tipsCounted(shared.recommendations.length)} from friends that ${name} keeps for ${shared.destination}, as a list and on a map.`,
    url: urlOf(at),
    image: null,
  };
}

/** A shared guidebook: its title and author, and its own description when it has one. */
export function guidebookCard(guidebook: SharedGuidebook, at: CardAddress): LinkCard {
  const name = guidebook.owner.first_name;
  const described = guidebook.description?.trim();
  return {
    title: `${guidebook.title} — a guidebook by ${name}`,
    description: described
      ? shortened(described)
      : `${tipsCounted(guidebook.recommendations.length)} for ${guidebook.destination} by ${name}, as a list and on a map.`,
    url: urlOf(at),
    image: null,
  };
}
