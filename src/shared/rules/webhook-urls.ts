/** The bodies a webhook can be sent in (decision 061), in the order the Notifications card lists them. */
export const WEBHOOK_FORMATS = ['json', 'ntfy', 'discord', 'slack'] as const;
export type WebhookFormatName = (typeof WEBHOOK_FORMATS)[number];

/** Longer than any service's webhook address; the column keeps what the owner typed. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/**
 * What is wrong with a webhook address as written, or null. https only, unless the server allows private
 * addresses (WEBHOOK_ALLOW_PRIVATE), which allows http too: a self-hoster's ntfy on the LAN often has no
 * certificate (decision 061). Where the host points is checked when it is called, not here.
 */
export function webhookUrlProblem(text: string, { allowHttp }: { allowHttp: boolean }): string | null {
  if (text.length > WEBHOOK_URL_MAX_LENGTH) {
    return `The webhook URL can be at most ${WEBHOOK_URL_MAX_LENGTH} characters long.`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'The webhook URL is not a web address; it starts with https://.';
  }
  if (url.protocol === 'http:' && !allowHttp) {
    return 'The webhook URL must start with https:// (this server does not send to http addresses).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return allowHttp
      ? 'The webhook URL must start with https:// or http://.'
      : 'The webhook URL must start with https://.';
  }
  if (!url.hostname) return 'The webhook URL has no host.';
  return null;
}
