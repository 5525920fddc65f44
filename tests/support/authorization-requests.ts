import { randomBytes, randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { TAKEOUT_SAVED_PLACES } from './import-samples.js';
import { imageOf, multipartBody } from './images.js';
import type { Case, Holder, Kind, World } from './authorization-matrix.js';

/** Ids that name nothing (MISSING) and ids the contracts refuse before any lookup (MALFORMED). */
const token = () => randomBytes(32).toString('base64url');
const MISSING = () => ({
  id: randomUUID(),
  linkId: randomUUID(),
  inviteId: randomUUID(),
  userId: randomUUID(),
  token: token(),
  imageId: token(),
  placeId: 'geonames:999999999',
});
const MALFORMED = {
  id: 'not-an-id',
  linkId: 'not-an-id',
  inviteId: 'not-an-id',
  userId: 'not*an*id',
  token: 'not-a-token',
  imageId: 'not*an*image',
  placeId: 'not~a~place',
};

/** Path parameters (or a body's token) for one resource case. */
export function valuesFor(
  world: World,
  kind: Kind,
  which: Case,
): { holder?: Holder; values: Record<string, string> } {
  const { owner, other } = world.holders;
  switch (which) {
    case 'owners':
      return { holder: owner, values: owner.values[kind as keyof Holder['values']] };
    case 'others':
      return { holder: other, values: other.values[kind as keyof Holder['values']] };
    case 'crossed': {
      // The owner's list with what another list holds: a link, an invite, a companion.
      const onTrip = ['favouritesLink', 'tripInvite', 'tripCompanion'].includes(kind);
      const parent = onTrip ? owner.values.trip : owner.values.guidebook;
      const theirs = other.values[kind as keyof Holder['values']];
      return { holder: owner, values: { ...theirs, id: parent.id ?? '' } };
    }
    case 'expired':
    case 'revoked': {
      const values = owner.values[kind as 'favouritesToken'];
      return { holder: owner, values: { token: values[which] ?? '' } };
    }
    case 'missing':
      return { values: MISSING() };
    case 'malformed':
      return { values: MALFORMED };
    case 'known':
      return { values: { placeId: world.placeId } };
    default:
      return { values: {} };
  }
}

export const fillParams = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

let address = 0;

/** One request through inject, from an address of its own so that per-address limits stay out of the way. */
export async function send(
  world: World,
  request: { method: string; url: string; cookie?: string; body?: unknown; upload?: 'image' | 'places' },
): Promise<{ status: number; body: string; headers: OutgoingHttpHeaders; json: () => unknown }> {
  address += 1;
  const headers: Record<string, string> = request.cookie ? { cookie: request.cookie } : {};
  let payload = request.body as object | undefined;
  if (request.upload) {
    const part =
      request.upload === 'image'
        ? await multipartBody(await imageOf('png'))
        : await multipartBody(Buffer.from(TAKEOUT_SAVED_PLACES), { field: 'file', filename: 'places.json' });
    headers['content-type'] = part.contentType;
    payload = part.payload;
  }
  const response = await world.t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: `172.16.${(address >> 8) & 255}.${address & 255}`,
  });
  return {
    status: response.statusCode,
    body: response.body,
    headers: response.headers,
    json: () => response.json(),
  };
}

/** An event stream over a real socket: only its status and, when refused, its body; never waits for events. */
export async function openStream(world: World, url: string, cookie?: string) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5000);
  try {
    const response = await fetch(`${world.base}${url}`, {
      headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
      signal: controller.signal,
    });
    const streaming = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
    const body = streaming ? '' : await response.text();
    const { headers } = response;
    return { status: response.status, body, headers, streaming, json: () => JSON.parse(body) as unknown };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
