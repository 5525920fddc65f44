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
import type { Destination, SearchNear } from './place-ranking.js';
import { photonZoomFor, toDestination, photonLocateSchema } from './photon-destination.js';

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

const unexpected = () =>
  new PlaceProviderError('unreachable', 'Photon answered in an unexpected shape', false);

async function askPhoton(url: URL): Promise<unknown> {
  const { status, body } = await askProvider('Photon', url, {
    headers: { accept: 'application/json', 'user-agent': PROVIDER_USER_AGENT },
  });
  if (status !== 200) throw errorOfStatus('Photon', status);
  return body;
}

/**
 * Photon (komoot's OpenStreetMap geocoder): `GET {PHOTON_URL}/api/?q=&limit=&lat=&lon=&zoom=&lang=en`, a
 * GeoJSON FeatureCollection back; a destination is located through the same endpoint, held to the city,
 * county, state and country layers. No key. Each result carries its coordinates, because Photon has no lookup by id.
 */
export function photonProvider(baseUrl: string): PlaceProvider {
  return {
    name: 'photon',
    async search(query: string, { device, destination }: SearchNear) {
      // Appended, not resolved: a Photon served under a path (https://example.org/photon) keeps it.
      const url = new URL(`${baseUrl}/api/`);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(RESULTS));
      url.searchParams.set('lang', 'en');
      // The destination leads, at a zoom that takes in all of it; the searcher's position otherwise.
      const centre = destination ?? device;
      if (centre) {
        url.searchParams.set('lat', String(centre.lat));
        url.searchParams.set('lon', String(centre.lng));
      }
      if (destination) url.searchParams.set('zoom', String(photonZoomFor(destination.kind)));
      const answer = photonAnswerSchema.safeParse(await askPhoton(url));
      if (!answer.success) throw unexpected();
      return answer.data.features.map(toPrediction).filter((prediction) => prediction !== null);
    },

    async locate(text: string): Promise<Destination | null> {
      const url = new URL(`${baseUrl}/api/`);
      url.searchParams.set('q', text);
      url.searchParams.set('limit', '1');
      url.searchParams.set('lang', 'en');
      for (const layer of ['city', 'county', 'state', 'country']) url.searchParams.append('layer', layer);
      const answer = photonLocateSchema.safeParse(await askPhoton(url));
      if (!answer.success) throw unexpected();
      const [first] = answer.data.features;
      return first ? toDestination(first) : null;
    },
    details: () => Promise.resolve(null),
  };
}
