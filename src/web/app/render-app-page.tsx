import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { RenderedForUserAgentProvider } from '../lib/use-user-agent';
import { RenderedPageProvider } from '../features/sharing/rendered-shared-page';
import { renderedSharedList, startFromRenderedAppPage, type RenderedAppPage } from './rendered-app-page';
import { Providers } from './providers';
import { routes } from './routes';
import { LanguageProvider } from '../lib/i18n';
import type { AnyLocale } from '../../shared/i18n/locales.js';
import { loadMessages } from '../../shared/i18n/messages.js';

const handler = createStaticHandler(routes);

/** The catalogues the app speaks from (docs/translations.md): all of them are loaded before it draws. */
export const APP_BUNDLES = ['friend', 'public', 'app'] as const;

/**
 * An owner's page at `pathname` as the app will draw it from `drawn`, built for the server (vite.ssr.config.ts):
 * the server sends the drawing with the page and the app takes it over (main.tsx). The tree is the app's
 * own, with the app's routes in a static router in place of the browser's, so the two agree node for node
 * (and on every id React makes for labels and drag handles), and React keeps what is on screen. A part
 * that fails to draw rejects the drawing, and the page is then sent as built, as before drawings.
 */
export async function renderAppPage(
  pathname: string,
  rendered: RenderedAppPage,
  locale: AnyLocale,
): Promise<string> {
  await loadMessages(locale, APP_BUNDLES);
  // Only the path matters to the routes; the origin is never shown or fetched.
  const context = await handler.query(new Request(new URL(pathname, 'http://tiplist.invalid')));
  if (context instanceof Response) {
    throw new Error(`${pathname} answers ${context.status} rather than a page.`);
  }
  const client = createQueryClient();
  startFromRenderedAppPage(client, rendered);
  let failure: unknown = null;
  const { prelude } = await prerender(
    <StrictMode>
      <LanguageProvider locale={locale}>
        <Providers client={client}>
          <RenderedPageProvider rendered={renderedSharedList(rendered)}>
            <RenderedForUserAgentProvider userAgent={rendered.userAgent}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </RenderedForUserAgentProvider>
          </RenderedPageProvider>
        </Providers>
      </LanguageProvider>
    </StrictMode>,
    // One piece: a large part would otherwise be sent after the rest, to be put in place by a script.
    { onError: (error) => void (failure ??= error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  client.clear();
  if (failure)
    throw failure instanceof Error ? failure : new Error('The page could not be drawn.', { cause: failure });
  // A part that suspended would be sent hidden, to be shown by an inline script, which CSP refuses.
  if (html.includes('<script')) throw new Error(`Part of ${pathname} could not be drawn at once.`);
  return html;
}
