import type { BundleLoader } from '../../shared/i18n/catalogues.js';
import type { Catalogue } from '../../shared/i18n/translate.js';
import { PAGE_CATALOGUES_DATA_ID } from '../../shared/rules/page-catalogues.js';

let named: Record<string, string> | null = null;

/** The file the server named for `bundle`'s catalogue in this page's language, if it named one. */
function namedFile(bundle: string): string | undefined {
  if (!named) {
    try {
      named = JSON.parse(document.getElementById(PAGE_CATALOGUES_DATA_ID)?.textContent ?? '{}') as Record<
        string,
        string
      >;
    } catch {
      named = {};
    }
  }
  return named[bundle];
}

/**
 * A bundle of catalogues as the browser loads it (docs/translations.md): the file the server named in the
 * page for the page's language, else (a page no server drew, as in development) through the bundle's
 * table of every language's files, fetched first.
 */
function pageBundle(bundle: string, table: () => Promise<{ default: BundleLoader }>): BundleLoader {
  return {
    bundle,
    load(locale) {
      const file = document.documentElement.lang === locale ? namedFile(bundle) : undefined;
      if (file) return import(/* @vite-ignore */ file) as Promise<{ default: Catalogue }>;
      return table().then((loader) => loader.default.load(locale));
    },
  };
}

export const friendMessages = pageBundle(
  'friend',
  () => import('../../shared/i18n/compiled/loaders/friend.js'),
);
export const publicMessages = pageBundle(
  'public',
  () => import('../../shared/i18n/compiled/loaders/public.js'),
);
export const appMessages = pageBundle('app', () => import('../../shared/i18n/compiled/loaders/app.js'));
