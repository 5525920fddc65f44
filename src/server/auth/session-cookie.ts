import { createHmac, timingSafeEqual } from 'node:crypto';

const SESSION_COOKIE = 'better-auth.session_token';

/**
 * The session cookie's name: over HTTPS with the "__Host-" prefix, which the browser accepts only from a
 * secure origin, for the whole site and without a Domain, so no subdomain can set or overwrite it.
 */
export const sessionCookieName = (https: boolean) => (https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

const SESSION_COOKIES = [sessionCookieName(true), sessionCookieName(false)];

/** Whether the Cookie header carries a session cookie at all (valid or not). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => SESSION_COOKIES.includes(part.split('=')[0]?.trim() ?? ''));
}

/** The session token of a Cookie header, if its signature is ours. */
export function verifiedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    const name = part.slice(0, separator).trim();
    if (!SESSION_COOKIES.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
}
