import { badFile, coordinate, foundPlace, type FoundPlace } from './found-place.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: unknown, key: string): Json =>
  isObject(value) && isObject(value[key]) ? value[key] : {};

/**
 * A point's coordinates, longitude first (RFC 7946). Google Takeout writes [0, 0] for a saved place it has
 * no position for: that is read as none.
 */
function pointOf(geometry: unknown): { latitude: number | null; longitude: number | null } {
  const none = { latitude: null, longitude: null };
  if (!isObject(geometry) || geometry.type !== 'Point' || !Array.isArray(geometry.coordinates)) return none;
  const [longitude, latitude] = geometry.coordinates.map(coordinate);
  if (longitude == null || latitude == null) return none;
  if (longitude === 0 && latitude === 0) return none;
  return { latitude, longitude };
}

/**
 * A feature of a Google Takeout "Saved Places.json" (both of its shapes: `location.name` and the older
 * `Location["Business Name"]` with `Title`), or of any GeoJSON of points with a name, such as Tiplist's own.
 */
function placeOfFeature(feature: unknown): FoundPlace {
  const properties = objectAt(feature, 'properties');
  const location = objectAt(properties, 'location');
  const oldLocation = objectAt(properties, 'Location');
  return foundPlace({
    name:
      location.name ??
      oldLocation['Business Name'] ??
      properties.name ??
      properties.Title ??
      properties.title,
    note:
      properties.text ??
      properties.Comment ??
      properties.comment ??
      properties.note ??
      properties.description,
    label: properties.category,
    ...pointOf(isObject(feature) ? feature.geometry : null),
    address: location.address ?? oldLocation.Address ?? properties.address,
    placeId: properties.place_id,
  });
}

/** A GeoJSON FeatureCollection (a Google Takeout saved-places file is one), or a single Feature. */
export function readGeoJson(text: string): FoundPlace[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw badFile('This file is not valid JSON. Choose the GeoJSON file as it was exported.');
  }
  if (isObject(document) && document.type === 'FeatureCollection' && Array.isArray(document.features)) {
    return document.features.map(placeOfFeature);
  }
  if (isObject(document) && document.type === 'Feature') return [placeOfFeature(document)];
  throw badFile(
    'This JSON file is not GeoJSON: a Google Takeout saved-places file is a "FeatureCollection".',
  );
}
