import { z } from 'zod';
import type { Destination, DestinationKind } from './place-ranking.js';

/**
 * Photon's zoom for a destination: the radius its location bias reaches (a lower zoom reaches further),
 * as a map would be zoomed to show the whole destination.
 */
export function photonZoomFor(kind: DestinationKind): number {
  return { city: 11, region: 7, country: 5 }[kind];
}

/** The part of Photon's answer a destination is read from. */
export const photonLocateSchema = z.object({
  features: z
    .array(
      z.object({
        geometry: z.object({
          coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
        }),
        properties: z.object({
          type: z.string().max(40).optional(),
          countrycode: z.string().max(3).optional(),
        }),
      }),
    )
    .max(50),
});

type Feature = z.infer<typeof photonLocateSchema>['features'][number];

/** Photon's layers (its `type`), as what a destination is. */
const KIND_OF_LAYER: Record<string, DestinationKind> = {
  country: 'country',
  state: 'region',
  county: 'region',
  city: 'city',
  district: 'city',
  locality: 'city',
};

/** What a feature says a destination is; null for any other layer than those asked for. */
export function toDestination({ geometry, properties }: Feature): Destination | null {
  const kind = KIND_OF_LAYER[properties.type ?? ''];
  if (!kind) return null;
  const [lng, lat] = geometry.coordinates;
  const code = properties.countrycode?.toUpperCase();
  return { lat, lng, kind, country: code && /^[A-Z]{2}$/.test(code) ? code : null };
}
