import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FriendApp, preloadFriendPage } from './friend-app';
import '../styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

void preloadFriendPage(window.location.pathname).then(() => {
  createRoot(container).render(
    <StrictMode>
      <FriendApp />
    </StrictMode>,
  );
});
