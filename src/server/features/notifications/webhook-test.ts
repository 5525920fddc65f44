import type { SessionUser } from '../../../shared/contracts/auth.js';
import { errorCodes } from '../../../shared/contracts/errors.js';
import type { Translate } from '../../../shared/i18n/translate.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { languageOf, serverTexts } from '../../mail/server-texts.js';
import type { BatchNotice } from './batch-notice.js';
import { savedWebhook } from './notification-settings.service.js';
import { RefusedAddressError } from '../../outbound/safe-addresses.js';
import { sendWebhook, type WebhookOptions } from './webhooks.js';

/** A notice in the shape of a real batch's, so that the owner's receiver can be tried on its fields. */
export function sampleNotice(origin: string, t: Translate): BatchNotice {
  return {
    title: t('mail.webhookTest.title'),
    message: t('mail.webhookTest.message'),
    url: `${origin}/`,
    trip: { id: '00000000-0000-0000-0000-000000000000', destination: t('mail.webhookTest.destination') },
    tips: [{ category: 'eat', content: t('mail.webhookTest.tip'), contributor_name: null }],
  };
}

/**
 * Sends the sample notice to the account's saved webhook now, with the checks of every delivery. A
 * refusal of ours is a 422; a webhook that was called and failed is a 502 with its reason.
 */
export async function sendTestWebhook(
  db: Db,
  user: Pick<SessionUser, 'id' | 'language'>,
  origin: string,
  options: WebhookOptions,
): Promise<void> {
  const target = await savedWebhook(db, user.id);
  if (!target) {
    throw new AppError(errorCodes.webhookRefused, 422, 'Save a webhook URL first, then send a test to it.');
  }
  // In the owner's language, as every notice to them.
  const notice = sampleNotice(origin, await serverTexts(languageOf(user.language)));
  try {
    await sendWebhook(target, notice, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The webhook could not be reached.';
    if (error instanceof RefusedAddressError) throw new AppError(errorCodes.webhookRefused, 422, message);
    throw new AppError(errorCodes.webhookFailed, 502, message);
  }
}
