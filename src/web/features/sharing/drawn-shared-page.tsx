import { createContext, useContext, type ReactNode } from 'react';
import { DrawnUserAgentProvider } from '../../lib/use-user-agent';
import { DRAWN_PAGE_DATA_ID, type DrawnFriendPage } from '../../../shared/rules/drawn-friend-page.js';

export type { DrawnFriendPage };

const DrawnPageContext = createContext<DrawnFriendPage | null>(null);

export function DrawnPageProvider({
  drawn,
  children,
}: {
  drawn: DrawnFriendPage | null;
  children: ReactNode;
}) {
  return (
    <DrawnPageContext value={drawn}>
      <DrawnUserAgentProvider userAgent={drawn?.userAgent ?? null}>{children}</DrawnUserAgentProvider>
    </DrawnPageContext>
  );
}

/** The drawn page, if this render takes one over (or draws it, on the server). */
export function useDrawnPage(): DrawnFriendPage | null {
  return useContext(DrawnPageContext);
}

/** The drawn page's data in this document, or null when the page was not drawn (or it cannot be read). */
export function readDrawnPage(): DrawnFriendPage | null {
  const text = document.getElementById(DRAWN_PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DrawnFriendPage;
  } catch {
    return null;
  }
}
