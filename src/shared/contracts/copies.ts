import { z } from 'zod';
import { defineContracts } from './contract.js';
import { guidebookSummarySchema } from './guidebooks.js';
import { tripSummarySchema } from './trips.js';

const shareToken = z
  .string({ error: 'The share link is missing.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The share token is missing or invalid.');

/**
 * What a copy is made from: always something the server handed out (a share token, a submission
 * receipt), never the tips themselves, so a copy holds exactly what was shared.
 */
export const guidebookCopySourceSchema = z.discriminatedUnion(
  'from',
  [
    z.strictObject({ from: z.literal('shared-favorites'), share_token: shareToken }),
    z.strictObject({
      from: z.literal('submission'),
      receipt: z.string({ error: 'The receipt is missing.' }).min(1).max(8000, 'The receipt is not valid.'),
    }),
  ],
  { error: 'Say what to copy: "shared-favorites" with a share token, or "submission" with a receipt.' },
);
export type GuidebookCopySource = z.infer<typeof guidebookCopySourceSchema>;

/** A trip is made from a shared guidebook, or from a trip's shared favourites. */
export const tripCopySourceSchema = z.discriminatedUnion(
  'from',
  [
    z.strictObject({ from: z.literal('shared-guidebook'), share_token: shareToken }),
    z.strictObject({ from: z.literal('shared-favorites'), share_token: shareToken }),
  ],
  { error: 'A trip is copied from a shared guidebook or shared favourites, with their share token.' },
);
export type TripCopySource = z.infer<typeof tripCopySourceSchema>;

export const copiedGuidebookSchema = z.object({ guidebook: guidebookSummarySchema });
export const copiedTripSchema = z.object({ trip: tripSummarySchema });

const tag = 'Copies';

export const copyContracts = defineContracts({
  copyIntoGuidebook: {
    method: 'POST',
    path: '/api/guidebooks/copies',
    access: 'owner',
    tag,
    summary: "A new guidebook from a trip's shared favourites, or from the tips a friend has just sent.",
    body: guidebookCopySourceSchema,
    response: { status: 201, schema: copiedGuidebookSchema },
  },
  copyIntoTrip: {
    method: 'POST',
    path: '/api/trips/copies',
    access: 'owner',
    tag,
    summary:
      "A new trip from a shared guidebook (favourite and done reset) or from a trip's shared favourites (still favourites, done reset).",
    body: tripCopySourceSchema,
    response: { status: 201, schema: copiedTripSchema },
  },
});
