import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The token of an account's unsubscribe link, mailed with every notification (decision 060):
 * `base64url(user id).base64url(HMAC-SHA256(user id))`, keyed by a key derived from the auth secret for
 * this purpose alone, so no other signature of ours (a session cookie, a copy receipt) passes for one,
 * nor one for them. It names its account, so it cannot be guessed nor turned to another account: the
 * signature covers the id. It does not expire, as the mail it came in does not: mail providers and
 * people use it weeks later, and all it can do is stop these mails.
 */

const PURPOSE = 'tiplist notification unsubscribe v1';
/** Better Auth's ids are 32 characters; anything much longer is not one of ours. */
const MAX_ID_LENGTH = 128;

const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', PURPOSE, 32));
    keys.set(secret, key);
  }
  return key;
}

const sign = (secret: string, userId: string) => createHmac('sha256', keyFor(secret)).update(userId).digest();

export function signUnsubscribeToken(secret: string, userId: string): string {
  const encoded = Buffer.from(userId).toString('base64url');
  return `${encoded}.${sign(secret, userId).toString('base64url')}`;
}

/** The account a token was made for, or null for a token that is not one of ours as it stands. */
export function userOfUnsubscribeToken(secret: string, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encoded = '', signature = ''] = parts;
  const id = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  // Buffer.from skips characters outside base64url: re-encoding refuses a token with any in it.
  if (id.toString('base64url') !== encoded || given.toString('base64url') !== signature) return null;
  const userId = id.toString('utf8');
  if (userId.length === 0 || userId.length > MAX_ID_LENGTH) return null;
  const expected = sign(secret, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
