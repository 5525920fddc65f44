import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { RenderedPageProvider, type RenderedFriendPage } from '../features/sharing/rendered-shared-page';
import { FriendApp, preloadFriendPage } from './friend-app';

/**
 * The friend page at `pathname` as the browser will draw it from `drawn`, built for the server
 * (vite.ssr.config.ts): it sends the drawing with the page, and the page's script takes it over. The
 * drawing waits for the page's code; a part that fails to draw rejects it, and the page is then sent
 * undrawn, as before drawings.
 */
export async function renderFriendPage(pathname: string, rendered: RenderedFriendPage): Promise<string> {
  // With its code in, nothing suspends: a part that did would be sent hidden, to be shown by an
  // inline script, which the page's CSP refuses.
  await preloadFriendPage(pathname);
  let failure: unknown = null;
  const { prelude } = await prerender(
    <StrictMode>
      <RenderedPageProvider rendered={rendered}>
        <FriendApp renderedAt={pathname} />
      </RenderedPageProvider>
    </StrictMode>,
    // One piece: a large part would otherwise be sent after the rest, to be put in place by a script.
    { onError: (error) => void (failure ??= error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  if (failure)
    throw failure instanceof Error ? failure : new Error('The page could not be drawn.', { cause: failure });
  if (html.includes('<script')) throw new Error(`Part of ${pathname} could not be drawn at once.`);
  return html;
}
