/**
 * A place's description in a map file is HTML: KML says so, Google My Maps and Earth show it as such,
 * and OsmAnd and Organic Maps show a GPX description as HTML too. A tip's words are therefore escaped
 * (never run as markup in someone's map app) with their line breaks as <br>, and read back to the very
 * same words: `descriptionText(descriptionHtml(words)) === words`.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Words as a description's HTML (the XML writer escapes the result again for the file). */
export function descriptionHtml(words: string): string {
  return words.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char).replace(/\n/g, '<br>');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/** One character reference or named entity, or the text as it was when it names nothing we know. */
function decodeEntity(entity: string, body: string): string {
  if (body[0] !== '#') return NAMED[body] ?? entity;
  const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * A description's HTML as words, whoever wrote it (My Maps writes <br> and the odd tag): line breaks
 * kept, other tags left out, then entities decoded, once, so escaped markup comes back as the text it was.
 */
export function descriptionText(html: string | null): string | null {
  if (html === null) return null;
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, decodeEntity);
}
