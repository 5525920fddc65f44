import type { WebhookFormat } from '../../db/tables.js';
import { guardedRequest } from '../../outbound/guarded-request.js';
import { RefusedAddressError, type ResolveHost } from '../../outbound/safe-addresses.js';
import type { BatchNotice } from './batch-notice.js';
import { webhookRequest } from './webhook-bodies.js';
import { webhookUrlProblem } from '../../../shared/rules/webhook-urls.js';

export interface WebhookTarget {
  url: string;
  format: WebhookFormat;
}

export interface WebhookOptions {
  /** WEBHOOK_ALLOW_PRIVATE: http, and private and local addresses, are allowed too (decision 061). */
  allowPrivate: boolean;
  /** For everything: the name's lookup, connecting, sending and the answer. */
  timeoutMs?: number;
  resolve?: ResolveHost;
  /** Told the address a socket is about to be opened to, before it is opened. */
  onConnect?: (address: string) => void;
}

export const WEBHOOK_TIMEOUT_MS = 5000;
const USER_AGENT = 'Tiplist (self-hosted travel tips) notifications';

/**
 * Posts a notice to an owner's webhook, or throws an Error whose message says in a sentence what went
 * wrong: it is shown in the owner's Notifications card, so it names neither the URL (which may hold a
 * token) nor an address the host resolved to. Server-side requests to URLs a user gives are guarded
 * (decision 061): https only, every address of the host public, the socket opened to the address that was
 * checked, redirects not followed, and one deadline for all of it.
 */
export async function sendWebhook(
  target: WebhookTarget,
  notice: BatchNotice,
  options: WebhookOptions,
): Promise<void> {
  const problem = webhookUrlProblem(target.url, { allowHttp: options.allowPrivate });
  if (problem) throw new RefusedAddressError(problem);
  const { url, body } = webhookRequest(new URL(target.url), target.format, notice);
  const answer = await guardedRequest(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': USER_AGENT },
      body,
    },
    {
      subject: 'webhook',
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      resolve: options.resolve,
      onConnect: options.onConnect,
    },
  );
  if (answer.status >= 300 && answer.status < 400) {
    throw new Error(`The webhook answered with a redirect (${answer.status}), which is not followed.`);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const reason = answer.reason
      .replace(/[^\x20-\x7e]/g, '')
      .slice(0, 60)
      .trim();
    throw new Error(`The webhook answered ${answer.status}${reason ? ` ${reason}` : ''}.`);
  }
}
