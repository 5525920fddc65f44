import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RenderedPageProvider, readRenderedPage } from '../features/sharing/rendered-shared-page';
import { FriendApp, preloadFriendPage } from './friend-app';
import { LanguageProvider, pageLocale } from '../lib/i18n';
import { loadBundles } from '../../shared/i18n/catalogues.js';
import { friendMessages } from '../lib/message-bundles';
import '../styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

// A shared list may come drawn by the server: React takes that drawing over in place (its heading is
// on screen before any script has run); any other page is drawn here, over the page's "Loading...".
// Its texts come in the page's language, asked for beside its code (the server names both in `Link`).
const rendered = readRenderedPage();
const locale = pageLocale();
void Promise.all([preloadFriendPage(window.location.pathname), loadBundles(locale, [friendMessages])]).then(
  () => {
    const app = (
      <StrictMode>
        <LanguageProvider locale={locale}>
          <RenderedPageProvider rendered={rendered}>
            <FriendApp />
          </RenderedPageProvider>
        </LanguageProvider>
      </StrictMode>
    );
    if (rendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  },
);
