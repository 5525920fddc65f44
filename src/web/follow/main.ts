import { forgetFollowLink } from '../features/friends/follow-link-store';
import '../styles.css';

/*
 * The follow page's one script (decision 062): the server draws the page; this keeps it live. When the
 * stream says the trip changed, it asks the server for the page again and swaps in the regions that
 * changed, so the page is drawn in one place only. No React: this file stays a few kilobytes.
 */

const main = document.getElementById('follow');
if (main) follow(main);

function follow(page: HTMLElement) {
  const api = page.dataset.api ?? '';
  const token = decodeURIComponent(api.split('/').pop() ?? '');
  const events = new EventSource(page.dataset.events ?? '');

  const swap = (next: Document, id: string) => {
    const fresh = next.getElementById(id);
    const current = document.getElementById(id);
    if (fresh && current) current.replaceWith(document.importNode(fresh, true));
  };

  /** Draws what the server draws now; a link that no longer works gets the server's page for that. */
  async function refresh(regions: string[]) {
    const response = await fetch(window.location.href, { cache: 'no-store' });
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    if (response.status === 404) {
      events.close();
      swap(next, 'root');
      return;
    }
    for (const id of regions) swap(next, id);
  }

  const typing = () => {
    const input = document.getElementById('follow-email') as HTMLInputElement | null;
    return Boolean(input && (input.value || document.activeElement === input));
  };
  const live = () =>
    void refresh(
      typing() ? ['follow-notice', 'follow-tips'] : ['follow-notice', 'follow-tips', 'follow-email-region'],
    );

  let connected = false;
  // "ready" comes with each connection: after the first, the page may have missed changes meanwhile.
  events.addEventListener('ready', () => {
    if (connected) live();
    connected = true;
  });
  events.addEventListener('changed', live);
  // A stream that cannot reopen (the link was deleted elsewhere): the page says so.
  events.addEventListener('error', () => {
    if (events.readyState === EventSource.CLOSED) void refresh([]);
  });

  const send = (method: string, path: string, body?: unknown) =>
    fetch(path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : null,
    });

  page.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (form.id !== 'follow-email-form') return;
    event.preventDefault();
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const error = document.getElementById('follow-email-error');
    void send('PUT', `${api}/email`, { email: input.value }).then(async (response) => {
      if (response.ok) {
        input.value = '';
        await refresh(['follow-email-region']);
        return;
      }
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      // The page's own words, in its language (the server wrote them); on an English page the server's
      // message for the case, as always.
      const english = document.documentElement.lang === 'en' ? body?.error?.message : undefined;
      if (error) error.textContent = english ?? error.dataset.failed ?? '';
    });
  });

  page.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button?.id === 'follow-email-remove') {
      void send('DELETE', `${api}/email`).then(() => refresh(['follow-email-region']));
    }
    if (button?.id === 'follow-delete') {
      if (!window.confirm(button.dataset.confirm ?? '')) return;
      void send('DELETE', api).then((response) => {
        if (!response.ok && response.status !== 404) return;
        forgetFollowLink(token);
        void refresh([]);
      });
    }
  });
}
