import { useEffect, useState } from 'react';
import { fetchMapStyle } from './api';

// Asked once per visit: the setting changes only with a restart of the server.
let known: Promise<string | null> | undefined;
// What it answered, once it has: a page then starts from it without a render of its own.
let answered: { url: string | null } | undefined;

/** The online style as a page the server drew says it (rendered-app-page.ts): no need to ask. */
export function knowMapStyleUrl(url: string | null): void {
  answered = { url };
  known = Promise.resolve(url);
}

/**
 * The online style to load: a URL, null for the bundled basemap alone (also when the server cannot say:
 * the bundled basemap still works), undefined while asking.
 */
export function useMapStyleUrl(): string | null | undefined {
  const [styleUrl, setStyleUrl] = useState<string | null | undefined>(answered?.url);
  useEffect(() => {
    known ??= fetchMapStyle().then(
      ({ styleUrl: url }) => {
        answered = { url };
        return url;
      },
      () => null,
    );
    let current = true;
    void known.then((url) => {
      if (current) setStyleUrl(url);
    });
    return () => {
      current = false;
    };
  }, []);
  return styleUrl;
}
