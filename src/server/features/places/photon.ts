import { z } from 'zod';
import type { PlacePrediction } from '../../../shared/contracts/places.js';
import { predictionWithDetails } from './place-prediction.js';
import {
  askProvider,
  errorOfStatus,
  PlaceProviderError,
  PROVIDER_USER_AGENT,
  type PlaceProvider,
} from './place-provider.js';
import type { Bias } from './place-ranking.js';

const RESULTS = 8;

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
export function photonProvider(baseUrl: string): PlaceProvider {
  return {
    name: 'photon',
    async search(query: string, bias: Bias | undefined) {
      // Appended, not resolved: a Photon served under a path (https://example.org/photon) keeps it.
      const url = new URL(`${baseUrl}/api/`);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(RESULTS));
      url.searchParams.set('lang', 'en');
      if (bias) {
        url.searchParams.set('lat', String(bias.lat));
        url.searchParams.set('lon', String(bias.lng));
      }
      const { status, body } = await askProvider('Photon', url, {
        headers: { accept: 'application/json', 'user-agent': PROVIDER_USER_AGENT },
      });
      if (status !== 200) throw errorOfStatus('Photon', status);
      const answer = photonAnswerSchema.safeParse(body);
      if (!answer.success) {
        throw new PlaceProviderError('unreachable', 'Photon answered in an unexpected shape', false);
      }
      return answer.data.features.map(toPrediction).filter((prediction) => prediction !== null);
    },
    details: () => Promise.resolve(null),
  };
}
