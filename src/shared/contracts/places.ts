import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { defineContracts } from './contract.js';

const PLACE_QUERY_MIN_LENGTH = LIMITS.placeQueryMinLength;
const PLACE_QUERY_MAX_LENGTH = LIMITS.placeQueryMaxLength;

const coordinate = (min: number, max: number, label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`)
    .optional();

/**
 * Groups one search with the details call that follows it, so Google bills them as one session. Made by
 * the browser per opening of the search panel; URL- and filename-safe, as Google asks.
 */
const sessionToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,36}$/, 'The search session must be 8 to 36 letters, digits, - or _.')
  .optional();

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const LIST_PATTERN = new RegExp(
  `^(?:(trip|guidebook):(${UUID})|ask:(${UUID})(?::([A-Za-z0-9_-]{43}))?)$`,
  'i',
);

/**
 * The list an entry is written for: the search leans towards its destination. `trip:{id}` or
 * `guidebook:{id}` from the owner's pages (the owner is also offered the places tagged in their own
 * lists); `ask:{tripId}`, or `ask:{tripId}:{shareToken}` when the friend page was opened by its ask link,
 * from a friend's page.
 */
export const placeSearchListSchema = z
  .string()
  .regex(LIST_PATTERN, 'The list must be trip:{id}, guidebook:{id} or ask:{tripId}[:{shareToken}].')
  .transform((list) => {
    const [, kind, id, askId, token] = LIST_PATTERN.exec(list) as unknown as [
      string,
      ...(string | undefined)[],
    ];
    if (kind && id) return { kind: kind.toLowerCase() as 'trip' | 'guidebook', id: id.toLowerCase() };
    return { kind: 'ask' as const, id: (askId as string).toLowerCase(), shareToken: token };
  });
export type PlaceSearchList = z.input<typeof placeSearchListSchema>;
export type PlaceSearchListRef = z.output<typeof placeSearchListSchema>;

export const placeSearchQuerySchema = z
  .strictObject({
    q: z
      .string({ error: 'Type something to search for.' })
      // Control characters (a NUL byte, a line break) are no part of a place name.
      .transform((text) => text.replace(/\p{Cc}/gu, ' '))
      .pipe(
        z
          .string()
          .trim()

          .min(PLACE_QUERY_MIN_LENGTH, `Type at least ${PLACE_QUERY_MIN_LENGTH} characters to search places.`)
          .max(PLACE_QUERY_MAX_LENGTH, `A place search can be at most ${PLACE_QUERY_MAX_LENGTH} characters.`),
      ),
    lat: coordinate(-90, 90, 'Latitude'),
    lng: coordinate(-180, 180, 'Longitude'),
    session: sessionToken,
    list: placeSearchListSchema.optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'Send both latitude and longitude, or neither.',
  });
export type PlaceSearchQuery = z.input<typeof placeSearchQuerySchema>;

/** A chosen place, in the shape the entry form reads. */
export const placeDetailsSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

/** A search result, in the shape the place search panel reads. */
export const placePredictionSchema = z.object({
  place_id: z.string(),
  structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
  /** The place itself, when the search already knows it: no details call is needed then. */
  details: placeDetailsSchema.optional(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

/** Why the online provider did not answer; the panel names it (rules/place-search-texts.ts). */
export const PLACE_PROVIDER_PROBLEMS = ['invalid-key', 'quota', 'access-denied', 'unreachable'] as const;
export type PlaceProviderProblem = (typeof PLACE_PROVIDER_PROBLEMS)[number];

export const ONLINE_PLACE_PROVIDERS = ['photon', 'google'] as const;
export type OnlinePlaceProvider = (typeof ONLINE_PLACE_PROVIDERS)[number];

export const placeSearchResponseSchema = z.object({
  predictions: z.array(placePredictionSchema),
  /** `offline`: cities and places already tagged on this server, without an online provider. */
  source: z.enum(['online', 'offline']),
  /** Which online provider answered, for the attribution its terms ask for. */
  provider: z.enum(ONLINE_PLACE_PROVIDERS).optional(),
  /** Set when the online provider failed and the offline search answered instead. */
  problem: z.enum(PLACE_PROVIDER_PROBLEMS).optional(),
});
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

export const placeIdParamsSchema = z.strictObject({
  placeId: z
    .string()
    .min(1)
    .max(LIMITS.placeIdMaxLength, 'This place id is too long.')
    .regex(/^[A-Za-z0-9:_.-]+$/, 'This place id is not valid.'),
});

/** A pasted map link, read for the place it names (decision 064). */
export const placeFromLinkQuerySchema = z.strictObject({
  url: z
    .string({ error: 'Paste a map link.' })
    .trim()
    .min(1, 'Paste a map link.')
    .max(LIMITS.mapLinkMaxLength, `A map link can be at most ${LIMITS.mapLinkMaxLength} characters.`),
  session: sessionToken,
});

const tag = 'Places';

export const placeContracts = defineContracts({
  searchPlaces: {
    method: 'GET',
    path: '/api/places/search',
    access: 'public',
    tag,
    summary:
      'Places whose name starts with the query, nearest first when lat and lng are given. With `list`, the signed-in owner of that trip or guidebook is also offered the places tagged in their own lists; nobody is offered anyone else’s.',
    query: placeSearchQuerySchema,
    response: { status: 200, schema: placeSearchResponseSchema },
  },
  placeFromLink: {
    method: 'GET',
    path: '/api/places/from-link',
    access: 'public',
    tag,
    summary:
      'The place a pasted map link names (Google Maps, Apple Maps, OpenStreetMap, Organic Maps, OsmAnd, geo: URIs; Google short links are followed on the server), with its coordinates. 404 when the link says neither where nor which place.',
    query: placeFromLinkQuerySchema,
    response: { status: 200, schema: z.object({ result: placeDetailsSchema }) },
  },
  placeDetails: {
    method: 'GET',
    path: '/api/places/:placeId',
    access: 'public',
    tag,
    summary: 'Name, address and coordinates of a place from a search result.',
    params: placeIdParamsSchema,
    query: z.strictObject({ session: sessionToken }),
    response: { status: 200, schema: z.object({ result: placeDetailsSchema }) },
  },
});
