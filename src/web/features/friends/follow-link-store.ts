import { FOLLOW_LINKS_KEY as KEY } from './follow-links-known';

/** A follow link this browser made (decision 062): the server keeps only its token's hash. */
export interface RememberedFollowLink {
  token: string;
  /** The follow page's address, as the server answered it. */
  path: string;
  tripId: string;
  destination: string;
}

/** A friend who sends tips often still has a short list; the oldest go first. */
const KEPT = 50;

const isRemembered = (value: unknown): value is RememberedFollowLink => {
  const link = value as Partial<RememberedFollowLink> | null;
  return (
    typeof link?.token === 'string' &&
    typeof link.path === 'string' &&
    typeof link.tripId === 'string' &&
    typeof link.destination === 'string'
  );
};

/*
 * localStorage may be missing, full or blocked: every access fails softly. Written here rather than
 * through lib/browser-storage, which travels in the friend page's first-load file with React: the
 * follow page's script must stay small (decision 062).
 */
export function readFollowLinks(): RememberedFollowLink[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter(isRemembered) : [];
  } catch {
    return [];
  }
}

function writeFollowLinks(links: RememberedFollowLink[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(links.slice(-KEPT)));
  } catch {
    // Not kept: the page still works, the list is shorter.
  }
}

export function rememberFollowLink(link: RememberedFollowLink): void {
  writeFollowLinks([...readFollowLinks().filter((known) => known.token !== link.token), link]);
}

export function forgetFollowLink(token: string): void {
  writeFollowLinks(readFollowLinks().filter((known) => known.token !== token));
}
