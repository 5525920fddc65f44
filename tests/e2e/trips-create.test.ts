import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/limits.js';
import { accountInContext } from './support/accounts';
import { oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { holdRequests, pathOf } from './support/page-helpers';
import { inspectWithoutToasts } from './support/trip-page';
import { tripsApi } from './support/trips';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const destination = (page: Page) => page.getByRole('combobox', { name: 'Where are you going?' });
const typesBox = (page: Page) => page.getByLabel('What kind of recommendations are you looking for?');

describe.each(oneE2eDatabase('sqlite'))('creating a trip on %s', (database) => {
  const env = useE2eEnvironment(database);

  it('suggests popular cities by keyboard and mouse, limits lengths and shows the busy state', async () => {
    const context = await env().newContext();
    await accountInContext(context, env());
    const page = await context.newPage();
    await page.goto('/create-trip');
    const input = destination(page);
    const suggestions = page.getByRole('listbox', { name: 'Popular destinations' });

    await input.fill('lon');
    await suggestions.waitFor();
    expect(await suggestions.getByRole('option').allInnerTexts()).toEqual([
      expect.stringContaining('London'),
      expect.stringContaining('Barcelona'),
    ]);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await inspectWithoutToasts(page, 'create-trip-suggestions');
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    expect(await suggestions.getByRole('option', { selected: true }).innerText()).toContain('Barcelona');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('Barcelona');
    await suggestions.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/create-trip');

    await input.fill('o');
    await suggestions.waitFor();
    await input.press('Escape');
    await suggestions.waitFor({ state: 'hidden' });
    await input.press('ArrowDown');
    await suggestions.waitFor();
    // Leaving the field closes the list (after a short delay that lets a click land).
    await typesBox(page).focus();
    await suggestions.waitFor({ state: 'hidden' });
    await input.focus();
    await suggestions.waitFor();
    await suggestions.getByRole('option', { name: /Oslo/ }).click();
    expect(await input.inputValue()).toBe('Oslo');
    await suggestions.waitFor({ state: 'hidden' });

    await input.fill('x'.repeat(LIMITS.destinationMaxLength + 30));
    expect((await input.inputValue()).length).toBe(LIMITS.destinationMaxLength);
    await page.getByText(`${LIMITS.destinationMaxLength} / ${LIMITS.destinationMaxLength}`).waitFor();
    await typesBox(page).fill('y'.repeat(LIMITS.tipTypesMaxLength + 5));
    expect((await typesBox(page).inputValue()).length).toBe(LIMITS.tipTypesMaxLength);
    await inspectWithoutToasts(page, 'create-trip-limits');

    await input.fill('  Oslo  ');
    await typesBox(page).fill('   ');
    const held = await holdRequests(page, '/api/trips');
    await page.getByRole('button', { name: 'Create Trip' }).click();
    const busy = page.getByRole('button', { name: 'Creating...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    held.release();
    await heading(page, 'Oslo').waitFor();
    const tripId = pathOf(page).split('/').pop() ?? '';
    const { trip } = await tripsApi(context, env().serverUrl).getTrip(tripId);
    expect(trip).toMatchObject({ destination: 'Oslo', recommendation_types: null });
  });
});
