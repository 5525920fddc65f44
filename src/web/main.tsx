import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { DrawnUserAgentProvider } from './lib/use-user-agent';
import { queryClient } from './lib/query-client';
import { Providers } from './app/providers';
import { readDrawnAppPage, startFromDrawnAppPage } from './app/drawn-app-page';
import { prerenderedPage } from './app/prerendered-pages';
import { router } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

// An owner's page the server drew (decision 022) starts from what it was drawn from.
const drawnAppPage = readDrawnAppPage();
if (drawnAppPage) startFromDrawnAppPage(queryClient, drawnAppPage);

const app = (
  <StrictMode>
    <Providers>
      <DrawnUserAgentProvider userAgent={drawnAppPage?.userAgent ?? null}>
        <RouterProvider router={router} />
      </DrawnUserAgentProvider>
    </Providers>
  </StrictMode>
);

/** Resolves once the router has what the first page needs (a lazily loaded page's code). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A page drawn ahead (at build time, or by the server) is taken over as it stands: drawn again, its
// text would be new elements, and Chrome would time the page's largest paint from after the scripts
// instead of from the first paint (Lighthouse mobile: 2.8 s instead of about 1.7 s). Until its code is
// in, the drawn page stays as it is. Taken over as a transition, the work comes in slices between which
// the browser stays responsive, rather than as one long task (a third of a second for a trip on a phone).
if (prerenderedPage() || drawnAppPage) {
  void routerReady().then(() => startTransition(() => void hydrateRoot(container, app)));
} else createRoot(container).render(app);
