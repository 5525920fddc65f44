import { useEffect, useRef } from 'react';

/**
 * EventSource gives up for good, without saying why, when the server refuses the stream (too many live
 * pages open, or the page's subject gone). Asks once more with fetch to read the refusal: a 429's message
 * goes to `onRefused`; a stream that opens now (a page was closed meanwhile) is handed back.
 */
async function explainRefusal(
  url: string,
  reopen: () => void,
  onRefused: (message: string) => void,
): Promise<void> {
  const controller = new AbortController();
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream' },
    });
    if (response.ok) {
      controller.abort();
      reopen();
      return;
    }
    if (response.status !== 429) return;
    const body = (await response.json()) as { error?: { message?: string } };
    onRefused(body.error?.message ?? '');
  } catch {
    // Offline or gone: EventSource was right to stop, and the page's own requests say why.
  }
}

/**
 * Listens to a Server-Sent Events stream and calls `onEvent` with the kind of each event of the given kinds.
 * EventSource reconnects by itself; the stream closes when the page goes. The latest `onEvent` is called,
 * so the caller need not keep it stable. `onRefused` hears the server's reason when it refuses the stream
 * with a 429.
 */
export function useServerEvents(
  url: string,
  kinds: readonly string[],
  onEvent: (kind: string) => void,
  onRefused: (message: string) => void,
): void {
  const handler = useRef(onEvent);
  const refused = useRef(onRefused);
  useEffect(() => {
    handler.current = onEvent;
    refused.current = onRefused;
  });
  // A string, so a new array with the same kinds does not reconnect.
  const kindList = kinds.join(' ');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let closed = false;
    let reopened = false;
    const handle = (event: Event) => handler.current(event.type);
    const open = () => {
      if (closed) return;
      source = new EventSource(url);
      for (const kind of kindList.split(' ')) source.addEventListener(kind, handle);
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        // Once: a server that refuses every stream but the probe must not be asked in a loop.
        const reopen = () => {
          if (reopened) return;
          reopened = true;
          open();
        };
        void explainRefusal(url, reopen, (message) => refused.current(message));
      });
    };
    open();
    return () => {
      closed = true;
      source?.close();
    };
  }, [url, kindList]);
}
