import type { FastifyInstance, FastifyReply } from 'fastify';

/** What no cache may keep, the browser's own disk cache included: answers about one signed-in person. */
export const PRIVATE_ANSWER = 'private, no-store';
/** What any cache may hold but must ask the server about again before each use. */
export const REVALIDATED_ANSWER = 'no-cache';

/**
 * Adds a request header to the reply's Vary, keeping those named already: compression adds
 * Accept-Encoding, the private scopes add Cookie, and neither may overwrite the other.
 */
export function addVary(reply: FastifyReply, header: string): FastifyReply {
  const current = reply.getHeader('vary');
  const named = [current ?? []]
    .flat()
    .flatMap((value) => String(value).split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = named.map((name) => name.toLowerCase());
  if (lower.includes('*') || lower.includes(header.toLowerCase())) return reply;
  return reply.header('vary', [...named, header].join(', '));
}

/**
 * Every answer of a scope whose answers belong to whoever sent the cookie: its successes, its errors and
 * any 304, kept by no cache, and, for a cache that keeps it nonetheless, told apart by the cookie. An
 * event stream writes its own headers (realtime/event-streams.ts); its refusals pass here.
 */
export function keepAnswersPrivate(scope: FastifyInstance): void {
  scope.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', PRIVATE_ANSWER);
    addVary(reply, 'Cookie');
    done(null, payload);
  });
}

/**
 * Public reads (by share token or by id): a cache may hold them but asks again before each use, so a
 * revoked link or a changed trip is never shown from a copy. A route that says otherwise keeps its own
 * (an image whose address is its content's hash, a download).
 */
export function keepAnswersRevalidated(scope: FastifyInstance): void {
  scope.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', REVALIDATED_ANSWER);
    done(null, payload);
  });
}
