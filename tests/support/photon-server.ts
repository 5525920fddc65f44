import { sendJson, startStandInServer } from './stand-in-server.js';

/**
 * A stand-in for Photon on 127.0.0.1: answers `GET /api/?q=…` in Photon's GeoJSON format (a
 * FeatureCollection of Point features with OpenStreetMap properties), or however a test tells it to.
 */
export function startPhotonServer() {
  return startStandInServer('photon', (_request, response) => sendJson(response, 200, photonAnswer([])));
}

export interface PhotonPlace {
  osmType: 'N' | 'W' | 'R';
  osmId: number;
  name?: string;
  street?: string;
  housenumber?: string;
  city?: string;
  country?: string;
  lat: number;
  lon: number;
}

/** A Photon answer, as its documentation shows one. */
export function photonAnswer(places: PhotonPlace[]) {
  return {
    type: 'FeatureCollection',
    features: places.map((place) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
      properties: {
        osm_type: place.osmType,
        osm_id: place.osmId,
        osm_key: 'amenity',
        osm_value: 'cafe',
        type: 'house',
        countrycode: 'PT',
        ...(place.name ? { name: place.name } : {}),
        ...(place.street ? { street: place.street } : {}),
        ...(place.housenumber ? { housenumber: place.housenumber } : {}),
        ...(place.city ? { city: place.city } : {}),
        ...(place.country ? { country: place.country } : {}),
      },
    })),
  };
}
