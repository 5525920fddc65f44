import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { RenderedPageProvider, type RenderedFriendPage } from '../features/sharing/rendered-shared-page';
import { FriendApp, preloadFriendPage } from './friend-app';
import { LanguageProvider } from '../lib/i18n';
import type { AnyLocale } from '../../shared/i18n/locales.js';
import { loadMessages } from '../../shared/i18n/messages.js';

/**
 * The friend page at `pathname` as the browser will draw it from `drawn`, built for the server
 * (vite.ssr.config.ts): it sends the drawing with the page, and the page's script takes it over. The
 * drawing waits for the page's code; a part that fails to draw rejects it, and the page is then sent
 * undrawn, as before drawings.
 */
export async function renderFriendPage(
  pathname: string,
  rendered: RenderedFriendPage,
  locale: AnyLocale,
): Promise<string> {
  // With its code in, nothing suspends: a part that did would be sent hidden, to be shown by an
  // inline script, which the page's CSP refuses.
  await Promise.all([preloadFriendPage(pathname), loadMessages(locale, ['friend', 'public'])]);
  let failure: unknown = null;
  const { prelude } = await prerender(
    <StrictMode>
      <LanguageProvider locale={locale}>
        <RenderedPageProvider rendered={rendered}>
          <FriendApp renderedAt={pathname} />
        </RenderedPageProvider>
      </LanguageProvider>
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
