// Every route of the OpenAPI document the instance serves, as sqlmap targets: path parameters, query
// parameters and JSON body fields carry sqlmap's custom injection marker (*) after a real, seeded value.
import { CROWD_DOMAIN, PASSWORD } from './seed.mjs';

/**
 * @typedef {Record<string, any>} Schema A JSON Schema of the OpenAPI document.
 * @typedef {{
 *   parameters?: { in: string; name: string; schema?: Schema }[];
 *   requestBody?: { content?: Record<string, { schema?: Schema }> };
 *   responses?: Record<string, { content?: Record<string, unknown> }>;
 *   security?: unknown[];
 *   tags?: string[];
 * }} Operation
 * @typedef {{ paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }}
 *   OpenApiDocument
 * @typedef {{
 *   method: string;
 *   path: string;
 *   operation: Operation;
 *   resolve: (schema: Schema | undefined) => Schema;
 *   skip?: string;
 * }} Route A route of the document, with what keeps it from being scanned, if anything.
 * @typedef {import('./seed.mjs').OwnerSeed} OwnerSeed
 * @typedef {import('./seed.mjs').AdminSeed} AdminSeed
 * @typedef {{
 *   key: string;
 *   path: string;
 *   seed: OwnerSeed;
 *   shared: AdminSeed;
 *   resolve: Route['resolve'];
 *   points: string[];
 *   index?: number;
 * }} Context What a value is chosen by, and the labels of the values marked so far.
 * @typedef {{
 *   key: string;
 *   method: string;
 *   url: string;
 *   body: string | undefined;
 *   points: string[];
 *   cookie: string;
 *   rotate: string | undefined;
 *   ignoreCodes: number[];
 * }} Target One sqlmap target.
 */

/** The e-mail in a body that the account proxy replaces on every request (see account-proxy.mjs). */
export const ROTATING_EMAIL = 'rotating@scan.test';

/**
 * Routes limited per account or per e-mail (README, Security): every probe would otherwise be the same
 * account's 11th attempt and answer 429, and the password change and deletion use the account up.
 * They go through the account proxy, which gives them a fresh account (or e-mail) when needed.
 * @type {Record<string, string>}
 */
const ROTATING = {
  'POST /api/auth/sign-up/email': 'new-email',
  'POST /api/auth/sign-in/email': 'account-email',
  'POST /api/profile/password': 'account-cookie',
  'POST /api/profile/deletion': 'account-cookie',
};

/**
 * The seeded value behind a path parameter, by the path segment before it.
 * @type {Record<string, (seed: OwnerSeed) => string | undefined>}
 */
const PATH_VALUES = {
  trips: (seed) => seed.tripId,
  guidebooks: (seed) => seed.guidebookId,
  recommendations: (seed) => seed.tipIds[0],
  'guidebook-recommendations': (seed) => seed.guidebookTipIds[0],
  'shared-links': (seed) => seed.guidebookLinkId,
  'share-links': (seed) => seed.tripShareToken,
  'shared-favorites': (seed) => seed.favoritesToken,
  'shared-guidebooks': (seed) => seed.guidebookShareToken,
  images: (seed) => seed.imageId,
  places: (seed) => seed.placeId,
};

/**
 * Query and body values by field name; `key` is "METHOD /path" and `index` an item's place in its array.
 * @type {Record<string, (ctx: Context) => unknown>}
 */
const FIELD_VALUES = {
  email: ({ key, seed }) => (ROTATING[key] ? ROTATING_EMAIL : seed.account.email),
  password: () => PASSWORD,
  current_password: () => PASSWORD,
  new_password: () => 'scan-password-2',
  newPassword: () => 'scan-password-2',
  // A well-formed reset token that was never issued: reset mails are not delivered during the scan.
  token: () => 'Qm9vZ3VzUmVzZXRUb2tlbkZvclRoZVNjYW4',
  share_token: ({ key, seed }) =>
    key === 'POST /api/trips/copies' ? seed.guidebookShareToken : seed.favoritesToken,
  receipt: ({ seed }) => seed.receipt,
  id: ({ path, seed, index }) =>
    (path.startsWith('/api/guidebooks') ? seed.guidebookTipIds : seed.tipIds)[/** @type {number} */ (index)],
  order_index: ({ index }) => index,
  q: ({ path, seed }) => (path.startsWith('/api/admin') ? CROWD_DOMAIN : seed.placeName.slice(0, 6)),
  cursor: ({ shared }) => shared.adminCursor,
  session: () => 'scan-session-1',
  lat: () => 38.71,
  lng: () => -9.14,
  latitude: () => 38.71,
  longitude: () => -9.14,
  name: ({ seed }) => seed.placeName,
  placeId: ({ seed }) => seed.placeId,
  contributor_name: () => 'Ana',
};

const key = (/** @type {{ method: string; path: string }} */ { method, path }) => `${method} ${path}`;

/**
 * The document's routes, each with what keeps it from being scanned, if anything.
 * @param {OpenApiDocument} document
 * @returns {Route[]}
 */
export function planRoutes(document) {
  /** @type {Route['resolve']} */
  const resolve = (schema) =>
    schema?.$ref
      ? /** @type {Schema} */ (document.components.schemas[schema.$ref.split('/').pop()])
      : (schema ?? {});
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      /** @type {Route} */
      const route = { method: method.toUpperCase(), path, operation, resolve };
      const content = operation.requestBody?.content ?? {};
      const produces = Object.values(operation.responses ?? {}).flatMap((answer) =>
        Object.keys(answer.content ?? {}),
      );
      const body = resolve(content['application/json']?.schema);
      const bodyFields = [body, ...(body.oneOf ?? [])].some(
        (schema) => Object.keys(schema.properties ?? {}).length,
      );
      if (produces.includes('text/event-stream')) {
        route.skip =
          'event stream: the answer never ends, so there is none to compare (its {id} is scanned on the route without /events)';
      } else if (content['multipart/form-data']) {
        route.skip = 'file upload: its one field is an image, decoded and re-encoded, never part of a query';
      } else if (!operation.parameters?.length && !bodyFields) {
        route.skip = 'no parameter';
      }
      return route;
    }),
  );
}

/**
 * Serialises `value` from `schema` with a marker after every leaf value, collecting the leaves' labels.
 * @param {Schema} schema @param {Context} ctx @param {string} label @param {string} name @param {number} [index]
 * @returns {string}
 */
function markedJson(schema, ctx, label, name, index = 0) {
  const resolved = ctx.resolve(schema);
  /** @type {Schema} */
  const chosen = resolved.anyOf
    ? resolved.anyOf.find((/** @type {Schema} */ option) => option.type !== 'null')
    : resolved;
  if (chosen.type === 'object') {
    /** @type {string[]} */
    const fields = Object.entries(chosen.properties ?? {}).map(
      ([field, sub]) =>
        `${JSON.stringify(field)}:${markedJson(sub, ctx, label ? `${label}.${field}` : field, field, index)}`,
    );
    return `{${fields.join(',')}}`;
  }
  if (chosen.type === 'array') {
    // Items with ids name the route's own records (a reorder): one per seeded tip, else a single item.
    const count = ctx.resolve(chosen.items).properties?.id ? ctx.seed.tipIds.length : 1;
    /** @type {string[]} */
    const items = Array.from({ length: count }, (_, i) =>
      markedJson(chosen.items, ctx, `${label}[${i}]`, name, i),
    );
    return `[${items.join(',')}]`;
  }
  const value = leafValue(chosen, { ...ctx, index }, name);
  ctx.points.push(`body ${label}`);
  const json = JSON.stringify(value);
  return typeof value === 'string' ? `${json.slice(0, -1)}*"` : `${json}*`;
}

/**
 * @param {Schema} schema @param {Context} ctx @param {string} name
 * @returns {any}
 */
function leafValue(schema, ctx, name) {
  const fieldValue = FIELD_VALUES[name];
  if (fieldValue) return fieldValue(ctx);
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.format === 'uuid' || schema.pattern) throw new Error(`no seeded value for "${name}"`);
  return `Scan ${name.replaceAll('_', ' ')}`;
}

/**
 * The sqlmap targets of a route (one per body variant of a oneOf), with the seeded values of `seed`
 * (seedOwner) and `shared` (seedAdmin). Throws when a parameter has no seeded value: a new route needs one.
 * @param {Route} route @param {{ base: string; seed: OwnerSeed; shared: AdminSeed }} seeded
 * @returns {Target[]}
 */
export function targetsOf(route, { base, seed, shared }) {
  /** @type {Context} */
  const ctx = { key: key(route), path: route.path, seed, shared, resolve: route.resolve, points: [] };
  let path = route.path;
  /** @type {string[]} */
  const query = [];
  for (const parameter of route.operation.parameters ?? []) {
    if (parameter.in === 'path') {
      const segment = route.path.split('/').at(route.path.split('/').indexOf(`{${parameter.name}}`) - 1);
      const value = PATH_VALUES[segment ?? '']?.(seed);
      if (value === undefined) throw new Error(`no seeded value for path parameter "${parameter.name}"`);
      path = path.replace(`{${parameter.name}}`, `${encodeURIComponent(value)}*`);
    } else if (parameter.in === 'query') {
      const value = leafValue(route.resolve(parameter.schema), ctx, parameter.name);
      query.push(`${parameter.name}=${encodeURIComponent(value)}*`);
    } else continue;
    ctx.points.push(`${parameter.in} ${parameter.name}`);
  }
  const url = `${base}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const schema = route.resolve(route.operation.requestBody?.content?.['application/json']?.schema);
  /** @type {(Schema | undefined)[]} */
  const variants = schema.oneOf ?? (schema.properties ? [schema] : [undefined]);
  const signedIn = Number(route.operation.security?.length) > 0;
  const admin = route.path.startsWith('/api/admin');
  return variants.map((variant, i) => {
    const variantCtx = { ...ctx, points: [...ctx.points] };
    return {
      key: variants.length > 1 ? `${key(route)} #${i + 1}` : key(route),
      method: route.method,
      url,
      body: variant ? markedJson(variant, variantCtx, '', '') : undefined,
      points: variantCtx.points,
      cookie: signedIn ? (admin ? shared.admin.cookie : seed.account.cookie) : '',
      rotate: ROTATING[key(route)],
      ignoreCodes: [
        // A wrong password answers 401 on sign-in: an answer to compare, not a lost session.
        ...(key(route) === 'POST /api/auth/sign-in/email' ? [401] : []),
        // The first, unmodified request deletes the seeded item: later ones answer 404, which sqlmap
        // would otherwise take for a wrong address and give up on.
        ...(route.method === 'DELETE' ? [404] : []),
      ],
    };
  });
}
