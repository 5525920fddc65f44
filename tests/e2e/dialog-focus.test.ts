import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { guidebookPage, guidebooksApi } from './support/guidebooks';
import { expectSuccessToast } from './support/page-helpers';
import { inspectWithoutToasts } from './support/trip-page';

/** Waits until the element has focus, and fails naming what has it instead. */
async function expectFocused(page: Page, locator: Locator, label: string): Promise<void> {
  const element = await locator.elementHandle();
  try {
    await page.waitForFunction((target) => target === document.activeElement, element, { timeout: 5000 });
  } catch {
    const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
    throw new Error(`${label}: focus is on ${active}`);
  }
}

/** What has focus: never the page's body, and inside the element the locator finds. */
async function expectFocusWithin(page: Page, locator: Locator, label: string): Promise<void> {
  const element = await locator.elementHandle();
  try {
    await page.waitForFunction(
      (container) => document.activeElement !== document.body && container.contains(document.activeElement),
      element,
      { timeout: 5000 },
    );
  } catch {
    const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
    throw new Error(`${label}: focus is on ${active}`);
  }
}

/** Opens the dialog from the control with the keyboard, as a person on a keyboard would. */
async function openWithKeyboard(opener: Locator, dialog: Locator): Promise<void> {
  await opener.focus();
  await opener.press('Enter');
  await dialog.waitFor();
}

/** Each way out of a dialog: Escape, or a button's name: its × ("Close"), Cancel, Submit... */
async function closeBy(page: Page, dialog: Locator, how: string): Promise<void> {
  if (how === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: how, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('focus after a dialog', () => {
  const env = useE2eEnvironment(firstDatabase());

  it('goes back to the control that opened it, or to the list when that control is gone', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const api = guidebooksApi(context, env().serverUrl);
    const guidebook = await api.create('Focus in Porto', 'Porto');
    await api.addTips(guidebook.id, [
      { category: 'eat', content: 'Francesinha at Café Santiago' },
      { category: 'eat', content: 'Bifana at Conga' },
      { category: 'eat', content: 'Pastel de nata at Manteigaria' },
    ]);
    const page = await context.newPage();
    await page.goto(`/guidebook/${guidebook.id}`);
    const ui = guidebookPage(page);
    await ui.card('Bifana').waitFor();

    // "Add New Recommendations" (its code comes with the first opening): Escape, ×, then a submit.
    const add = page.getByRole('button', { name: 'Add To This List' });
    for (const how of ['Escape', 'Close']) {
      await openWithKeyboard(add, ui.addDialog);
      await closeBy(page, ui.addDialog, how);
      await expectFocused(page, add, `Add dialog closed by ${how}`);
    }
    await openWithKeyboard(add, ui.addDialog);
    await page.keyboard.type('Port tasting at Graham’s');
    await ui.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessToast(page, 'Recommendations added!');
    await ui.addDialog.waitFor({ state: 'detached' });
    await expectFocused(page, add, 'Add dialog submitted');

    // "Edit Guidebook Details": Escape, ×, Cancel and Update.
    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    const details = page.getByRole('dialog', { name: 'Edit Guidebook Details' });
    for (const how of ['Escape', 'Close', 'Cancel', 'Update Guidebook']) {
      await openWithKeyboard(edit, details);
      if (how === 'Update Guidebook') await details.getByLabel('Description').fill('Tiles and port.');
      await closeBy(page, details, how);
      await expectFocused(page, edit, `Details dialog closed by ${how}`);
    }
    await expectSuccessToast(page, 'Guidebook updated');

    // "Share Guidebook": a link made inside it, then closed by Escape and ×.
    const share = page.getByRole('button', { name: 'Share', exact: true });
    const shareDialog = page.getByRole('dialog', { name: 'Share Guidebook' });
    await share.click();
    await shareDialog.getByRole('button', { name: 'Create Link' }).click();
    await shareDialog.getByRole('button', { name: /Copy/ }).first().waitFor();
    await closeBy(page, shareDialog, 'Close');
    await expectFocused(page, share, 'Share dialog closed by ×');
    await openWithKeyboard(share, shareDialog);
    await closeBy(page, shareDialog, 'Escape');
    await expectFocused(page, share, 'Share dialog closed by Escape');

    // "Edit Recommendation": Escape, ×, then saved in place.
    const editTip = ui.card('Bifana').getByRole('button', { name: 'Edit recommendation' });
    for (const how of ['Escape', 'Close', 'Save Changes']) {
      await openWithKeyboard(editTip, ui.editDialog);
      if (how === 'Save Changes') {
        await ui.editDialog.getByLabel('Recommendation').fill('Bifana at Conga, with mustard');
      }
      await closeBy(page, ui.editDialog, how);
      await expectFocused(page, editTip, `Edit tip dialog closed by ${how}`);
    }
    await expectSuccessToast(page, 'Recommendation updated');

    // Saved into another category, the card leaves the tab: focus stays in the list, not on the body.
    const moving = ui.card('Pastel de nata').getByRole('button', { name: 'Edit recommendation' });
    await openWithKeyboard(moving, ui.editDialog);
    await ui.editDialog.getByLabel('Category').selectOption('do');
    await closeBy(page, ui.editDialog, 'Save Changes');
    await ui.card('Pastel de nata').waitFor({ state: 'detached' });
    await expectFocusWithin(page, page.getByRole('tabpanel'), 'Edit tip saved into another tab');

    // Delete confirmation: Cancel and Escape return to the trash button; after Delete its card is gone.
    const trash = ui.card('Francesinha').getByRole('button', { name: 'Delete recommendation' });
    const confirm = page.getByRole('alertdialog', { name: /delete this recommendation/ });
    for (const how of ['Cancel', 'Escape']) {
      await openWithKeyboard(trash, confirm);
      await closeBy(page, confirm, how);
      await expectFocused(page, trash, `Delete confirmation closed by ${how}`);
    }
    await openWithKeyboard(trash, confirm);
    await closeBy(page, confirm, 'Delete');
    await ui.card('Francesinha').waitFor({ state: 'detached' });
    await expectFocusWithin(page, page.getByRole('tabpanel'), 'Tip deleted');
    // Nothing else took focus a moment later either.
    await expectSuccessToast(page, 'Recommendation deleted');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    await inspectWithoutToasts(page, 'guidebook-focus-after-delete');
  });
});
