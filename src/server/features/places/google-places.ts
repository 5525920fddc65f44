import { z } from 'zod';
import type { PlaceDetails, PlacePrediction } from '../../../shared/contracts/places.js';
import { LIMITS } from '../../../shared/limits.js';
import {
  askProvider,
  errorOfStatus,
  PlaceProviderError,
  PROVIDER_USER_AGENT,
  type PlaceProvider,
} from './place-provider.js';
import type { Destination, SearchNear } from './place-ranking.js';
import { googleBiasFor, LOCATE_FIELDS, locateAnswerSchema, toDestination } from './google-destination.js';

const PROVIDER = 'Google Places';
/**
 * Google's ids are URL-safe base64-like text. Holding them to that alphabet keeps them apart from our
 * own `osm:` and `geonames:` ids, and keeps anything odd in an answer out of URLs and pages.
 */
const GOOGLE_PLACE_ID = new RegExp(`^[A-Za-z0-9_-]{1,${LIMITS.placeIdMaxLength}}$`);
/** Autocomplete is billed the same whatever it returns; asking for less keeps answers small. */
const AUTOCOMPLETE_FIELDS = [
  'suggestions.placePrediction.placeId',
  'suggestions.placePrediction.text',
  'suggestions.placePrediction.structuredFormat',
].join(',');
/** Place details are billed by the fields asked for: these are all the entry form keeps. */
const DETAILS_FIELDS = 'id,displayName,formattedAddress,location';

const text = (max: number) => z.object({ text: z.string().max(max) });

const autocompleteAnswerSchema = z.object({
  // Google leaves `suggestions` out when nothing matches; query predictions are not places, so ignored.
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string().regex(GOOGLE_PLACE_ID),
            text: text(LIMITS.placeNameMaxLength + LIMITS.placeAddressMaxLength).optional(),
            structuredFormat: z
              .object({
                mainText: text(LIMITS.placeNameMaxLength),
                secondaryText: text(LIMITS.placeAddressMaxLength).optional(),
              })
              .optional(),
          })
          .optional(),
      }),
    )
    .max(50)
    .default([]),
});

const placeAnswerSchema = z.object({
  id: z.string().regex(GOOGLE_PLACE_ID),
  displayName: text(LIMITS.placeNameMaxLength).optional(),
  formattedAddress: z.string().max(LIMITS.placeAddressMaxLength).optional(),
  location: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
});

/** The body of every Google API error (google.rpc.Status); only what tells failures apart is read. */
const errorAnswerSchema = z.object({
  error: z.object({
    status: z.string().max(64).optional(),
    details: z.array(z.object({ reason: z.string().max(64).optional() })).optional(),
  }),
});

type Suggestion = z.infer<typeof autocompleteAnswerSchema>['suggestions'][number];

function toPrediction({ placePrediction: place }: Suggestion): PlacePrediction | null {
  const name = place?.structuredFormat?.mainText.text || place?.text?.text;
  if (!place || !name) return null;
  return {
    place_id: place.placeId,
    structured_formatting: {
      main_text: name,
      secondary_text: place.structuredFormat?.secondaryText?.text ?? '',
    },
  };
}

/**
 * What a refusal means for the panel. Google names a bad key only in the ErrorInfo reason: its status
 * is a plain 400 INVALID_ARGUMENT, which otherwise means a request it could not take, not a key problem.
 */
function errorOfAnswer(status: number, body: unknown): PlaceProviderError {
  const answer = errorAnswerSchema.safeParse(body);
  const reason = answer.success
    ? answer.data.error.details?.find((detail) => detail.reason)?.reason
    : undefined;
  // The reason is an UPPER_SNAKE_CASE constant; anything else in its place is not repeated in the log.
  const named = reason && /^[A-Z0-9_]+$/.test(reason) ? ` (${reason})` : '';
  const message = `${PROVIDER} answered ${status}${named}`;
  if (reason === 'API_KEY_INVALID') return new PlaceProviderError('invalid-key', message, true);
  const byStatus = errorOfStatus(PROVIDER, status);
  return new PlaceProviderError(byStatus.problem, message, byStatus.lasting);
}

const isNotFound = (body: unknown) => errorAnswerSchema.safeParse(body).data?.error.status === 'NOT_FOUND';

const unexpected = () =>
  new PlaceProviderError('unreachable', `${PROVIDER} answered in an unexpected shape`, false);

/**
 * Google Places API (New): `POST {GOOGLE_PLACES_URL}/v1/places:autocomplete` while someone types, then
 * `GET /v1/places/{id}` for the place they choose; `POST /v1/places:searchText` locates a destination. The browser's session token goes to both, so Google
 * bills the typing and the choice as one session.
 */
export function googlePlacesProvider(baseUrl: string, apiKey: string): PlaceProvider {
  const headers = (fields: string) => ({
    accept: 'application/json',
    'user-agent': PROVIDER_USER_AGENT,
    'x-goog-api-key': apiKey,
    'x-goog-fieldmask': fields,
  });

  return {
    name: 'google',
    async search(query: string, near: SearchNear, session: string | undefined) {
      const locationBias = googleBiasFor(near);
      const body = {
        input: query,
        languageCode: 'en',
        ...(session ? { sessionToken: session } : {}),
        ...(locationBias ? { locationBias } : {}),
      };
      const answer = await askProvider(PROVIDER, new URL(`${baseUrl}/v1/places:autocomplete`), {
        method: 'POST',
        headers: { ...headers(AUTOCOMPLETE_FIELDS), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (answer.status !== 200) throw errorOfAnswer(answer.status, answer.body);
      const parsed = autocompleteAnswerSchema.safeParse(answer.body);
      if (!parsed.success) throw unexpected();
      return parsed.data.suggestions.map(toPrediction).filter((prediction) => prediction !== null);
    },

    async locate(text: string): Promise<Destination | null> {
      const answer = await askProvider(PROVIDER, new URL(`${baseUrl}/v1/places:searchText`), {
        method: 'POST',
        headers: { ...headers(LOCATE_FIELDS), 'content-type': 'application/json' },
        body: JSON.stringify({ textQuery: text, languageCode: 'en', pageSize: 1 }),
      });
      if (answer.status !== 200) throw errorOfAnswer(answer.status, answer.body);
      const parsed = locateAnswerSchema.safeParse(answer.body);
      if (!parsed.success) throw unexpected();
      const [first] = parsed.data.places;
      return first ? toDestination(first) : null;
    },

    async details(placeId: string, session: string | undefined): Promise<PlaceDetails | null> {
      // Not one of Google's ids (another provider's, from before a change of provider): not Google's to know.
      if (!GOOGLE_PLACE_ID.test(placeId)) return null;
      const url = new URL(`${baseUrl}/v1/places/${encodeURIComponent(placeId)}`);
      url.searchParams.set('languageCode', 'en');
      if (session) url.searchParams.set('sessionToken', session);
      const answer = await askProvider(PROVIDER, url, { headers: headers(DETAILS_FIELDS) });
      // Only Google's own NOT_FOUND: a 404 page from a mistyped GOOGLE_PLACES_URL would otherwise pass
      // for "no such place" on every choice.
      if (answer.status === 404 && isNotFound(answer.body)) return null;
      if (answer.status !== 200) throw errorOfAnswer(answer.status, answer.body);
      const parsed = placeAnswerSchema.safeParse(answer.body);
      if (!parsed.success) throw unexpected();
      const { id, displayName, formattedAddress, location } = parsed.data;
      const name = displayName?.text || formattedAddress;
      if (!name) throw unexpected();
      return {
        place_id: id,
        name,
        formatted_address: formattedAddress || name,
        geometry: { location: { lat: location.latitude, lng: location.longitude } },
      };
    },
  };
}
