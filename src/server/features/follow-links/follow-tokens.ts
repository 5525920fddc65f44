import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A follow link's token: 256 random bits, handed to the friend's browser once. Only its SHA-256 is
 * kept (decision 062): the token has all the entropy it needs, so a plain hash is enough, and a copy
 * of the database opens no follow page.
 */
export const newFollowToken = () => randomBytes(32).toString('base64url');

export const hashFollowToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * What a code in a follow mail does: confirm the address, or stop the mails. The server cannot rebuild
 * the follow token it does not keep, so mails carry codes of their own: `{link id}.{HMAC}`, keyed by a
 * key derived from the auth secret for this purpose alone, over the purpose, the link and its address.
 * No one without the secret can make one, a code of one link or address opens nothing of another, and
 * an address left again after removal needs a new confirmation.
 */
export type MailCodePurpose = 'confirm' | 'stop';

const KEY_PURPOSE = 'tiplist follow mail codes v1';
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', KEY_PURPOSE, 32));
    keys.set(secret, key);
  }
  return key;
}

const macOf = (secret: string, purpose: MailCodePurpose, linkId: string, email: string) =>
  createHmac('sha256', keyFor(secret)).update(`${purpose}\n${linkId}\n${email}`).digest();

export function mailCode(secret: string, purpose: MailCodePurpose, linkId: string, email: string): string {
  return `${linkId}.${macOf(secret, purpose, linkId, email).toString('base64url')}`;
}

/** The link id a code names, before its signature is checked against the link's address. */
export function linkIdOfCode(code: string): string | null {
  const [linkId, mac, ...rest] = code.split('.');
  return linkId && mac && rest.length === 0 ? linkId : null;
}

export function isMailCodeOf(
  secret: string,
  code: string,
  purpose: MailCodePurpose,
  linkId: string,
  email: string,
): boolean {
  const given = Buffer.from(code.slice(linkId.length + 1), 'base64url');
  const expected = macOf(secret, purpose, linkId, email);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
