import { errorCodes } from '../../../shared/contracts/errors.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { BatchNotice } from './batch-notice.js';
import { savedWebhook } from './notification-settings.service.js';
import { RefusedAddressError } from '../../outbound/safe-addresses.js';
import { sendWebhook, type WebhookOptions } from './webhooks.js';

/** A notice in the shape of a real batch's, so that the owner's receiver can be tried on its fields. */
export function sampleNotice(origin: string): BatchNotice {
  return {
    title: 'This is a test from Tiplist',
    message: 'When friends send tips to one of your trips, a message like this one tells you who sent what.',
    url: `${origin}/`,
    trip: { id: '00000000-0000-0000-0000-000000000000', destination: 'Example trip' },
    tips: [{ category: 'eat', content: 'An example tip', contributor_name: null }],
  };
}

/**
 * Sends the sample notice to the account's saved webhook now, with the checks of every delivery. A
 * refusal of ours is a 422; a webhook that was called and failed is a 502 with its reason.
 */
export async function sendTestWebhook(
  db: Db,
  userId: string,
  origin: string,
  options: WebhookOptions,
): Promise<void> {
  const target = await savedWebhook(db, userId);
  if (!target) {
    throw new AppError(errorCodes.webhookRefused, 422, 'Save a webhook URL first, then send a test to it.');
  }
  try {
    await sendWebhook(target, sampleNotice(origin), options);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The webhook could not be reached.';
    if (error instanceof RefusedAddressError) throw new AppError(errorCodes.webhookRefused, 422, message);
    throw new AppError(errorCodes.webhookFailed, 502, message);
  }
}
