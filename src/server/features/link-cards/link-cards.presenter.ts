import { createHash } from 'node:crypto';
import type { PublicTrip, SharedFavorites } from '../../../shared/contracts/public.js';
import type { SharedGuidebook } from '../../../shared/contracts/shared-guidebooks.js';
import type { Translate } from '../../../shared/i18n/translate.js';
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
 * `v` changing with what the picture says and the language it says it in, so a chat app that kept the
 * old one asks again.
 */
function pictureOf(at: CardAddress, t: Translate, says: readonly unknown[], alt: string): LinkCard['image'] {
  if (!at.publicUrl) return null;
  const v = createHash('sha256')
    .update(JSON.stringify([t.locale, ...says]))
    .digest('base64url')
    .slice(0, 16);
  return { url: `${at.publicUrl}/api/public/link-cards${at.pathname}?v=${v}`, ...CARD_PICTURE, alt };
}

/** A description cut at a word near 200 characters: chat apps show two or three lines of it. */
function shortened(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/*
 * Each card speaks its owner's language (`t`, link-cards.service.ts `ownerCardTexts`): the owner shares
 * the link, and a chat app shows the card to whoever it is shared with.
 */

/** An ask link (`/rec/{token}`, `/hello/{tripId}`): who asks, for where. No tip of anyone's. */
export function askCard(trip: PublicTrip, at: CardAddress, t: Translate): LinkCard {
  const values = { name: trip.owner.first_name, destination: trip.destination };
  return {
    title: t('cards.ask.title', values),
    description: t('cards.ask.description', values),
    url: urlOf(at),
    image: pictureOf(
      at,
      t,
      [values.name, trip.destination, trip.owner.avatar_url],
      t('cards.ask.alt', values),
    ),
  };
}

/** A trip's shared favourites. */
export function favoritesCard(shared: SharedFavorites, at: CardAddress, t: Translate): LinkCard {
  const values = { name: shared.owner_first_name, destination: shared.destination };
  return {
    title: t('cards.favorites.title', values),
    description: t('cards.favorites.description', { ...values, count: shared.recommendations.length }),
    url: urlOf(at),
    image: pictureOf(at, t, [values.name, shared.destination], t('cards.favorites.alt', values)),
  };
}

/** A shared guidebook: its title and author, and its own description when it has one. */
export function guidebookCard(guidebook: SharedGuidebook, at: CardAddress, t: Translate): LinkCard {
  const name = guidebook.owner.first_name;
  const { destination } = guidebook;
  const described = guidebook.description?.trim();
  return {
    title: t('cards.guidebook.title', { title: guidebook.title, name }),
    description: described
      ? shortened(described)
      : t('cards.guidebook.description', { count: guidebook.recommendations.length, destination, name }),
    url: urlOf(at),
    image: pictureOf(
      at,
      t,
      [name, guidebook.title, guidebook.owner.avatar_url],
      t('cards.guidebook.alt', { destination, name }),
    ),
  };
}
