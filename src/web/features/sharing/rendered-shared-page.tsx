import { createContext, useContext, type ReactNode } from 'react';
import { RenderedForUserAgentProvider } from '../../lib/use-user-agent';
import {
  RENDERED_FRIEND_PAGE_DATA_ID,
  type RenderedFriendPage,
} from '../../../shared/rules/rendered-friend-page.js';

export type { RenderedFriendPage };

const RenderedPageContext = createContext<RenderedFriendPage | null>(null);

export function RenderedPageProvider({
  rendered,
  children,
}: {
  rendered: RenderedFriendPage | null;
  children: ReactNode;
}) {
  return (
    <RenderedPageContext value={rendered}>
      <RenderedForUserAgentProvider userAgent={rendered?.userAgent ?? null}>
        {children}
      </RenderedForUserAgentProvider>
    </RenderedPageContext>
  );
}

/** The rendered page, if this render takes one over (or draws it, on the server). */
export function useRenderedPage(): RenderedFriendPage | null {
  return useContext(RenderedPageContext);
}

/** The rendered page's data in this document, or null when the page was not drawn (or it cannot be read). */
export function readRenderedPage(): RenderedFriendPage | null {
  const text = document.getElementById(RENDERED_FRIEND_PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RenderedFriendPage;
  } catch {
    return null;
  }
}
