import { whenIdle } from '../../lib/when-idle';

/**
 * Installs the owner app's service worker (dist/web/sw.js, decision 024) once the page has loaded and the
 * browser is idle, so it never competes with the page's own first load, then asks it to keep what this
 * page shows: a page the server drew never fetched its trip, so the worker reads it once itself. A page
 * whose load the worker already served needs no asking: the worker kept its reads as it served it, and a
 * second read would only race the first to the same copy.
 * The built app only: the development server has no service worker.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const servedByWorker = navigator.serviceWorker.controller !== null;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      const ready = await navigator.serviceWorker.ready;
      if (!servedByWorker) ready.active?.postMessage({ type: 'page-opened', path: window.location.pathname });
    } catch (error) {
      // The app works as before without it: online only.
      console.warn('The service worker could not be installed.', error);
    }
  };
  const whenLoaded = () => whenIdle(() => void register());
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}
