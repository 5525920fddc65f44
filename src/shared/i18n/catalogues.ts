import type { AnyLocale } from './locales.js';
import { createTranslate, type Catalogue, type Translate } from './translate.js';

/**
 * A bundle of catalogues (message-bundles.json), as scripts/compile-messages.mjs writes its loader: each
 * language's compiled module, fetched on demand. In the browser, the page names its catalogues' files
 * (src/web/lib/message-bundles.ts), so its first load carries no table of them.
 */
export interface BundleLoader {
  readonly bundle: string;
  readonly load: (locale: AnyLocale) => Promise<{ default: Catalogue }>;
}

/**
 * Each language's messages loaded so far, in one object: bundles hold distinct keys, so a bundle loads
 * into it once and every translator of that language sees it. Languages never share an object, so pages
 * drawn at once in two languages cannot mix.
 */
const catalogues = new Map<AnyLocale, Catalogue>();
const translators = new Map<AnyLocale, Translate>();
const loads = new Map<string, Promise<void>>();

const catalogueOf = (locale: AnyLocale): Catalogue => {
  let catalogue = catalogues.get(locale);
  if (!catalogue) catalogues.set(locale, (catalogue = {}));
  return catalogue;
};

/** Loads the bundles' messages in `locale`; each is fetched once, and a failed fetch is tried again next time. */
export function loadBundles(locale: AnyLocale, bundles: readonly BundleLoader[]): Promise<void> {
  return Promise.all(
    bundles.map(({ bundle, load }) => {
      const key = `${locale}/${bundle}`;
      let loading = loads.get(key);
      if (!loading) {
        loading = load(locale).then(
          (module) => void Object.assign(catalogueOf(locale), module.default),
          (error: unknown) => {
            loads.delete(key);
            throw error;
          },
        );
        loads.set(key, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** The translator of a language, over whatever of its messages are loaded. */
export function translatorOf(locale: AnyLocale): Translate {
  let translator = translators.get(locale);
  if (!translator) translators.set(locale, (translator = createTranslate(locale, catalogueOf(locale))));
  return translator;
}
