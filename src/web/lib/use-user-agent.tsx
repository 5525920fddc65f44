import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const RenderedForUserAgent = createContext<string | null>(null);

/** The browser a page was drawn for on the server, so the drawing and its takeover say the same. */
export function RenderedForUserAgentProvider({
  userAgent,
  children,
}: {
  userAgent: string | null;
  children: ReactNode;
}) {
  return <RenderedForUserAgent value={userAgent}>{children}</RenderedForUserAgent>;
}

const subscribe = () => () => {};

/**
 * The browser's user agent: the one a server drawing was made for while React takes it over, the
 * browser's own from then on (a maps link chooses its app by it).
 */
export function useUserAgent(): string {
  const renderedFor = useContext(RenderedForUserAgent);
  return useSyncExternalStore(
    subscribe,
    () => navigator.userAgent,
    () => renderedFor ?? '',
  );
}
