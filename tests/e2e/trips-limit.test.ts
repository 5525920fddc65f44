import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/limits.js';
import { accountInContext } from './support/accounts';
import { desktopViewport, mobileViewport } from './support/browser';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { inspectsPages } from './support/inspect-page';
import { expectErrorToast, finishAnimations } from './support/page-helpers';
import { screenshotDir } from './support/paths';
import { storeTripTips } from './support/stored-tips';
import { tripPage } from './support/trip-page';
import { tripsApi } from './support/trips';

const FULL = `This trip has reached its limit of ${LIMITS.tipsPerListMax.toLocaleString('en-US')} tips.`;

describe.each(oneE2eDatabase('sqlite'))('a full trip on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('tells the owner that the trip is full, and keeps what they typed', async () => {
    const context = await env().newContext();
    await accountInContext(context, env(), { first_name: 'Nadia', last_name: 'Haddad' });
    const trip = await tripsApi(context, env().serverUrl).createTrip('Lisbon');
    await storeTripTips(env().databaseUrl, trip.id, LIMITS.tipsPerListMax);
    const page = await context.newPage();
    const ui = tripPage(page);
    await page.goto(`/trip/${trip.id}`);
    await ui.card(`Stored tip ${LIMITS.tipsPerListMax}`).waitFor();

    await page.getByRole('button', { name: 'Add To This List' }).click();
    await ui.entry('Do', 1).fill('Sunset at Miradouro da Graça');
    // Sent at each size in turn: the toast is up for 3 seconds, shorter than a resize and a photo here.
    for (const [size, viewport] of [
      ['desktop', desktopViewport],
      ['mobile', mobileViewport],
    ] as const) {
      await page.setViewportSize(viewport);
      await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
      await expectErrorToast(page, 'Error submitting recommendations', FULL);
      expect(await ui.entry('Do', 1).inputValue()).toBe('Sunset at Miradouro da Graça');
      if (inspectsPages()) {
        await finishAnimations(page);
        // A thousand cards: the screen as seen, not the whole page.
        await page.screenshot({ path: path.join(screenshotDir, `trip-full-${size}.png`) });
      }
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
    }
    await ui.addDialog.getByRole('button', { name: 'Close' }).click();
    expect(await ui.selectedTab().innerText()).toMatch(new RegExp(`All\\s*${LIMITS.tipsPerListMax}`));
  }, 120_000);
});
