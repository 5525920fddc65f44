import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { RenderedForUserAgentProvider } from './lib/use-user-agent';
import { nextTask } from './lib/next-task';
import { queryClient } from './lib/query-client';
import { Providers } from './app/providers';
import {
  readRenderedAppPage,
  renderedSharedList,
  startFromRenderedAppPage,
  type RenderedAppPage,
} from './app/rendered-app-page';
import { RenderedPageProvider } from './features/sharing/rendered-shared-page';
import { prerenderedPage } from './app/prerendered-pages';
import { createAppRouter, type AppRouter } from './app/router';
import { FollowAccountLanguage } from './app/follow-account-language';
import { LanguageProvider, pageLocale } from './lib/i18n';
import type { AnyLocale } from '../shared/i18n/locales.js';
import { loadBundles } from '../shared/i18n/catalogues.js';
import { appMessages, friendMessages, publicMessages } from './lib/message-bundles';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

/** Resolves once the router has what the first page needs (a lazily loaded page's code). */
function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const appOf = (router: AppRouter, rendered: RenderedAppPage | null, locale: AnyLocale) => (
  <StrictMode>
    <LanguageProvider locale={locale}>
      <Providers>
        {/* A drawn shared list's map reads its list as the shared page does. */}
        <RenderedPageProvider rendered={renderedSharedList(rendered)}>
          <RenderedForUserAgentProvider userAgent={rendered?.userAgent ?? null}>
            <RouterProvider router={router} />
            <FollowAccountLanguage />
          </RenderedForUserAgentProvider>
        </RenderedPageProvider>
      </Providers>
    </LanguageProvider>
  </StrictMode>
);

// The app starts in a few tasks rather than one: on a slow phone, one was long enough to hold up a tap
// (Lighthouse counts each task over 50 ms on its phone against the page).
async function startApp(root: HTMLElement) {
  // Its texts, in the page's language, come while the rest starts (docs/translations.md).
  const locale = pageLocale();
  const messages = loadBundles(locale, [friendMessages, publicMessages, appMessages]);
  // An owner's page the server drew (decision 042) starts from what it was drawn from.
  const renderedAppPage = readRenderedAppPage();
  if (renderedAppPage) startFromRenderedAppPage(queryClient, renderedAppPage);
  await nextTask();
  const router = createAppRouter();
  const app = appOf(router, renderedAppPage, locale);
  await messages;
  if (!prerenderedPage() && !renderedAppPage) {
    createRoot(root).render(app);
    return;
  }
  // A page drawn ahead (at build time, or by the server) is taken over as it stands: drawn again, its
  // text would be new elements, and Chrome would time the page's largest paint from after the scripts
  // instead of from the first paint (Lighthouse mobile: 2.8 s instead of about 1.7 s). Until its code is
  // in, the drawn page stays as it is. Taken over as a transition, the work comes in slices between which
  // the browser stays responsive, rather than as one long task (a third of a second for a trip on a phone).
  await routerReady(router);
  await nextTask();
  startTransition(() => void hydrateRoot(root, app));
}

void startApp(container);
