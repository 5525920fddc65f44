/**
 * The attribute the server puts on the `<html>` element of a friend page it sends as built to a browser
 * with a session cookie: the page then offers a way back to the visitor's own trips without asking the
 * server who they are. A cookie that has ended still marks the page; its link then leads to sign-in.
 */
export const SIGNED_IN_MARK = 'data-signed-in';

/** The page's HTML with the mark on its `<html>` element (unchanged when it has none). */
export function markedSignedIn(html: string): string {
  return html.replace(/<html\b/i, `<html ${SIGNED_IN_MARK}`);
}
