/** One mail to one address, in plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A Message-ID of our own (`<…@…>`), the same on every attempt to send one mail. */
  messageId?: string;
  /** More header fields (List-Unsubscribe, say): names and values of our own, never user text. */
  headers?: Record<string, string>;
}
