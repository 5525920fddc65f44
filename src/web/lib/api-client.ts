import {
  fillPath,
  type BodyInput,
  type Contract,
  type Endpoint,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
} from '../../shared/contracts/contract.js';
import type { ErrorBody } from '../../shared/contracts/errors.js';

/** Codes the client itself produces when the server could not give a proper error body. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  unexpectedResponse: 'UNEXPECTED_RESPONSE',
} as const;

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** Every failed API call surfaces as this error, whatever went wrong on the way. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** A retry can help only when the request never got an answer or the server itself failed. */
  get isTransient(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Checks the shared error shape by hand: the schema library stays out of the first page load. */
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined || isStringRecord(fields))
  );
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(
    status,
    clientErrorCodes.unexpectedResponse,
    `The server answered with an unexpected error (${status}). Please try again.`,
  );
}

type Needs<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** An upload endpoint takes the browser's multipart form (its file in the contract's field), not JSON. */
type BodyOfCall<C extends Contract> = C extends { upload: object } ? FormData : BodyInput<C>;

/** What a call of an endpoint takes: exactly the parts its contract has, typed from the contract. */
export type CallOptions<C extends Contract> = Needs<'params', ParamsInput<C>> &
  Needs<'query', QueryInput<C>> &
  Needs<'body', BodyOfCall<C>> & {
    signal?: AbortSignal;
    /** The request outlives the page (saving on the way out). */
    keepalive?: boolean;
  };

type CallArgs<C extends Contract> =
  object extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

function urlOf(endpoint: Endpoint, params: unknown, query: unknown): string {
  const path = fillPath(endpoint.path, params as Record<string, string> | undefined);
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The one way the web client talks to the server: an endpoint from the shared contracts, same-origin JSON
 * (or a multipart form for an upload) with the session cookie. The answer is typed by the contract; every failure is an ApiError.
 */
export async function apiRequest<C extends Contract>(
  endpoint: Endpoint<C>,
  ...[options]: CallArgs<C>
): Promise<ResponseOf<C>> {
  const { params, query, body, signal, keepalive } = (options ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  // A form goes as it is: the browser writes its multipart content type, boundary included.
  const form = body instanceof FormData ? body : undefined;
  const json = form === undefined && body !== undefined ? JSON.stringify(body) : undefined;
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint, params, query), {
      method: endpoint.method,
      signal,
      keepalive,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: form ?? json,
    });
  } catch (error) {
    // An aborted request is the caller's decision, not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiError(0, clientErrorCodes.network, NETWORK_MESSAGE);
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  if (payload === undefined) throw toApiError(response.status, payload);
  return payload as ResponseOf<C>;
}

/** Human-readable text for any thrown value, for toasts and inline messages. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
