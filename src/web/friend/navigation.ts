import { useSyncExternalStore } from 'react';

/** Fired on our own history changes; the browser only fires popstate for Back and Forward. */
const NAVIGATED = 'tiplist:navigated';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

const currentPath = () => window.location.pathname;

/**
 * The address bar's path, re-rendering on every navigation. `renderedAt` is the path a drawing on the
 * server is made for; the browser taking that drawing over reads its own address, which is the same.
 */
export function usePathname(renderedAt?: string): string {
  return useSyncExternalStore(subscribe, currentPath, () => renderedAt ?? currentPath());
}

/** Moves between friend pages without reloading, so toasts and what was typed stay in memory. */
export function navigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.scrollTo(0, 0);
  window.dispatchEvent(new Event(NAVIGATED));
}

/** Pages of the owner app (sign-in, landing) are a separate page entry: a full page load. */
export function openOwnerApp(path: string): void {
  window.location.assign(path);
}
