import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInContext } from './support/accounts';
import { mobileViewport } from './support/browser';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { guidebooksApi } from './support/guidebooks';
import { inspectPage } from './support/inspect-page';

const LONG_TITLE_EXAMPLE = "e.g. Best Coffee in Tokyo, A Local's Weekend in Lisbon";

/** Whether the field's placeholder, in the field's own font, fits inside its padding. */
async function placeholderFits(field: Locator): Promise<boolean> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const probe = document.createElement('span');
    probe.textContent = input.placeholder;
    probe.style.font = style.font;
    probe.style.position = 'absolute';
    probe.style.whiteSpace = 'pre';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return input.placeholder.length > 0 && width <= room;
  });
}

/** The flags drawn in the open suggestions, and whether any flag is left to the emoji font. */
async function flagsIn(listbox: Locator): Promise<{ drawn: number; options: number; emoji: boolean }> {
  return listbox.evaluate((list) => ({
    drawn: list.querySelectorAll('[role="option"] svg[data-flag]').length,
    options: list.querySelectorAll('[role="option"]').length,
    emoji: /\p{Regional_Indicator}/u.test(list.textContent),
  }));
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
    return field?.labels?.[0]?.textContent ?? null;
  });

describe('the destination fields of the create forms', () => {
  const env = useE2eEnvironment(firstDatabase());

  it('draw every flag, leave the suggestions out of the Tab order, and fit the title example', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const page = await context.newPage();

    // Create guidebook: the picker's 20 destinations, each with a drawn flag.
    await page.goto('/create-guidebook');
    const destination = page.getByRole('combobox', { name: 'Destination *' });
    const suggestions = page.getByRole('listbox', { name: 'Popular destinations' });
    await destination.focus();
    await suggestions.waitFor();
    expect(await flagsIn(suggestions)).toEqual({ drawn: 20, options: 20, emoji: false });
    await inspectPage(page, 'guidebook-create-destinations');

    // Tab leaves the field for the title; the list is walked with the arrow keys, and Enter picks.
    await destination.focus();
    await suggestions.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Guidebook Title *');
    await suggestions.waitFor({ state: 'hidden' });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await destination.getAttribute('aria-activedescendant')).toMatch(/-1$/);
    await page.keyboard.press('Enter');
    expect(await destination.inputValue()).toBe('Paris, France');

    // The title's example is whole at either width: the long one on a desktop, a shorter one on a phone.
    const title = page.getByLabel('Guidebook Title *');
    expect(await title.getAttribute('placeholder')).toBe(LONG_TITLE_EXAMPLE);
    expect(await placeholderFits(title)).toBe(true);
    await page.setViewportSize(mobileViewport);
    await page.waitForFunction(
      (long) =>
        document.querySelector<HTMLInputElement>('input[maxlength]:not([role])')?.placeholder !== long,
      LONG_TITLE_EXAMPLE,
    );
    expect(await title.getAttribute('placeholder')).toBe('e.g. Best Coffee in Tokyo');
    expect(await placeholderFits(title)).toBe(true);
    // inspectPage ends at desktop size.
    await inspectPage(page, 'guidebook-create-title-example');

    // Create trip: cities suggested as one types, with drawn flags; Tab goes on to the next field.
    await page.goto('/create-trip');
    const where = page.getByRole('combobox', { name: 'Where are you going?' });
    const cities = page.getByRole('listbox', { name: 'Popular destinations' });
    await where.fill('o');
    await cities.waitFor();
    const found = await flagsIn(cities);
    expect(found.options).toBeGreaterThan(5);
    expect(found).toEqual({ drawn: found.options, options: found.options, emoji: false });
    await inspectPage(page, 'trip-create-destinations');
    await where.focus();
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toMatch(/^What kind of recommendations/);

    // The edit details dialog shows a title example that fits on a phone as well.
    const api = guidebooksApi(context, env().serverUrl);
    const guidebook = await api.create('Placeholders', 'Lisbon');
    await page.goto(`/guidebook/${guidebook.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Edit Guidebook Details' });
    const dialogTitle = details.getByLabel('Guidebook Title *');
    await dialogTitle.fill('');
    expect(await placeholderFits(dialogTitle)).toBe(true);
    await inspectPage(page, 'guidebook-edit-details-placeholder');
    await page.setViewportSize(mobileViewport);
    await page.waitForFunction(() => document.querySelector('[role="dialog"]') !== null);
    await page.waitForFunction(
      (long) =>
        document.querySelector<HTMLInputElement>('[role="dialog"] input[maxlength]:not([role])')
          ?.placeholder !== long,
      LONG_TITLE_EXAMPLE,
    );
    expect(await placeholderFits(dialogTitle)).toBe(true);
  });
});
