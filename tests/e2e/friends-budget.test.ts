import { describe, expect, it } from 'vitest';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage, ownerWithTrip } from './support/friends';
import { scriptsLoadedBy } from './support/script-bytes';

/** Decision 006 and the architecture's budgets: the page a friend's link opens. */
const FRIEND_PAGE_JS_BUDGET_BYTES = 90 * 1000;

// The scripts a page loads are the build's, whichever database stands behind it: checked once.
describe(`the friend page budget on ${firstDatabase()}`, () => {
  const env = useE2eEnvironment(firstDatabase());

  it(`loads at most ${FRIEND_PAGE_JS_BUDGET_BYTES / 1000} KB of gzipped JavaScript on a first visit`, async () => {
    const { owner, trip } = await ownerWithTrip(env(), 'Lisbon', 'Pastry, viewpoints and fado');
    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);

    const scripts = await scriptsLoadedBy(page, async () => {
      await page.goto(`/hello/${trip.id}`);
      await ui.heading(`${owner.first_name} needs your recommendations for Lisbon!`).waitFor();
      await ui.entry('Do', 1).waitFor();
    });
    const gzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const received = scripts.reduce((sum, script) => sum + script.transferBytes, 0);
    console.info(
      `Friend page first load: ${scripts.length} scripts, ${(gzip / 1000).toFixed(1)} KB gzip ` +
        `(${(received / 1000).toFixed(1)} KB as Chromium received them)`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((script) => new URL(script.url).pathname.startsWith('/assets/'))).toBe(true);
    expect(gzip).toBeLessThanOrEqual(FRIEND_PAGE_JS_BUDGET_BYTES);
  });
});
