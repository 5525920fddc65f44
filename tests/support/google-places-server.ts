import type { ServerResponse } from 'node:http';
import {
  sendJson,
  startStandInServer,
  type RecordedRequest,
  type StandInReply as Reply,
} from './stand-in-server.js';

export type GoogleRequest = RecordedRequest;

export interface GooglePlace {
  id: string;
  name: string;
  /** Shown below the name in a suggestion: the town and country, say. */
  secondary?: string;
  address?: string;
  lat: number;
  lng: number;
}

/**
 * A stand-in for the Places API (New) on 127.0.0.1, speaking its wire format: `POST
 * /v1/places:autocomplete`, `POST /v1/places:searchText` and `GET /v1/places/{id}`, both with the key in `X-Goog-Api-Key`, and
 * errors as google.rpc.Status bodies. By default it knows no place; `answerWith` changes that.
 */
export function startGooglePlacesServer() {
  return startStandInServer('places.googleapis.com', knowing([]));
}

/** Answers both calls as Google would, from these places: every one is suggested, whatever is typed. */
export function knowing(places: GooglePlace[]): Reply {
  return (request, response) => {
    if (request.method === 'POST' && request.url.pathname === '/v1/places:autocomplete') {
      sendJson(response, 200, autocompleteAnswer(places));
      return;
    }
    // A destination is not one of these places: Text Search finds nothing, as Google answers then.
    if (request.method === 'POST' && request.url.pathname === '/v1/places:searchText') {
      sendJson(response, 200, {});
      return;
    }
    const id = /^\/v1\/places\/([^/]+)$/.exec(request.url.pathname)?.[1];
    const place = places.find((candidate) => candidate.id === decodeURIComponent(id ?? ''));
    if (request.method === 'GET' && place) sendJson(response, 200, placeAnswer(place));
    else sendGoogleError(response, GOOGLE_ERRORS.notFound);
  };
}

/** An autocomplete answer; with no places Google leaves `suggestions` out altogether. */
export function autocompleteAnswer(places: GooglePlace[]): { suggestions?: object[] } {
  if (places.length === 0) return {};
  return {
    suggestions: places.map((place) => ({
      placePrediction: {
        place: `places/${place.id}`,
        placeId: place.id,
        text: {
          text: [place.name, place.secondary].filter(Boolean).join(', '),
          matches: [{ endOffset: Math.min(3, place.name.length) }],
        },
        structuredFormat: {
          mainText: { text: place.name, matches: [{ endOffset: Math.min(3, place.name.length) }] },
          ...(place.secondary ? { secondaryText: { text: place.secondary } } : {}),
        },
        types: ['establishment', 'point_of_interest'],
      },
    })),
  };
}

/** Where a destination is, as Text Search answers with `places.location,places.types,places.addressComponents`. */
export function searchTextAnswer(found: { lat: number; lng: number; types: string[]; country: string }[]) {
  return {
    places: found.map(({ lat, lng, types, country }) => ({
      location: { latitude: lat, longitude: lng },
      types: [...types, 'political'],
      addressComponents: [
        {
          longText: 'Somewhere',
          shortText: 'Somewhere',
          types: ['locality', 'political'],
          languageCode: 'en',
        },
        { longText: country, shortText: country, types: ['country', 'political'], languageCode: 'en' },
      ],
    })),
  };
}

/** A place details answer with the fields `id,displayName,formattedAddress,location`. */
export function placeAnswer(place: GooglePlace) {
  return {
    id: place.id,
    displayName: { text: place.name, languageCode: 'en' },
    ...(place.address ? { formattedAddress: place.address } : {}),
    location: { latitude: place.lat, longitude: place.lng },
  };
}

export interface GoogleError {
  code: number;
  status: string;
  message: string;
  reason?: string;
  metadata?: Record<string, string>;
}

/** A google.rpc.Status error body, with its ErrorInfo detail when the error has a reason. */
export function googleErrorBody({ code, status, message, reason, metadata }: GoogleError) {
  return {
    error: {
      code,
      message,
      status,
      ...(reason
        ? {
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                reason,
                domain: 'googleapis.com',
                metadata: { service: 'places.googleapis.com', ...metadata },
              },
              { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message },
            ],
          }
        : {}),
    },
  };
}

export function sendGoogleError(response: ServerResponse, error: GoogleError) {
  sendJson(response, error.code, googleErrorBody(error));
}

const consumer = 'projects/123456789012';

/** The refusals Google gives for the usual mistakes and mishaps. */
export const GOOGLE_ERRORS = {
  invalidKey: {
    code: 400,
    status: 'INVALID_ARGUMENT',
    message: 'API key not valid. Please pass a valid API key.',
    reason: 'API_KEY_INVALID',
  },
  serviceBlocked: {
    code: 403,
    status: 'PERMISSION_DENIED',
    message:
      'Requests to this API places.googleapis.com method google.maps.places.v1.Places.AutocompletePlaces are blocked.',
    reason: 'API_KEY_SERVICE_BLOCKED',
    metadata: { consumer, methodName: 'google.maps.places.v1.Places.AutocompletePlaces' },
  },
  serviceDisabled: {
    code: 403,
    status: 'PERMISSION_DENIED',
    message:
      'Places API (New) has not been used in project 123456789012 before or it is disabled. Enable it and retry.',
    reason: 'SERVICE_DISABLED',
    metadata: { consumer },
  },
  quota: {
    code: 429,
    status: 'RESOURCE_EXHAUSTED',
    message: "Quota exceeded for quota metric 'Autocomplete requests' of service 'places.googleapis.com'.",
    reason: 'RATE_LIMIT_EXCEEDED',
    metadata: { consumer, quota_metric: 'places.googleapis.com/autocomplete_requests' },
  },
  badRequest: {
    code: 400,
    status: 'INVALID_ARGUMENT',
    message: 'Invalid JSON payload received. Unknown name "inptu": Cannot find field.',
  },
  notFound: { code: 404, status: 'NOT_FOUND', message: 'Requested entity was not found.' },
  internal: { code: 500, status: 'INTERNAL', message: 'Internal error encountered.' },
  unavailable: { code: 503, status: 'UNAVAILABLE', message: 'The service is currently unavailable.' },
} satisfies Record<string, GoogleError>;
