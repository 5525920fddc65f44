import { useEffect, useState } from 'react';
import { fetchMapStyle } from './api';

// Asked once per visit: the setting changes only with a restart of the server.
let known: Promise<string | null> | undefined;

/**
 * The online style to load: a URL, null for the bundled basemap alone (also when the server cannot say:
 * the bundled basemap still works), undefined while asking.
 */
export function useMapStyleUrl(): string | null | undefined {
  const [styleUrl, setStyleUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    known ??= fetchMapStyle().then(
      ({ styleUrl: url }) => url,
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
