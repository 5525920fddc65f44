import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const DrawnUserAgent = createContext<string | null>(null);

/** The browser a page was drawn for on the server, so the drawing and its takeover say the same. */
export function DrawnUserAgentProvider({
  userAgent,
  children,
}: {
  userAgent: string | null;
  children: ReactNode;
}) {
  return <DrawnUserAgent value={userAgent}>{children}</DrawnUserAgent>;
}

const subscribe = () => () => {};

/**
 * The browser's user agent: the one a server drawing was made for while React takes it over, the
 * browser's own from then on (a maps link chooses its app by it).
 */
export function useUserAgent(): string {
  const drawnFor = useContext(DrawnUserAgent);
  return useSyncExternalStore(
    subscribe,
    () => navigator.userAgent,
    () => drawnFor ?? '',
  );
}
