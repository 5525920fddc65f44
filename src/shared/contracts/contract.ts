// Zod is imported for its types only: the browser reads endpoints from here without loading the schema library.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone, limited per client address; `owner`: a signed-in user, on
 * their own data only; `admin`: a signed-in admin. The server registers each route in the matching scope.
 */
export type Access = 'public' | 'owner' | 'admin';

export interface ContractResponse {
  status: 200 | 201 | 204;
  schema: z.ZodType;
  /**
   * JSON unless said otherwise; an event stream, an image (SVG text included) or a download (a file to save,
   * its type set by the route) is written by its route, not serialized.
   */
  contentType?:
    'application/json' | 'text/event-stream' | 'image/webp' | 'image/png' | 'image/svg+xml' | 'download';
}

/** One endpoint, whole: the server registers and validates it, the client calls it, OpenAPI describes it. */
export interface Contract {
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  /** One line for the API reference. */
  summary: string;
  /** Section of the API reference. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data upload instead of a JSON body: one file in the named field, read by the
   * route as it streams and refused past maxBytes.
   */
  upload?: { field: string; maxBytes: number; noun?: 'image' | 'file' };
  /** A JSON body larger than the server's default limit (256 KB) this endpoint accepts. */
  bodyLimit?: number;
  /** The success answer. Failures are always the one error shape. */
  response: ContractResponse;
}

export type ContractTable = Record<string, Contract>;

export const defineContracts = <const T extends ContractTable>(table: T): T => table;

type Part<C, K extends 'params' | 'query' | 'body'> =
  C extends Record<K, infer S extends z.ZodType> ? S : undefined;

type Input<C, K extends 'params' | 'query' | 'body'> =
  Part<C, K> extends z.ZodType ? z.input<Part<C, K>> : undefined;
type Output<C, K extends 'params' | 'query' | 'body'> =
  Part<C, K> extends z.ZodType ? z.output<Part<C, K>> : undefined;

/** What a caller sends (before the server's defaults and trimming). */
export type ParamsInput<C extends Contract> = Input<C, 'params'>;
export type QueryInput<C extends Contract> = Input<C, 'query'>;
export type BodyInput<C extends Contract> = Input<C, 'body'>;

/** What a handler receives once the contract has validated and transformed the input. */
export type ParamsOf<C extends Contract> = Output<C, 'params'>;
export type QueryOf<C extends Contract> = Output<C, 'query'>;
export type BodyOf<C extends Contract> = Output<C, 'body'>;

/** The success answer's body (null for 204). */
export type ResponseOf<C extends Contract> = C['response']['status'] extends 204
  ? null
  : z.output<C['response']['schema']>;

/** What the browser needs of a contract at run time: method and path. The rest is its type. */
export interface Endpoint<C extends Contract = Contract> {
  readonly method: C['method'];
  readonly path: C['path'];
  /** Never set: carries the contract's type to the client. */
  readonly contract?: C;
}

type RouteKey<C extends Contract> = `${C['method']} ${C['path']}`;

/**
 * The browser's copy of a contract table: the compiler checks that each "METHOD /path" is exactly the
 * contract's, so the two cannot drift apart, and the schemas stay on the server.
 */
export function endpointsOf<T extends ContractTable>() {
  return (routes: { [K in keyof T]: RouteKey<T[K]> }): { [K in keyof T]: Endpoint<T[K]> } => {
    const table: Record<string, Endpoint> = {};
    for (const [name, route] of Object.entries<string>(routes)) {
      const [method, path] = route.split(' ') as [HttpMethod, `/api/${string}`];
      table[name] = { method, path };
    }
    return table as { [K in keyof T]: Endpoint<T[K]> };
  };
}

/** Fills `:name` segments of a path, each value encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string>> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
