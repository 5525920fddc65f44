/**
 * What people typed (a first name, say) goes into mails as one plain line that no mail client turns
 * into a link: otherwise a name like "Hi\nYour account is locked, sign in at evil.example" would read
 * as our own words, with a working link, in a mail that really comes from us. Every user-given text in
 * every mail passes through here, in the text part and (escaped) in the HTML part.
 */

/** Format characters (zero-width spaces and joiners, direction overrides) can hide what a text says. */
const INVISIBLE = /\p{Cf}/gu;
/** Line breaks, tabs, other control characters and every kind of space. */
const BREAKS = /[\p{Cc}\p{Z}\s]+/gu;
/** A dot or a colon with something right after it, as in `evil.example`, `www.` or `https://`. */
const JOINED_PUNCTUATION = /([.:])(?=\S)/g;

/**
 * One line, with a space after every dot and colon that had none: no scheme, `www.`, domain or
 * e-mail address is left for a mail client to link. Full-width and other look-alike dots and colons
 * are folded to plain ones first (NFKC), so they are broken too.
 */
export function mailText(userText: string): string {
  return userText
    .normalize('NFKC')
    .replace(/[\u3002\uff61]/g, '.')
    .replace(INVISIBLE, '')
    .replace(BREAKS, ' ')
    .replace(JOINED_PUNCTUATION, '$1 ')
    .trim();
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `mailText`, escaped for an HTML part. */
export const mailHtml = (userText: string) => escapeHtml(mailText(userText));
