import type { PlaceDetails } from '../../../shared/contracts/places.js';
import { AppError } from '../../errors.js';
import type { AppConfig } from '../../config.js';
import { gazetteer } from './gazetteer.js';
import { parseMapLink, type MapLink } from './map-link.js';
import { resolveShortMapLink } from './short-map-links.js';

export const linkNamesNoPlace = () =>
  AppError.notFound('This link names no place we can read, so it stays a link in your tip.');

/** What a pasted link names once a short link is followed: a place, a Google place id, or nothing. */
export async function readMapLink(text: string, config: AppConfig['mapLinks']): Promise<MapLink> {
  const found = parseMapLink(text);
  if (found?.kind !== 'short') {
    if (!found) throw linkNamesNoPlace();
    return found;
  }
  const followed = config.followShortLinks
    ? await resolveShortMapLink(found.url, { resolverUrl: config.resolverUrl })
    : null;
  if (!followed || followed.kind === 'short') throw linkNamesNoPlace();
  return followed;
}

/**
 * A linked place as a search result's details: its name, else the nearest town's; its address, else
 * its coordinates; an id made of the coordinates, so two tips with the same pin are the same place.
 */
export async function linkedPlaceDetails(place: Extract<MapLink, { kind: 'place' }>): Promise<PlaceDetails> {
  const lat = Math.round(place.lat * 1e5) / 1e5;
  const lng = Math.round(place.lng * 1e5) / 1e5;
  const where = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
  const name = place.name ?? (await gazetteer()).nearest(lat, lng)?.name ?? where;
  return {
    place_id: `geo:${lat.toFixed(5)}:${lng.toFixed(5)}`,
    name,
    formatted_address: place.address ?? where,
    geometry: { location: { lat, lng } },
  };
}
