import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RenderedPageProvider, readRenderedPage } from '../features/sharing/rendered-shared-page';
import { FriendApp, preloadFriendPage } from './friend-app';
import '../styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

// A shared list may come drawn by the server: React takes that drawing over in place (its heading is
// on screen before any script has run); any other page is drawn here, over the page's "Loading...".
const rendered = readRenderedPage();
void preloadFriendPage(window.location.pathname).then(() => {
  const app = (
    <StrictMode>
      <RenderedPageProvider rendered={rendered}>
        <FriendApp />
      </RenderedPageProvider>
    </StrictMode>
  );
  if (rendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
