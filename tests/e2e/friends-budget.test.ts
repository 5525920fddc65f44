import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { LANGUAGE_COOKIE } from '../../src/shared/i18n/locales.js';
import { loadMessages, translatorOf } from '../../src/shared/i18n/messages.js';
import { friendContext, ownerWithTrip } from './support/friends';
import { scriptsLoadedBy } from './support/script-bytes';

/** Decision 006 and the architecture's budgets: the page a friend's link opens. */
const FRIEND_PAGE_JS_BUDGET_BYTES = 90 * 1000;

// The scripts a page loads are the build's, whichever database stands behind it: checked once.
describe(`the friend page budget on ${firstDatabase()}`, () => {
  const env = useE2eEnvironment(firstDatabase());

  // In English, and in Arabic, whose catalogue is the largest (decision 068): only that language's loads.
  it.each(['en', 'ar'] as const)(
    `loads at most ${FRIEND_PAGE_JS_BUDGET_BYTES / 1000} KB of gzipped JavaScript on a first visit, in %s`,
    async (locale) => {
      await loadMessages(locale, ['friend']);
      const t = translatorOf(locale);
      const { owner, trip } = await ownerWithTrip(env(), 'Lisbon', 'Pastry, viewpoints and fado');
      const context = await friendContext(env());
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: env().serverUrl }]);
      const page = await context.newPage();

      const scripts = await scriptsLoadedBy(page, async () => {
        await page.goto(`/hello/${trip.id}`);
        const title = t('friend.ask.title', { name: owner.first_name, destination: 'Lisbon' });
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page
          .getByLabel(t('friend.draft.entry', { category: t('friend.category.do'), number: 1 }), {
            exact: true,
          })
          .waitFor();
      });
      // Only this language's catalogue is loaded: the build's list names every language's files.
      const { messages } = JSON.parse(readFileSync('dist/web/.vite/page-chunks.json', 'utf8')) as {
        messages: Record<string, Record<string, string>>;
      };
      const paths = scripts.map((script) => new URL(script.url).pathname);
      expect(paths).toContain(messages[locale]?.friend);
      const others = Object.entries(messages).flatMap(([tag, files]) =>
        tag === locale ? [] : Object.values(files),
      );
      expect(paths.filter((path) => others.includes(path))).toEqual([]);
      const gzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const received = scripts.reduce((sum, script) => sum + script.transferBytes, 0);
      console.info(
        `Friend page first load in ${locale}: ${scripts.length} scripts, ${(gzip / 1000).toFixed(1)} KB gzip ` +
          `(${(received / 1000).toFixed(1)} KB as Chromium received them)`,
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.every((script) => new URL(script.url).pathname.startsWith('/assets/'))).toBe(true);
      expect(gzip).toBeLessThanOrEqual(FRIEND_PAGE_JS_BUDGET_BYTES);
    },
  );
});
