import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { guidebookPage, guidebooksApi } from './support/guidebooks';
import { expectSuccessToast, findToast } from './support/page-helpers';
import { inspectWithoutToasts } from './support/trip-page';

const lisbon = {
  name: 'Lisbon',
  placeId: 'geonames:2267057',
  latitude: 38.72,
  longitude: -9.13,
  address: 'Lisbon, Portugal',
};

/** The Edit Recommendation dialog's parts. */
function editDialog(page: Page) {
  const dialog = guidebookPage(page).editDialog;
  const chip = dialog.getByRole('group', { name: 'Tagged place' });
  return {
    dialog,
    text: dialog.getByLabel('Recommendation', { exact: true }),
    chip,
    change: chip.getByRole('button', { name: 'Change' }),
    remove: chip.getByRole('button', { name: 'Remove' }),
    search: dialog.getByRole('combobox', { name: 'Change “Lisbon” to' }),
    places: dialog.getByRole('listbox', { name: 'Places' }),
    save: dialog.getByRole('button', { name: 'Save Changes' }),
    cancel: dialog.getByRole('button', { name: 'Cancel', exact: true }),
  };
}

/** The chip's lines of text, as shown. */
const chipLines = async (chip: Locator) => (await chip.innerText()).split(/\n+/);

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('the tagged place in Edit Recommendation', () => {
  const env = useE2eEnvironment(firstDatabase());

  it('shows the place as a chip, changes it for another, removes it, and Cancel keeps the tip', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = guidebooksApi(context, env().serverUrl);
    const guidebook = await api.create('Lisbon for first-timers', 'Lisbon');
    await api.addTips(guidebook.id, [
      { category: 'eat', content: 'Custard tarts in Lisbon, warm', place: lisbon },
    ]);
    const stored = async () => (await api.get(guidebook.id)).recommendations[0];
    const page = await context.newPage();
    const ui = guidebookPage(page);
    const edit = editDialog(page);
    await page.goto(`/guidebook/${guidebook.id}`);

    const openEdit = async () => {
      await ui.card('Custard tarts').getByRole('button', { name: 'Edit recommendation' }).click();
      await edit.dialog.waitFor();
    };
    await openEdit();
    // The chip names the place and its address.
    expect(await chipLines(edit.chip)).toEqual([
      'Tagged place',
      'Lisbon',
      'Lisbon, Portugal',
      'Change',
      'Remove',
    ]);
    await inspectWithoutToasts(page, 'guidebook-edit-place-chip');

    // The one-tag rule still holds: a typed @ is refused and stripped.
    await edit.text.press('End');
    await page.keyboard.type('@');
    await findToast(page, 'Only one location tag per recommendation!');
    expect(await edit.text.inputValue()).toBe('Custard tarts in Lisbon, warm');

    // Change: a search of its own, by keyboard; Escape closes the search, not the dialog.
    await edit.change.click();
    await expect.poll(() => isFocused(edit.search)).toBe(true);
    await page.keyboard.type('Porto');
    await edit.places.getByRole('option', { name: 'Porto, Portugal' }).waitFor();
    await page.keyboard.press('Escape');
    await edit.search.waitFor({ state: 'detached' });
    expect(await edit.dialog.isVisible()).toBe(true);
    await expect.poll(() => isFocused(edit.change)).toBe(true);

    await page.keyboard.press('Enter');
    await page.keyboard.type('Porto');
    await edit.places.getByRole('option', { name: 'Porto, Portugal' }).waitFor();
    await inspectWithoutToasts(page, 'guidebook-edit-place-search');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await edit.search.waitFor({ state: 'detached' });
    // The old place's name in the text becomes the new one's.
    expect(await edit.text.inputValue()).toBe('Custard tarts in Porto, warm');
    await expect.poll(() => isFocused(edit.text)).toBe(true);
    expect((await chipLines(edit.chip)).slice(0, 2)).toEqual(['Tagged place', 'Porto']);
    await edit.save.click();
    await expectSuccessToast(page, 'Recommendation updated');
    expect(await stored()).toMatchObject({
      content: 'Custard tarts in Porto, warm',
      place_name: 'Porto',
      latitude: expect.closeTo(41.15, 1),
      longitude: expect.closeTo(-8.61, 1),
      place_type: 'location',
    });

    // Remove: the tag goes, the text stays.
    await openEdit();
    await edit.remove.click();
    expect(await edit.chip.count()).toBe(0);
    await expect.poll(() => isFocused(edit.text)).toBe(true);
    await inspectWithoutToasts(page, 'guidebook-edit-place-removed');
    await edit.save.click();
    await expectSuccessToast(page, 'Recommendation updated');
    expect(await stored()).toMatchObject({
      content: 'Custard tarts in Porto, warm',
      place_name: null,
      place_id: null,
      latitude: null,
      place_type: 'text',
    });

    // Cancel leaves the tip as it was.
    const before = await stored();
    await openEdit();
    expect(await edit.chip.count()).toBe(0);
    await edit.text.fill('Something else');
    await edit.cancel.click();
    await edit.dialog.waitFor({ state: 'detached' });
    expect(await stored()).toEqual(before);
    await ui.card('Custard tarts in Porto, warm').waitFor();
  });
});
