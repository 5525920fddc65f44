import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The one field of RFC 8058's one-click request, which the pages' own buttons post too. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

/** The one-click body is a few dozen bytes; a form of more is not one. */
const FORM_BODY_LIMIT = 2048;

/**
 * Lets a scope take form posts, as mail providers send RFC 8058's request and as a page's button does:
 * form-encoded, or multipart/form-data, which the RFC also names. The body stays a string for
 * `oneClickRefusal` to read; a JSON body stays an object and so is not a form.
 */
export function acceptFormPosts(scope: FastifyInstance): void {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
  }
}

/** The value of one field of a multipart/form-data body, or null when it has none (RFC 7578). */
function multipartField(body: string, contentType: string, field: string): string | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return null;
  for (const part of body.split(`--${boundary}`)) {
    const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (new RegExp(`name="${field}"`, 'i').test(head)) return rest.join('\n\n').replace(/\r?\n$/, '');
  }
  return null;
}

/**
 * Why a POST is not RFC 8058's one-click request `List-Unsubscribe=One-Click`: 415 for a body that is
 * not a form, 400 for a form that says something else; null when it is the request.
 */
export function oneClickRefusal(request: FastifyRequest): 400 | 415 | null {
  const body = request.body;
  const contentType = request.headers['content-type'] ?? '';
  if (typeof body !== 'string') return body === undefined || body === null ? 400 : 415;
  const value = contentType.toLowerCase().startsWith('multipart/form-data')
    ? multipartField(body, contentType, ONE_CLICK_FIELD)
    : new URLSearchParams(body).get(ONE_CLICK_FIELD);
  return value === ONE_CLICK_VALUE ? null : 400;
}
