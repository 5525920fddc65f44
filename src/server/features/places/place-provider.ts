import type {
  OnlinePlaceProvider,
  PlaceDetails,
  PlacePrediction,
  PlaceProviderProblem,
} from '../../../shared/contracts/places.js';
import type { Destination, SearchNear } from './place-ranking.js';

/**
 * An online provider could not answer; `problem` says which of the panel's texts applies. `lasting`
 * failures (no network, a timeout, a refused key, a spent quota) will not mend within seconds, so the
 * provider is left alone for a while; a single bad answer is not.
 */
export class PlaceProviderError extends Error {
  constructor(
    readonly problem: PlaceProviderProblem,
    message: string,
    readonly lasting: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** An online place search. Every method throws PlaceProviderError when the provider cannot answer. */
export interface PlaceProvider {
  name: OnlinePlaceProvider;
  search(query: string, near: SearchNear, session: string | undefined): Promise<PlacePrediction[]>;
  /** Where a list's destination ("Lisbon", "Tuscany", "Portugal") is; null when the provider knows none. */
  locate(text: string): Promise<Destination | null>;
  /** Details of one of this provider's places; null when the provider has no lookup by id. */
  details(placeId: string, session: string | undefined): Promise<PlaceDetails | null>;
}

/** Providers are asked at most this long: a slow provider must not hold up someone typing. */
export const PROVIDER_TIMEOUT_MS = 4_000;
export const PROVIDER_USER_AGENT = 'Tiplist (self-hosted travel tips) place search';

/**
 * One request to a provider: the network failing or a timeout is `unreachable`; the answer is returned
 * with its parsed JSON body (undefined when it is not JSON) for the adapter to judge.
 */
export async function askProvider(
  provider: string,
  url: URL,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new PlaceProviderError('unreachable', `${provider} could not be reached`, true, { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/** The failure an HTTP status names when the provider's body says nothing more precise. */
export function errorOfStatus(provider: string, status: number): PlaceProviderError {
  const message = `${provider} answered ${status}`;
  if (status === 401) return new PlaceProviderError('invalid-key', message, true);
  if (status === 403) return new PlaceProviderError('access-denied', message, true);
  if (status === 429) return new PlaceProviderError('quota', message, true);
  return new PlaceProviderError('unreachable', message, false);
}
