import type { Locator, Page } from 'playwright-core';
import { inspectPage, inspectsPages } from './inspect-page';
import { renderedTexts } from './page-helpers';

/** The trip page's parts, found the way a person (or a screen reader) finds them. */
export function tripPage(page: Page) {
  const tabs = page.getByRole('tablist', { name: 'Recommendation categories' });
  const dialog = page.getByRole('dialog', { name: 'Add New Recommendations' });
  return {
    heading: (name: string) => page.getByRole('heading', { level: 1, name }),
    tab: (title: string) => tabs.getByRole('tab', { name: new RegExp(`^${title}\\b`) }),
    /** The selected tab's accessible name, which ends with its count. */
    selectedTab: () => tabs.getByRole('tab', { selected: true }),
    favoritesOnly: () => page.getByRole('button', { name: 'Favorites only' }),
    /** The card of the tip with this text. */
    card: (text: string): Locator => page.getByRole('article').filter({ hasText: text }),
    /** Tip texts as the list shows them, top to bottom. */
    tipTexts: async () =>
      (await renderedTexts(page.getByRole('tabpanel').getByRole('article'))).map(
        (text) => text.split('\n')[0] ?? '',
      ),
    addDialog: dialog,
    entry: (category: string, position: number) =>
      dialog.getByLabel(`${category} recommendation ${position}`, { exact: true }),
    dialogTab: (title: string) =>
      dialog
        .getByRole('tablist', { name: 'Recommendation category' })
        .getByRole('tab', { name: new RegExp(`^${title}\\b`) }),
  };
}

/**
 * inspectPage once every toast has gone: a toast fading out mid-scan has too little contrast for axe, and
 * each toast's text is checked where it appears.
 */
export async function inspectWithoutToasts(page: Page, name: string): Promise<void> {
  if (!inspectsPages()) return;
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await inspectPage(page, name);
}

/** Space lifts, an arrow moves, space drops: the keyboard way of dragging a card by its handle. */
export async function moveCardWithKeyboard(card: Locator, key: 'ArrowUp' | 'ArrowDown'): Promise<void> {
  await card.getByRole('button', { name: 'Drag to reorder' }).focus();
  const { keyboard } = card.page();
  await keyboard.press('Space');
  await keyboard.press(key);
  await keyboard.press('Space');
}
