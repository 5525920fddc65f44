import { bundleLoaders } from './compiled/loaders.js';
import type { AnyLocale } from './locales.js';
import { createTranslate, type Catalogue, type Translate } from './translate.js';

/** The catalogues compiled from `messages/`, grouped as `message-bundles.json` says (decision 068). */
export type MessageBundle = keyof typeof bundleLoaders;

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
export function loadMessages(locale: AnyLocale, bundles: readonly MessageBundle[]): Promise<void> {
  return Promise.all(
    bundles.map((bundle) => {
      const key = `${locale}/${bundle}`;
      let load = loads.get(key);
      if (!load) {
        load = bundleLoaders[bundle][locale]().then(
          (module) => void Object.assign(catalogueOf(locale), module.default),
          (error: unknown) => {
            loads.delete(key);
            throw error;
          },
        );
        loads.set(key, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

/** The translator of a language, over whatever of its messages are loaded. */
export function translatorOf(locale: AnyLocale): Translate {
  let translator = translators.get(locale);
  if (!translator) translators.set(locale, (translator = createTranslate(locale, catalogueOf(locale))));
  return translator;
}
