import type { ImportedPlace, ImportPreview } from '../../../shared/contracts/imports.js';
import { categoryNamed, guessCategory } from '../../../shared/rules/category-guess.js';
import { distanceInMetres, placeNameKey, SAME_PLACE_RADIUS_M } from '../../../shared/rules/same-place.js';
import type { FoundPlace } from './found-place.js';
import type { ImportFile } from './read-import-file.js';

/** What telling a place already in the list needs of its tips. */
export interface ListedPlace {
  place_id: string | null;
  place_name: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Whether the list already has the place: the same place id, or the same name (case, accents and spacing
 * aside) within 50 m, or, when neither has a position, the same name.
 */
function alreadyListed(listed: readonly ListedPlace[]) {
  const ids = new Set(listed.map((tip) => tip.place_id).filter(Boolean));
  const byName = new Map<string, ListedPlace[]>();
  for (const tip of listed) {
    if (!tip.place_name?.trim()) continue;
    const key = placeNameKey(tip.place_name);
    const same = byName.get(key);
    if (same) same.push(tip);
    else byName.set(key, [tip]);
  }
  return (place: FoundPlace): boolean => {
    if (place.placeId && ids.has(place.placeId)) return true;
    if (!place.name) return false;
    return (byName.get(placeNameKey(place.name)) ?? []).some((tip) => {
      const { latitude, longitude } = place;
      if (latitude === null || longitude === null || tip.latitude === null || tip.longitude === null) {
        return latitude === null && tip.latitude === null;
      }
      return (
        distanceInMetres({ latitude, longitude }, { latitude: tip.latitude, longitude: tip.longitude }) <=
        SAME_PLACE_RADIUS_M
      );
    });
  };
}

/**
 * What an import would add to a list: each entry with the category its file names (a Tiplist export, a
 * My Maps folder named after one) or its words suggest, and whether the list has it already.
 */
export function previewImport(file: ImportFile, listed: readonly ListedPlace[]): ImportPreview {
  const isListed = alreadyListed(listed);
  return {
    format: file.format,
    places: file.places.map((place): ImportedPlace => ({
      name: place.name ?? '',
      content: place.note ?? place.name ?? '',
      category: categoryNamed(place.label) ?? guessCategory(place.label, place.name, place.note),
      latitude: place.latitude,
      longitude: place.longitude,
      address: place.address,
      place_id: place.placeId,
      duplicate: isListed(place),
    })),
  };
}
