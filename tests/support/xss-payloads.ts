/**
 * Cross-site scripting payloads, each with a short label. Any of them that a page interpreted as markup, a
 * link or a template would run `window.__xss = 1` or `alert(1)`: a page that stays clean shows each one
 * as the characters typed. All fit the shortest user-text field (a friend's name, 80 characters), have no
 * leading or trailing whitespace (fields are trimmed) and no `@` (it starts a place search in tip entries).
 */
export interface XssPayload {
  label: string;
  text: string;
  /** What a tip's text shows instead, when the payload is a markdown link to a web address (its label, linked). */
  shownInTip?: string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = [
  { label: 'script tag', text: '<script>window.__xss=1</script>' },
  { label: 'img onerror', text: '<img src=x onerror="window.__xss=1;alert(1)">' },
  { label: 'svg onload', text: '<svg onload=alert(1)>' },
  { label: 'script inside svg', text: '<svg><script>window.__xss=1</script></svg>' },
  { label: 'javascript: url', text: 'javascript:alert(1)' },
  { label: 'javascript: url, entity', text: 'jav&#x09;ascript:window.__xss=1' },
  { label: 'javascript: url, mixed case and tab', text: 'JaVa\tScRiPt:alert(1)' },
  { label: 'data: url, base64 html', text: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
  { label: 'data: url, html', text: 'data:text/html,<script>alert(1)</script>' },
  { label: 'markdown link to javascript:', text: '[click me](javascript:alert(1))' },
  { label: 'markdown image to javascript:', text: '![x](javascript:window.__xss=1)' },
  { label: 'markdown link, entity-encoded scheme', text: '[x](&#106;avascript:alert(1))' },
  { label: 'markdown link to data:', text: '[x](data:text/html,<script>alert(1)</script>)' },
  {
    label: 'markdown link, markup label',
    text: '[<img src=x onerror=alert(1)>](https://example.test/)',
    shownInTip: '<img src=x onerror=alert(1)>',
  },
  { label: 'attribute breakout, double quote', text: '"><script>window.__xss=1</script>' },
  { label: 'attribute breakout, single quote', text: "' onmouseover='window.__xss=1' x='" },
  { label: 'iframe srcdoc', text: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>' },
  { label: 'template, constructor', text: "{{constructor.constructor('window.__xss=1')()}}" },
  { label: 'template literal', text: '${window.__xss=1}#{alert(1)}' },
  { label: 'fullwidth script tag', text: '＜script＞window.__xss=1＜/script＞' },
  { label: 'right-to-left override', text: '\u202E<img src=x onerror=alert(1)>gpj.exe' },
  { label: 'comment breakout', text: '<!--<img src="--><img src=x onerror=alert(1)//">' },
  { label: 'CDATA', text: '<![CDATA[<script>window.__xss=1</script>]]>' },
  { label: 'anchor to javascript:', text: '<a href="javascript:alert(1)">click</a>' },
  { label: 'bare url with markup', text: 'https://example.test/?q="><svg onload=alert(1)>' },
];

/** The payloads that fit a field of this many characters. */
export function payloadsUpTo(maxLength: number): string[] {
  return XSS_PAYLOADS.map((payload) => payload.text).filter((text) => text.length <= maxLength);
}

function entryAt(index: number): XssPayload {
  const payload = XSS_PAYLOADS[index % XSS_PAYLOADS.length];
  if (!payload) throw new Error('The payload corpus is empty.');
  return payload;
}

/** The payload at this position, counting round the corpus (so any number of fields gets one each). */
export const payloadAt = (index: number): string => entryAt(index).text;

/** What a tip whose text is the payload at this position shows as text. */
export const shownInTipAt = (index: number): string => entryAt(index).shownInTip ?? entryAt(index).text;

/** The payload with this label. */
export function payload(label: string): string {
  const found = XSS_PAYLOADS.find((each) => each.label === label);
  if (!found) throw new Error(`No payload is labelled "${label}".`);
  return found.text;
}
