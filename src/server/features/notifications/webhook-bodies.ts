import type { WebhookFormat } from '../../db/tables.js';
import type { BatchNotice } from './batch-notice.js';

/** What is posted, and where: ntfy takes JSON only at its root, so its request goes elsewhere. */
export interface WebhookRequest {
  url: URL;
  body: string;
}

/** Discord refuses a message whose content is longer (Execute Webhook: content, up to 2000 characters). */
export const DISCORD_CONTENT_LIMIT = 2000;

/** The request a notice becomes for the service the owner chose (decision 061). */
export function webhookRequest(url: URL, format: WebhookFormat, notice: BatchNotice): WebhookRequest {
  switch (format) {
    case 'json':
      return { url, body: JSON.stringify(jsonBody(notice)) };
    case 'ntfy':
      return ntfyRequest(url, notice);
    case 'discord':
      return { url, body: JSON.stringify(discordBody(notice)) };
    case 'slack':
      return { url, body: JSON.stringify({ text: slackText(notice) }) };
  }
}

/** The notice as it is, field for field, for whoever reads it with their own code. */
function jsonBody({ title, message, url, trip, tips }: BatchNotice) {
  return { title, message, url, trip, tips };
}

/**
 * ntfy publishes JSON posted to its root with the topic in the body ("Publish as JSON"); the owner gives
 * the topic's address (https://ntfy.sh/mytopic), so the topic is its last segment and the root what is
 * before it, which keeps a server run under a path of its own. Its query (an `auth` parameter) is kept.
 */
function ntfyRequest(topicUrl: URL, { title, message, url }: BatchNotice): WebhookRequest {
  const segments = topicUrl.pathname.split('/');
  const topic = decodeURIComponent(segments.pop() ?? '');
  const root = new URL(topicUrl.href);
  root.pathname = `${segments.join('/')}/`;
  root.hash = '';
  const body = { topic, title, message, ...(url ? { click: url } : {}) };
  return { url: root, body: JSON.stringify(body) };
}

/**
 * Discord renders Markdown and turns @everyone, @here and <@id> into pings. No mention is parsed
 * (`allowed_mentions.parse` empty), and a friend's words are escaped besides, so that they can neither ping
 * a server nor dress up as a link.
 */
function discordBody({ title, message, url }: BatchNotice) {
  const lines = [`**${escapeDiscord(title)}**`, escapeDiscord(message), url ? `<${url}>` : ''];
  const content = lines.filter(Boolean).join('\n');
  return { content: shorten(content, DISCORD_CONTENT_LIMIT), allowed_mentions: { parse: [] } };
}

function escapeDiscord(text: string): string {
  return text.replace(/[\\*_~`|>[\]()#<:]/g, '\\$&').replace(/@/g, '@\u200b');
}

function shorten(text: string, limit: number): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit - 1).join('')}…`;
}

/**
 * Slack reads &, < and > as its control characters and asks for them as entities in text; a link is
 * written <url|label>. So no friend's word can become a link, a mention or <!everyone>.
 */
function slackText({ title, message, url }: BatchNotice): string {
  const heading = url ? `<${slackUrl(url)}|${escapeSlack(title)}>` : escapeSlack(title);
  return `${heading}\n${escapeSlack(message)}`;
}

function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A `|` would end the address inside <url|label>, so it is percent-encoded, as is any < or >. */
function slackUrl(url: string): string {
  return escapeSlack(url.replace(/\|/g, '%7C'));
}
