import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits.js';

/**
 * A friend's proof of the tips they have just sent: whoever holds it may make a guidebook of exactly
 * those tips (decision 018). The token is `base64url(payload).base64url(HMAC-SHA256(payload))`, keyed
 * by a key derived from the auth secret for this purpose alone, so no other signature of ours (a
 * session cookie, a reset link) can pass for a receipt, nor a receipt for them.
 */

const PURPOSE = 'tiplist submission receipt v1';
const VERSION = 1;
export const RECEIPT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Clocks of two instances differ a little; a receipt from further in the future is not ours. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface SubmissionReceipt {
  tripId: string;
  tipIds: string[];
  /** Milliseconds since the epoch. */
  issuedAt: number;
}

export type ReceiptCheck =
  { ok: true; receipt: SubmissionReceipt } | { ok: false; reason: 'invalid' | 'expired' };

const payloadSchema = z.strictObject({
  v: z.literal(VERSION),
  trip: z.uuid(),
  tips: z.array(z.uuid()).min(1).max(LIMITS.tipsPerRequestMax),
  iat: z.number().int().nonnegative(),
});

const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', PURPOSE, 32));
    keys.set(secret, key);
  }
  return key;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyFor(secret)).update(payload).digest();

export function signReceipt(
  secret: string,
  { tripId, tipIds }: Pick<SubmissionReceipt, 'tripId' | 'tipIds'>,
  now = Date.now(),
): string {
  const payload: z.infer<typeof payloadSchema> = { v: VERSION, trip: tripId, tips: tipIds, iat: now };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(secret, encoded).toString('base64url')}`;
}

/** Checks the signature before reading anything else; an altered or foreign receipt says nothing. */
export function verifyReceipt(secret: string, token: string, now = Date.now()): ReceiptCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const parts = token.split('.');
  if (parts.length !== 2) return invalid;
  const [encoded = '', signature = ''] = parts;
  const expected = sign(secret, encoded);
  const given = Buffer.from(signature, 'base64url');
  // Buffer.from drops characters outside base64url; comparing the re-encoding refuses such a signature.
  if (given.toString('base64url') !== signature) return invalid;
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return invalid;
  const { trip, tips, iat } = parsed.data;
  if (iat > now + CLOCK_SKEW_MS) return invalid;
  if (now - iat > RECEIPT_LIFETIME_MS) return { ok: false, reason: 'expired' };
  return { ok: true, receipt: { tripId: trip, tipIds: tips, issuedAt: iat } };
}
