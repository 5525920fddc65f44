import { useEffect, useState } from 'react';
import { MOBILE_MEDIA_QUERY } from '../../lib/use-media-query';
import type { SearchPosition } from './api';

/** The searcher's position: asked shortly after the panel appears, given up after 5 seconds. */
const ASK_AFTER_MS = { desktop: 800, mobile: 500 };
const GIVE_UP_AFTER_MS = 5_000;
/** A position this old is still good enough to rank nearby places first. */
const REUSE_FOR_MS = 10 * 60_000;

// Once refused, the page does not ask again; the browser would only refuse again.
let refused = false;

/** Two decimals (about a kilometre): enough to rank places, and no more of where someone is than needed. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * Where the searcher is, to rank nearby places first; null until known, and for good when the browser
 * has no location, the person refuses, or it takes too long.
 */
export function useSearcherPosition(wanted: boolean): SearchPosition | null {
  const [position, setPosition] = useState<SearchPosition | null>(null);

  useEffect(() => {
    if (!wanted || position || refused || !('geolocation' in navigator)) return;
    const mobile = window.matchMedia(MOBILE_MEDIA_QUERY).matches;
    let current = true;
    const timer = window.setTimeout(
      () =>
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => {
            if (current) setPosition({ lat: rounded(coords.latitude), lng: rounded(coords.longitude) });
          },
          (error) => {
            if (error.code === error.PERMISSION_DENIED) refused = true;
          },
          { timeout: GIVE_UP_AFTER_MS, maximumAge: REUSE_FOR_MS, enableHighAccuracy: false },
        ),
      mobile ? ASK_AFTER_MS.mobile : ASK_AFTER_MS.desktop,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [wanted, position]);

  return position;
}
