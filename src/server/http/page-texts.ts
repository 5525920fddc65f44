import { LOCALES, PSEUDO_LOCALES, type AnyLocale } from '../../shared/i18n/locales.js';
import { loadMessages, translatorOf } from '../../shared/i18n/messages.js';
import { localizedHtml } from '../../shared/rules/localized-html.js';
import { pageCataloguesBlock } from '../../shared/rules/page-catalogues.js';
import type { LocalizePage } from './app-pages.js';
import type { PageChunks } from './page-preloads.js';

/** Bundles whose texts the pages as built carry (src/web/*.html: `data-t` marks) and the server draws. */
const PAGE_BUNDLES = ['friend', 'public', 'app', 'server'] as const;
/** The catalogues each entry speaks from, and those it loads before it draws (its main.tsx). */
const FRIEND_PAGE = { named: ['friend', 'public'], first: ['friend'] } as const;
const APP_PAGE = { named: ['friend', 'public', 'app'], first: ['friend', 'public', 'app'] } as const;
/**
 * Pages whose scripts run as soon as they arrive: their first catalogues are asked for with them. The
 * pages drawn ahead (landing, sign-in, drawn lists and maps) ask for their scripts after their paint, and
 * their catalogues with those.
 */
const PRELOADED = new Set(['friend.html', 'friend-signed-in.html', 'index.html']);

/**
 * Loads every language's page texts once, at start-up (a few hundred kilobytes in all), and answers
 * how to put a built page in a language (decision 068): its texts, and the files of its catalogues in
 * that language named in a data block, which the page fetches without a table of every language's files.
 */
export async function loadPageTexts(chunks: PageChunks | null): Promise<LocalizePage> {
  const locales = [...LOCALES, ...PSEUDO_LOCALES].map(({ tag }) => tag);
  await Promise.all(locales.map((locale) => loadMessages(locale, PAGE_BUNDLES)));
  const headOf = (locale: AnyLocale, name: string) => {
    const files = chunks?.messages?.[locale];
    if (!files) return '';
    const page = name.startsWith('friend') ? FRIEND_PAGE : APP_PAGE;
    const named = Object.fromEntries(
      page.named.flatMap((bundle) => (files[bundle] ? [[bundle, files[bundle]]] : [])),
    );
    const preloads = PRELOADED.has(name)
      ? page.first.flatMap((bundle) =>
          files[bundle] ? [`<link rel="modulepreload" href="${files[bundle]}">`] : [],
        )
      : [];
    return [pageCataloguesBlock(named), ...preloads].map((line) => `  ${line}\n`).join('');
  };
  return (html, locale, name) => {
    const localized = localizedHtml(html, locale, (key) => translatorOf(locale)(key as never));
    const head = headOf(locale, name);
    return head ? localized.replace('</head>', () => `${head}  </head>`) : localized;
  };
}
