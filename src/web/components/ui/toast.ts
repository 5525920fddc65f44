/**
 * Toasts are fetched on first use. The friend pages have a tight JavaScript budget: they mount their toast
 * area only when a toast is raised (or preloaded, as soon as there is something to lose). The main app
 * holds the module from the start, so there a toast costs one microtask. A toast raised before the area
 * mounts is shown as soon as it does.
 */
const toastModule = () => import('./toaster');

/** Dispatched on window for every toast, so a page can mount its toast area on demand. */
export const TOAST_REQUESTED_EVENT = 'tiplist:toast-requested';

type Show = (toast: Awaited<ReturnType<typeof toastModule>>['toast']) => void;

function raise(show: Show): void {
  window.dispatchEvent(new Event(TOAST_REQUESTED_EVENT));
  // Offline before the toast code arrived: nothing can be shown, and the page says so itself.
  toastModule().then(
    ({ toast }) => show(toast),
    () => undefined,
  );
}

/** Fetches the toast code ahead of need, e.g. before the connection may drop. */
export function preloadToasts(): Promise<unknown> {
  return toastModule();
}

/** Success and error messages: a title and an optional sentence below it. */
export function showSuccess(title: string, description?: string): void {
  raise((toast) => toast.success(title, { description }));
}

export function showError(title: string, description?: string): void {
  raise((toast) => toast.error(title, { description }));
}
