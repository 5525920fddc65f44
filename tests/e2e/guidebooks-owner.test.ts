import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { guidebookPage, guidebooksApi } from './support/guidebooks';
import { expectErrorToast, expectSuccessToast, findToast, waitForPath } from './support/page-helpers';
import { inspectWithoutToasts, moveCardWithKeyboard } from './support/trip-page';

/** Types into an entry and picks the first offline match for the place after the `@`. */
async function tagPlace(page: Page, text: string, option: RegExp) {
  await page.keyboard.type(text);
  const choice = page.getByRole('listbox', { name: 'Places' }).getByRole('option', { name: option }).first();
  await choice.waitFor();
  await choice.click();
  await page.getByRole('listbox', { name: 'Places' }).waitFor({ state: 'detached' });
}

describe.each(oneE2eDatabase('sqlite'))('an owner’s guidebooks on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('creates, fills, edits, favourites, reorders and deletes, as the specification says', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = guidebooksApi(context, env().serverUrl);
    await api.create('Porto on foot', 'Porto', 'Hills, tiles and port lodges');
    await api.create('Rome in a weekend', 'Rome');
    const page = await context.newPage();

    await page.goto('/guidebooks');
    await page.getByRole('heading', { level: 1, name: 'My Guidebooks' }).waitFor();
    await page.getByText('Rome in a weekend').waitFor();
    // Two guidebooks: no filter yet (it appears at three).
    expect(await page.getByRole('searchbox').count()).toBe(0);
    expect(await page.getByText('0 entries').count()).toBe(2);

    await page.getByRole('link', { name: 'Create New Guidebook' }).click();
    await waitForPath(page, '/create-guidebook');
    const create = page.getByRole('button', { name: 'Create Guidebook' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Guidebook Title *').fill('Lisbon for first-timers');
    await page.getByRole('combobox').fill('Lis');
    await page.getByRole('option', { name: /Lisbon/ }).click();
    await page.getByLabel('Description').fill('Where I send friends on their first visit.');
    await inspectWithoutToasts(page, 'guidebook-create');
    await create.click();
    await page.waitForURL(/\/guidebook\/[0-9a-f-]{36}$/);
    await expectSuccessToast(page, 'Guidebook created');
    const guidebookId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { level: 1, name: 'Lisbon for first-timers' }).waitFor();
    await page.getByText('No recommendations yet').waitFor();
    await page.getByText(/^Last updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();

    // Edit Guidebook Details: a blank title is refused with GUIDEBOOK_FIELDS_REQUIRED's toast, then saved.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Edit Guidebook Details' });
    await details.getByLabel('Guidebook Title *').fill('   ');
    await details.getByRole('button', { name: 'Update Guidebook' }).click();
    await expectErrorToast(page, 'Error', 'Please provide both a title and destination for your guidebook.');
    await details.getByLabel('Guidebook Title *').fill('Lisbon for first-timers');
    await details.getByLabel('Description').fill('Where I send friends on their very first visit.');
    await details.getByRole('button', { name: 'Update Guidebook' }).click();
    await expectSuccessToast(page, 'Guidebook updated');
    await details.waitFor({ state: 'detached' });
    await page.getByText('Where I send friends on their very first visit.').waitFor();

    // Tips in three categories, one with a tagged place; the dialog starts on Eat.
    const ui = guidebookPage(page);
    await page
      .getByRole('button', { name: /Add To This List/ })
      .first()
      .click();
    await ui.addDialog.waitFor();
    expect(await ui.dialogTab('Eat').getAttribute('aria-selected')).toBe('true');
    await ui.entry('Eat', 1).focus();
    await tagPlace(page, 'Custard tarts near @Lisb', /^Lisbon\b/);
    await ui.addDialog.getByRole('button', { name: 'Add Another' }).click();
    await ui.entry('Eat', 2).fill('Bifana at Conga');
    await ui.dialogTab('Do').click();
    await ui.entry('Do', 1).fill('Tram 28 before eight');
    await ui.dialogTab('Bars').click();
    await ui.entry('Bars', 1).fill('Park Bar at sunset');
    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessToast(page, 'Recommendations added!', 'Added 4 recommendations to your guidebook.');
    await ui.addDialog.waitFor({ state: 'detached' });

    expect(await ui.tab('Eat').getAttribute('aria-selected')).toBe('true');
    expect(await ui.tipTexts()).toEqual(['Custard tarts near Lisbon', 'Bifana at Conga']);
    await page.getByRole('link', { name: 'View Map' }).waitFor();
    await inspectWithoutToasts(page, 'guidebook-detail');

    // Edit: the category changes and, with the place's name edited out, the place is cleared (retag-place.ts).
    await ui.card('Custard tarts').getByRole('button', { name: 'Edit recommendation' }).click();
    await ui.editDialog.waitFor();
    // A tip holds one place: a second @ is refused with its warning and stripped.
    const text = ui.editDialog.getByLabel('Recommendation');
    await text.press('End');
    await page.keyboard.type('@');
    await findToast(page, 'Only one location tag per recommendation!');
    expect(await text.inputValue()).toBe('Custard tarts near Lisbon');
    await ui.editDialog.getByLabel('Category').selectOption('do');
    await ui.editDialog.getByLabel('Recommendation').fill('Custard tarts in Belém, warm');
    await inspectWithoutToasts(page, 'guidebook-edit-tip');
    await ui.editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectSuccessToast(page, 'Recommendation updated');
    const edited = (await api.get(guidebookId)).recommendations.find((tip) =>
      tip.content.startsWith('Custard'),
    );
    expect(edited).toMatchObject({ category: 'do', place_name: null, latitude: null, place_type: 'text' });
    expect(await ui.tipTexts()).toEqual(['Bifana at Conga']);
    expect(await page.getByRole('link', { name: 'View Map' }).count()).toBe(0);

    // Favourite.
    const heart = ui.card('Bifana at Conga').getByRole('button', { name: 'Favorite' });
    await heart.click();
    await page.waitForFunction(
      () =>
        document.querySelector('article button[aria-label="Favorite"]')?.getAttribute('aria-pressed') ===
        'true',
    );
    expect(
      (await api.get(guidebookId)).recommendations.find((t) => t.content === 'Bifana at Conga')?.is_favorite,
    ).toBe(true);

    // Reorder by keyboard in Do, and find the order after a reload.
    await ui.tab('Do').click();
    const before = await ui.tipTexts();
    expect([...before].sort()).toEqual(['Custard tarts in Belém, warm', 'Tram 28 before eight']);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/recommendations/order'),
    );
    await moveCardWithKeyboard(ui.card(before[0] ?? ''), 'ArrowDown');
    expect((await saved).status()).toBe(200);
    // A guidebook numbers the tab's tips from 0 in their new order (shared/rules/order-index.ts).
    const reordered = (await api.get(guidebookId)).recommendations.filter((t) => t.category === 'do');
    expect(
      reordered.map((t) => [t.content, t.order_index]).sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      [before[1], 0],
      [before[0], 1],
    ]);
    await page.reload();
    await ui.tab('Do').click();
    expect(await ui.tipTexts()).toEqual([before[1], before[0]]);

    // Delete, after the confirmation.
    await ui.tab('Bars').click();
    await ui.card('Park Bar').getByRole('button', { name: 'Delete recommendation' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this recommendation?',
    });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectSuccessToast(page, 'Recommendation deleted');
    await page.getByText('No bars yet').waitFor();

    // Three guidebooks: the filter appears, and says when nothing matches.
    await page.goto('/guidebooks');
    await page.getByText('1 entry').waitFor({ state: 'detached' });
    await page.getByText('3 entries').waitFor();
    const filter = page.getByRole('searchbox');
    await filter.fill('lisbon');
    expect(await page.getByRole('article').count()).toBe(1);
    await filter.fill('Kyoto');
    await page.getByText('No guidebooks found matching "Kyoto"').waitFor();
    await filter.fill('');
    await inspectWithoutToasts(page, 'guidebooks-list');

    // Deleting a guidebook asks first, then removes it with its entries.
    await page.getByRole('button', { name: /Delete guidebook Rome in a weekend/ }).click();
    const confirmBook = page.getByRole('alertdialog');
    await confirmBook
      .getByText('Are you sure you want to delete this guidebook? This will also delete all entries.')
      .waitFor();
    await confirmBook.getByRole('button', { name: 'Delete' }).click();
    await expectSuccessToast(page, 'Guidebook deleted');
    await page.getByText('Rome in a weekend').waitFor({ state: 'detached' });
  });

  it('follows changes made in another tab, and says when a guidebook is not found', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = guidebooksApi(context, env().serverUrl);
    const guidebook = await api.create('Oslo by boat', 'Oslo');
    const page = await context.newPage();
    const listening = page.waitForResponse((r) => r.url().endsWith(`/guidebooks/${guidebook.id}/events`));
    await page.goto(`/guidebook/${guidebook.id}`);
    await listening;
    await page.getByText('No recommendations yet').waitFor();
    await api.addTips(guidebook.id, [{ category: 'eat', content: 'Fish soup at the harbour' }]);
    await ui(page).card('Fish soup at the harbour').waitFor();

    const stranger = await env().newContext();
    await accountInContext(stranger, env());
    const other = await stranger.newPage();
    await other.goto(`/guidebook/${guidebook.id}`);
    await other.getByRole('heading', { name: 'Guidebook not found' }).waitFor();
  });
});

const ui = guidebookPage;
