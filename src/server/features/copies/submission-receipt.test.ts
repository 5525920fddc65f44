import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RECEIPT_LIFETIME_MS, signReceipt, verifyReceipt } from './submission-receipt.js';

const SECRET = 'a-secret-long-enough-for-tests-0123456789abcdef';
const tripId = randomUUID();
const tipIds = [randomUUID(), randomUUID()];
const issuedAt = Date.UTC(2030, 0, 1);

const payloadOf = (receipt: string) =>
  JSON.parse(Buffer.from(receipt.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
/** The same signature over a different payload: what an attacker who edits the receipt sends. */
const withPayload = (receipt: string, payload: unknown) =>
  `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${receipt.split('.')[1] ?? ''}`;

describe('submission receipts', () => {
  const receipt = signReceipt(SECRET, { tripId, tipIds }, issuedAt);

  it('name the trip and exactly the tips, while they last', () => {
    expect(verifyReceipt(SECRET, receipt, issuedAt + 1000)).toEqual({
      ok: true,
      receipt: { tripId, tipIds, issuedAt },
    });
    expect(verifyReceipt(SECRET, receipt, issuedAt + RECEIPT_LIFETIME_MS).ok).toBe(true);
  });

  it('expire after 30 days', () => {
    expect(verifyReceipt(SECRET, receipt, issuedAt + RECEIPT_LIFETIME_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([
    ['signed with another secret', () => signReceipt(`${SECRET}-other`, { tripId, tipIds }, issuedAt)],
    ['with a forged signature', () => `${receipt.split('.')[0] ?? ''}.${'A'.repeat(43)}`],
    ['with a truncated signature', () => receipt.slice(0, -2)],
    ['with characters added to the signature', () => `${receipt}==`],
    [
      'with one more tip id',
      () => withPayload(receipt, { ...payloadOf(receipt), tips: [...tipIds, randomUUID()] }),
    ],
    ['naming another trip', () => withPayload(receipt, { ...payloadOf(receipt), trip: randomUUID() })],
    ['issued later than signed', () => withPayload(receipt, { ...payloadOf(receipt), iat: issuedAt + 1 })],
    [
      'signed with the secret itself instead of the receipt key',
      () => {
        const encoded = receipt.split('.')[0] ?? '';
        return `${encoded}.${createHmac('sha256', SECRET).update(encoded).digest('base64url')}`;
      },
    ],
    ['with no signature', () => receipt.split('.')[0] ?? ''],
    ['with three parts', () => `${receipt}.x`],
    ['that is not a receipt at all', () => 'hello'],
    ['that is empty', () => ''],
  ])('refuse a receipt %s', (_case, make) => {
    expect(verifyReceipt(SECRET, make(), issuedAt + 1000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse a correctly signed payload that does not name a trip and its tips', () => {
    const noTips = signReceipt(SECRET, { tripId, tipIds: [] }, issuedAt);
    expect(verifyReceipt(SECRET, noTips, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
    const notATrip = signReceipt(SECRET, { tripId: 'not-a-uuid', tipIds }, issuedAt);
    expect(verifyReceipt(SECRET, notATrip, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse a receipt from the future', () => {
    const future = signReceipt(SECRET, { tripId, tipIds }, issuedAt + 60 * 60 * 1000);
    expect(verifyReceipt(SECRET, future, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
  });
});
