import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';

import { waitForPath, waitUntilLive } from './support/page-helpers';
import { inspectWithoutToasts, moveCardWithKeyboard, tripPage } from './support/trip-page';
import { tipOrder, tripsApi } from './support/trips';

const isOrderSave = (url: string, method: string) =>
  method === 'PUT' && url.endsWith('/recommendations/order');

/** Drags a card by its handle with the mouse, as a person would: press, nudge, move, release. */
async function dragWithMouse(page: Page, from: string, to: string) {
  const ui = tripPage(page);
  const handle = ui.card(from).getByRole('button', { name: 'Drag to reorder' });
  const target = ui.card(to);
  const start = await handle.boundingBox();
  const end = await target.boundingBox();
  if (!start || !end) throw new Error('The cards are not on screen.');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 5 });
  await page.mouse.move(start.x + start.width / 2, end.y + 4, { steps: 20 });
  await page.locator('[data-rfd-placeholder-context-id]').waitFor();
  await page.mouse.up();
}

const moveWithKeyboard = (page: Page, text: string, key: 'ArrowUp' | 'ArrowDown') =>
  moveCardWithKeyboard(tripPage(page).card(text), key);

describe.each(oneE2eDatabase('postgres'))('reordering tips on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('moves tips by mouse and keyboard, saves each drop promptly and keeps the order after a reload', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Kyoto');
    await api.addTips(trip.id, [
      { category: 'do', content: 'Fushimi Inari at dawn' },
      ...['Nishiki market', 'Kaiseki in Gion', 'Matcha in Uji', 'Tofu in Arashiyama'].map((content) => ({
        category: 'eat' as const,
        content,
      })),
    ]);
    const page = await context.newPage();
    const ui = tripPage(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (isOrderSave(request.url(), request.method())) saves.push(request.postData() ?? '');
    });

    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await ui.tab('Eat').click();
    expect(await ui.tipTexts()).toEqual([
      'Nishiki market',
      'Kaiseki in Gion',
      'Matcha in Uji',
      'Tofu in Arashiyama',
    ]);

    const saved = page.waitForResponse((r) => isOrderSave(r.url(), r.request().method()));
    await dragWithMouse(page, 'Tofu in Arashiyama', 'Nishiki market');
    await page.waitForFunction(() => document.querySelector('[data-rfd-placeholder-context-id]') === null);
    expect(await ui.tipTexts()).toEqual([
      'Tofu in Arashiyama',
      'Nishiki market',
      'Kaiseki in Gion',
      'Matcha in Uji',
    ]);
    expect((await saved).status()).toBe(200);
    expect(saves).toHaveLength(1);
    // In a category tab the moved tips go after the other categories' numbers (the "do" tip keeps 0).
    const { recommendations } = await api.getTrip(trip.id);
    expect(recommendations.map((tip) => [tip.content, tip.order_index])).toEqual([
      ['Fushimi Inari at dawn', 0],
      ['Tofu in Arashiyama', 1],
      ['Nishiki market', 2],
      ['Kaiseki in Gion', 3],
      ['Matcha in Uji', 4],
    ]);

    const keyboardSave = page.waitForResponse((r) => isOrderSave(r.url(), r.request().method()));
    await moveWithKeyboard(page, 'Nishiki market', 'ArrowDown');
    await keyboardSave;
    expect(await ui.tipTexts()).toEqual([
      'Tofu in Arashiyama',
      'Kaiseki in Gion',
      'Nishiki market',
      'Matcha in Uji',
    ]);
    await inspectWithoutToasts(page, 'trip-reordered');

    await page.reload();
    await waitUntilLive(page);

    await waitUntilLive(page);
    await ui.tab('Eat').click();
    expect(await ui.tipTexts()).toEqual([
      'Tofu in Arashiyama',
      'Kaiseki in Gion',
      'Nishiki market',
      'Matcha in Uji',
    ]);

    // The All tab renumbers every tip from 0.
    await ui.tab('All').click();
    const allSave = page.waitForResponse((r) => isOrderSave(r.url(), r.request().method()));
    await moveWithKeyboard(page, 'Fushimi Inari at dawn', 'ArrowDown');
    await allSave;
    expect(await tipOrder(api, trip.id)).toEqual([
      'Tofu in Arashiyama',
      'Fushimi Inari at dawn',
      'Kaiseki in Gion',
      'Nishiki market',
      'Matcha in Uji',
    ]);
  });

  it('sends a fresh order when the owner leaves the page or closes the tab at once', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = tripsApi(context, env().serverUrl);
    const trip = await api.createTrip('Porto');
    await api.addTips(
      trip.id,
      ['Francesinha', 'Port cellars', 'Ribeira walk'].map((content) => ({
        category: 'do' as const,
        content,
      })),
    );
    const page = await context.newPage();
    const ui = tripPage(page);
    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await ui.card('Francesinha').waitFor();

    await moveWithKeyboard(page, 'Francesinha', 'ArrowDown');
    // Left once the card has landed (the drop ends after its animation, slower on a busy machine).
    await expect.poll(() => ui.tipTexts()).toEqual(['Port cellars', 'Francesinha', 'Ribeira walk']);
    await page.getByRole('link', { name: 'Back' }).click();
    await waitForPath(page, '/dashboard');
    await expect.poll(() => tipOrder(api, trip.id)).toEqual(['Port cellars', 'Francesinha', 'Ribeira walk']);

    await page.goto(`/trip/${trip.id}`);
    await waitUntilLive(page);
    await ui.card('Ribeira walk').waitFor();
    expect(await ui.tipTexts()).toEqual(['Port cellars', 'Francesinha', 'Ribeira walk']);
    await moveWithKeyboard(page, 'Ribeira walk', 'ArrowUp');
    await expect.poll(() => ui.tipTexts()).toEqual(['Port cellars', 'Ribeira walk', 'Francesinha']);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => tipOrder(api, trip.id)).toEqual(['Port cellars', 'Ribeira walk', 'Francesinha']);
  });
});
