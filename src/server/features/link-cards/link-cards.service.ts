import { createHash } from 'node:crypto';
import type { LinkCardPage } from '../../../shared/contracts/link-cards.js';
import { directionOf } from '../../../shared/i18n/locales.js';
import type { MessageKey, Translate } from '../../../shared/i18n/translate.js';
import type { Db } from '../../db/database.js';
import type { DestinationColumns } from '../../db/destination-columns.js';
import { nowIso } from '../../db/values.js';
import { languageOf, serverTexts } from '../../mail/server-texts.js';
import { readImage } from '../images/images.service.js';
import { drawCardPicture, type CardPicture } from './card-picture.js';

/** Raised when the drawing changes, so every stored picture is made again once. */
const DRAWING_VERSION = 1;

/** The kind of list a link shows, which says the line above the picture's heading. */
export type CardKind = 'ask' | 'favorites' | 'guidebook';

const LINES = {
  ask: 'cards.picture.ask',
  favorites: 'cards.picture.favorites',
  guidebook: 'cards.picture.guidebook',
} as const satisfies Record<CardKind, MessageKey>;

/** What a link's picture shows, and whose it is: read by the list's own feature, under its page's rules. */
export interface CardSubject {
  /** One picture per list and kind of link: an ask link's by token and by id are the same. */
  listKey: string;
  userId: string;
  tripId: string | null;
  guidebookId: string | null;
  /** The kind of list, its heading (the destination, or a guidebook's title) and the owner's first name. */
  picture: { kind: CardKind; heading: string; name: string };
  photoId: string | null;
  place: DestinationColumns;
}

/**
 * The texts of a list's cards, in its owner's language (decision 068): the owner shares the link, and a
 * chat app that shows it says nothing of who reads it.
 */
export async function ownerCardTexts(db: Db, userId: string): Promise<Translate> {
  const owner = await db.kysely
    .selectFrom('user')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return serverTexts(languageOf(owner?.language));
}

/** `ownerCardTexts` of a trip's owner, for a card made from what a friend may know of the trip. */
export async function tripOwnerCardTexts(db: Db, tripId: string): Promise<Translate> {
  const owner = await db.kysely
    .selectFrom('trips')
    .innerJoin('user', 'user.id', 'trips.user_id')
    .select('user.language')
    .where('trips.id', '=', tripId)
    .executeTakeFirst();
  return serverTexts(languageOf(owner?.language));
}

/** Finds what the link `/{page}/{token}` shows; a link that leads nowhere throws (404 or 410). */
export type CardSubjects = Record<LinkCardPage, (db: Db, key: string) => Promise<CardSubject>>;

const pointIn = ({
  destination_lat: lat,
  destination_lng: lng,
  destination_kind: kind,
}: DestinationColumns) => (lat !== null && lng !== null && kind !== null ? { lat, lng, kind } : null);

/**
 * The picture of a link as a PNG, in its owner's language: the stored one while what it shows (and the
 * language it says it in) is unchanged, else drawn (a few hundred milliseconds) and stored in its place.
 */
export async function findLinkCardPicture(
  db: Db,
  subject: CardSubject,
): Promise<{ png: Buffer; hash: string }> {
  const point = pointIn(subject.place);
  const t = await ownerCardTexts(db, subject.userId);
  const { kind, heading, name } = subject.picture;
  const picture: Omit<CardPicture, 'photo' | 'point'> = {
    line: t(LINES[kind], { name }),
    heading,
    name,
    dir: directionOf(t.locale),
  };
  const hash = createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, t.locale, picture, subject.photoId, point]))
    .digest('base64url');
  const stored = await db.kysely
    .selectFrom('link_card_pictures')
    .select(['hash', 'png'])
    .where('list_key', '=', subject.listKey)
    .executeTakeFirst();
  if (stored?.hash === hash) return { png: Buffer.from(stored.png), hash };
  const photo = subject.photoId ? await readImage(db, subject.photoId).catch(() => null) : null;
  const png = await drawCardPicture({ ...picture, photo, point });
  const row = {
    list_key: subject.listKey,
    hash,
    user_id: subject.userId,
    trip_id: subject.tripId,
    guidebook_id: subject.guidebookId,
    png,
    created_at: nowIso(),
  };
  // Two instances drawing at once store the same picture: the later one wins.
  await db.write((trx) =>
    trx
      .insertInto('link_card_pictures')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('list_key').doUpdateSet({ hash, png, created_at: row.created_at }),
      )
      .execute(),
  );
  return { png, hash };
}
