import { createHash } from 'node:crypto';
import type { PublicTrip, SharedFavorites } from '../../../shared/contracts/public.js';
import type { SharedGuidebook } from '../../../shared/contracts/shared-guidebooks.js';
import type { LinkCard } from '../../http/link-card-head.js';
import { CARD_PICTURE } from './card-picture.js';

/** Where a card's page is: absolute only under PUBLIC_URL (decision 003). */
export interface CardAddress {
  publicUrl: string | undefined;
  pathname: string;
}

const urlOf = ({ publicUrl, pathname }: CardAddress) => (publicUrl ? `${publicUrl}${pathname}` : null);

/**
 * The card's picture (link-cards.routes.ts), at the page's own address under /api/public/link-cards, with
 * `v` changing with what the picture says, so a chat app that kept the old one asks again.
 */
function pictureOf(at: CardAddress, says: readonly unknown[], alt: string): LinkCard['image'] {
  if (!at.publicUrl) return null;
  const v = createHash('sha256').update(JSON.stringify(says)).digest('base64url').slice(0, 16);
  return { url: `${at.publicUrl}/api/public/link-cards${at.pathname}?v=${v}`, ...CARD_PICTURE, alt };
}

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
    image: pictureOf(
      at,
      [name, trip.destination, trip.owner.avatar_url],
      `${trip.destination} on a map, and ${name} asking for tips`,
    ),
  };
}

/** A trip's shared favourites. */
export function favoritesCard(shared: SharedFavorites, at: CardAddress): LinkCard {
  const name = shared.owner_first_name;
  return {
    title: `${name}’s favourite tips for ${shared.destination}`,
    description: `${tipsCounted(shared.recommendations.length)} from friends that ${name} keeps for ${shared.destination}, as a list and on a map.`,
    url: urlOf(at),
    image: pictureOf(
      at,
      [name, shared.destination],
      `${shared.destination} on a map, and ${name}’s favourite tips`,
    ),
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
    image: pictureOf(
      at,
      [name, guidebook.title, guidebook.owner.avatar_url],
      `${guidebook.destination} on a map, and ${name}’s guidebook`,
    ),
  };
}
