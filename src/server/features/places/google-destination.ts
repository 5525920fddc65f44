import { z } from 'zod';
import type { Bias, Destination, DestinationKind, SearchNear } from './place-ranking.js';

/** Google's autocomplete accepts a bias circle of at most 50 km. */
const BIAS_RADIUS_M = 50_000;
/** A region without a known extent is biased to this many degrees of latitude around its centre. */
const REGION_HALF_SPAN_DEG = 1.5;

/** What Text Search is asked for when a destination is located: where it is, what it is, its country. */
export const LOCATE_FIELDS = 'places.location,places.types,places.addressComponents';

export const locateAnswerSchema = z.object({
  places: z
    .array(
      z.object({
        location: z.object({
          latitude: z.number().min(-90).max(90),
          longitude: z.number().min(-180).max(180),
        }),
        types: z.array(z.string().max(64)).max(50).default([]),
        addressComponents: z
          .array(
            z.object({
              shortText: z.string().max(100).optional(),
              types: z.array(z.string().max(64)).max(20),
            }),
          )
          .max(50)
          .default([]),
      }),
    )
    .max(20)
    .default([]),
});

type Place = z.infer<typeof locateAnswerSchema>['places'][number];

export function toDestination({ location, types, addressComponents }: Place): Destination {
  const kind: DestinationKind = types.includes('country')
    ? 'country'
    : types.some((type) => type.startsWith('administrative_area_level_'))
      ? 'region'
      : 'city';
  const code = addressComponents.find((part) => part.types.includes('country'))?.shortText;
  return {
    lat: location.latitude,
    lng: location.longitude,
    kind,
    country: code && /^[A-Z]{2}$/.test(code) ? code : null,
  };
}

const point = ({ lat, lng }: Bias) => ({ latitude: lat, longitude: lng });

/** A rectangle `halfSpan` degrees of latitude around a point, as wide on the ground as it is tall. */
function around(centre: Bias, halfSpan: number) {
  const wide = Math.min(179, halfSpan / Math.max(0.1, Math.cos((centre.lat * Math.PI) / 180)));
  return {
    low: point({ lat: Math.max(-90, centre.lat - halfSpan), lng: Math.max(-180, centre.lng - wide) }),
    high: point({ lat: Math.min(90, centre.lat + halfSpan), lng: Math.min(180, centre.lng + wide) }),
  };
}

/**
 * Autocomplete's `locationBias`: a city's destination as the largest circle Google takes, a region or
 * country as a rectangle over it (a country's extent when known); the searcher's position otherwise.
 */
export function googleBiasFor({ device, destination }: SearchNear) {
  if (!destination) {
    return device ? { circle: { center: point(device), radius: BIAS_RADIUS_M } } : undefined;
  }
  if (destination.kind === 'city') return { circle: { center: point(destination), radius: BIAS_RADIUS_M } };
  const [minLat, minLng, maxLat, maxLng] = destination.extent ?? [];
  if (minLat !== undefined && minLng !== undefined && maxLat !== undefined && maxLng !== undefined) {
    return {
      rectangle: { low: point({ lat: minLat, lng: minLng }), high: point({ lat: maxLat, lng: maxLng }) },
    };
  }
  return {
    rectangle: around(
      destination,
      destination.kind === 'country' ? 4 * REGION_HALF_SPAN_DEG : REGION_HALF_SPAN_DEG,
    ),
  };
}
