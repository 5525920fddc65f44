import { loadBundles, type BundleLoader } from './catalogues.js';
import app from './compiled/loaders/app.js';
import friend from './compiled/loaders/friend.js';
import publicMessages from './compiled/loaders/public.js';
import server from './compiled/loaders/server.js';
import type { AnyLocale } from './locales.js';

export { translatorOf } from './catalogues.js';

/** Every bundle, by name (`message-bundles.json`), for the server and the drawings it makes. */
const BUNDLES = { friend, public: publicMessages, app, server } satisfies Record<string, BundleLoader>;
export type MessageBundle = keyof typeof BUNDLES;

/**
 * Loads the named bundles in `locale`. Pages in the browser load theirs through their own loaders
 * (`compiled/loaders/*.js`), so their first load names no other bundle.
 */
export function loadMessages(locale: AnyLocale, bundles: readonly MessageBundle[]): Promise<void> {
  return loadBundles(
    locale,
    bundles.map((name) => BUNDLES[name]),
  );
}
