import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_TITLES } from '../../src/shared/categories.js';
import { accountInContext } from './support/accounts';
import { desktopViewport, mobileViewport } from './support/browser';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { guidebookPage, guidebooksApi } from './support/guidebooks';
import { screenshotDir } from './support/paths';
import { inspectWithoutToasts } from './support/trip-page';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not drawn');
  return box;
}

/**
 * Whether the tab lies wholly inside the strip's scrolled box, and clear of the arrows drawn over its
 * faded edges while tabs hide past them.
 */
const arrowsOf = (page: Page) =>
  page
    .getByRole('tablist', { name: 'Recommendation categories' })
    .locator('xpath=../../..')
    .locator(':scope > button');

async function fullyShown(page: Page, tab: Locator): Promise<boolean> {
  const tablist = page.getByRole('tablist', { name: 'Recommendation categories' });
  const view = await boxOf(tablist.locator('..'));
  const box = await boxOf(tab);
  const arrows = await arrowsOf(page).all();
  const covered = await Promise.all(
    arrows.map(async (arrow) => {
      const over = await boxOf(arrow);
      return box.x < over.x + over.width && over.x < box.x + box.width;
    }),
  );
  const inside = box.x >= view.x - 0.5 && box.x + box.width <= view.x + view.width + 0.5;
  return inside && !covered.includes(true);
}

describe('a guidebook’s category tabs', () => {
  const env = useE2eEnvironment(firstDatabase());

  it('show all eight at 1280 px, and scroll the chosen one into view at 375 px', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = guidebooksApi(context, env().serverUrl);
    const guidebook = await api.create('Tabs of Lisbon', 'Lisbon');
    await api.addTips(
      guidebook.id,
      CATEGORIES.flatMap((category) =>
        Array.from({ length: 12 }, (_, index) => ({
          category,
          content: `${CATEGORY_TITLES[category]} ${index + 1}`,
        })),
      ),
    );
    const page = await context.newPage();
    await page.setViewportSize(desktopViewport);
    await page.goto(`/guidebook/${guidebook.id}`);
    const ui = guidebookPage(page);
    await ui.tab('Parks').waitFor();
    for (const category of CATEGORIES) {
      expect(await fullyShown(page, ui.tab(CATEGORY_TITLES[category])), CATEGORY_TITLES[category]).toBe(true);
    }
    expect(await arrowsOf(page).count()).toBe(0);
    await inspectWithoutToasts(page, 'guidebook-tabs');

    // On a phone the strip scrolls: an arrow over its end says so, and a click on it scrolls on.
    await page.setViewportSize(mobileViewport);
    expect(await fullyShown(page, ui.tab('Parks'))).toBe(false);
    await arrowsOf(page).first().waitFor();
    expect(await arrowsOf(page).count()).toBe(1);
    await arrowsOf(page).first().click();
    // Scrolled away from its start, the strip shows the arrow back too.
    await arrowsOf(page).nth(1).waitFor();
    await ui.tab('Eat').click();
    for (let step = 0; step < 7; step++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.textContent.startsWith('Parks'));
    expect(await fullyShown(page, ui.tab('Parks'))).toBe(true);
    expect(await fullyShown(page, ui.tab('Eat'))).toBe(false);
    await page.screenshot({ path: path.join(screenshotDir, 'guidebook-tabs-far-mobile.png') });

    // Home goes back to the first tab, which is scrolled into view again.
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.activeElement?.textContent.startsWith('Eat'));
    expect(await fullyShown(page, ui.tab('Eat'))).toBe(true);
  });
});
