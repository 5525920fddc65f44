import { useEffect, useRef } from 'react';

/**
 * Listens to a Server-Sent Events stream and calls `onEvent` for each event of the given kinds. EventSource
 * reconnects by itself; the stream closes when the page goes. The latest `onEvent` is called, so the caller
 * need not keep it stable.
 */
export function useServerEvents(url: string, kinds: readonly string[], onEvent: () => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  // A string, so a new array with the same kinds does not reconnect.
  const kindList = kinds.join(' ');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const handle = () => handler.current();
    for (const kind of kindList.split(' ')) source.addEventListener(kind, handle);
    return () => source.close();
  }, [url, kindList]);
}
