import { z } from 'zod';
import type { PlacePrediction } from '../../../shared/contracts/places.js';
import { predictionWithDetails } from './place-prediction.js';
import type { Bias } from './place-ranking.js';

const RESULTS = 8;
const TIMEOUT_MS = 4_000;
const USER_AGENT = 'Tiplist (self-hosted travel tips) place search';

/** The part of Photon's GeoJSON answer we use; anything else in it is ignored, anything missing fails. */
const photonAnswerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({
        coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
      }),
      properties: z.object({
        osm_type: z.string().max(1),
        osm_id: z.union([z.number(), z.string()]),
        name: z.string().max(300).optional(),
        street: z.string().max(300).optional(),
        housenumber: z.string().max(50).optional(),
        city: z.string().max(300).optional(),
        state: z.string().max(300).optional(),
        country: z.string().max(300).optional(),
      }),
    }),
  ),
});

/** Photon could not be asked, or answered something we cannot use. */
class PlacesUnavailable extends Error {}

type Feature = z.infer<typeof photonAnswerSchema>['features'][number];

function toPrediction({ geometry, properties }: Feature): PlacePrediction | null {
  const name = properties.name ?? properties.street;
  if (!name) return null;
  const [lng, lat] = geometry.coordinates;
  const street = [properties.street, properties.housenumber].filter(Boolean).join(' ');
  const secondary = [street !== name ? street : '', properties.city, properties.state, properties.country]
    .filter((part) => part && part !== name)
    .join(', ');
  return predictionWithDetails(
    `osm:${properties.osm_type}${String(properties.osm_id)}`,
    name,
    secondary,
    lat,
    lng,
  );
}

/**
 * Photon (komoot's OpenStreetMap geocoder): `GET {PHOTON_URL}/api/?q=&limit=&lat=&lon=&lang=en`, a GeoJSON
 * FeatureCollection back. No key. Each result carries its coordinates, because Photon has no lookup by id.
 */
export async function searchPhoton(
  baseUrl: string,
  query: string,
  bias: Bias | undefined,
): Promise<PlacePrediction[]> {
  const url = new URL('/api/', baseUrl);
  url.searchParams.set('q', query);
  url.searchParams.set('limit', String(RESULTS));
  url.searchParams.set('lang', 'en');
  if (bias) {
    url.searchParams.set('lat', String(bias.lat));
    url.searchParams.set('lon', String(bias.lng));
  }
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PlacesUnavailable('Photon could not be reached', { cause: error });
  }
  if (!response.ok) throw new PlacesUnavailable(`Photon answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new PlacesUnavailable('Photon answered something that is not JSON', { cause: error });
  }
  const answer = photonAnswerSchema.safeParse(body);
  if (!answer.success) throw new PlacesUnavailable('Photon answered in an unexpected shape');
  return answer.data.features.map(toPrediction).filter((prediction) => prediction !== null);
}
