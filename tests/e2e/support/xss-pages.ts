import type { Page } from 'playwright-core';
import { CATEGORIES, CATEGORY_TITLES } from '../../../src/shared/categories.js';
import { initialsOf } from '../../../src/shared/rules/initials.js';
import { payloadAt, shownInTipAt } from '../../support/xss-payloads';
import { expectNoSidewaysOverflow, expectNoXss, expectTextsShown, type XssFindings } from './xss-checks';
import { openLiveMap } from './maps';
import { contributorOf, payloadTip, placeNameOf, TIP_INDEXES } from './xss-seed';

/** The texts a tip's card shows: its text, its place (when the text does not name it), its sender. */
export function cardTexts(index: number, withContributor: boolean): string[] {
  return [
    shownInTipAt(index),
    ...(index % 2 === 0 ? [] : [placeNameOf(index)]),
    ...(withContributor ? [contributorOf(index)] : []),
  ];
}

/** Every seeded tip's card texts. */
export const allCardTexts = (withContributor: boolean) =>
  TIP_INDEXES.flatMap((index) => cardTexts(index, withContributor));

/** What the map shows of each tip, in its popup or the list: the place, the text, the sender. */
const mapTexts = (withContributor: boolean) =>
  TIP_INDEXES.flatMap((index) => [
    placeNameOf(index),
    payloadAt(index),
    ...(withContributor ? [contributorOf(index)] : []),
  ]);

/** The page is clean: every check of xss-checks.ts, at the size it has and then at phone width. */
export async function expectCleanPage(page: Page, findings: XssFindings, where: string) {
  await expectNoXss(page, findings, where);
  await expectNoSidewaysOverflow(page, where);
  await expectNoXss(page, findings, `${where} (phone)`);
}

/** The header's avatar shows the initials of the names, whatever they are. */
export async function expectHeaderInitials(page: Page, firstName: string, lastName: string) {
  await expectTextsShown(page, [initialsOf(firstName, lastName)], 'the header', 'header a[href="/profile"]');
}

/** Opens each category's tab and checks its cards show their payloads as text. */
export async function visitCategoryTabs(
  page: Page,
  findings: XssFindings,
  where: string,
  withContributor: boolean,
) {
  const tabs = page.getByRole('tablist', { name: 'Recommendation categories' });
  for (const category of CATEGORIES) {
    const title = CATEGORY_TITLES[category];
    await tabs.getByRole('tab', { name: new RegExp(`^${title}\\b`) }).click();
    const texts = TIP_INDEXES.filter((index) => payloadTip(index).category === category).flatMap((index) =>
      cardTexts(index, withContributor),
    );
    await expectTextsShown(page, texts, `${where}, ${title} tab`, '[role="tabpanel"]');
    await expectCleanPage(page, findings, `${where}, ${title} tab`);
  }
}

/**
 * Opens a map page, opens every marker's popup by keyboard (each must be titled with its place, as text),
 * then the list view: together they must show every tip's place, text and sender.
 */
export async function visitMap(page: Page, path: string, findings: XssFindings, withContributor: boolean) {
  await page.goto(path);
  await openLiveMap(page);
  const markers = page.locator('.maplibregl-marker button[data-category]');
  await page.getByText(`${TIP_INDEXES.length} locations`).waitFor();
  const popup = page.locator('.maplibregl-popup');
  const seen: string[] = [];
  for (const marker of await markers.all()) {
    const name = (await marker.getAttribute('aria-label')) ?? '';
    await marker.focus();
    await page.keyboard.press('Enter');
    await popup.getByRole('heading').filter({ hasText: name }).waitFor();
    seen.push((await popup.textContent()) ?? '');
  }
  const missing = mapTexts(withContributor).filter((text) => !seen.some((shown) => shown.includes(text)));
  if (missing.length > 0) throw new Error(`Popups on ${path} did not show: ${JSON.stringify(missing)}`);
  await expectCleanPage(page, findings, `${path} with a popup open`);

  await page.getByRole('button', { name: 'Show as list' }).click();
  await expectTextsShown(page, mapTexts(withContributor), `${path} as a list`, 'ul[aria-label="Places"]');
  await expectCleanPage(page, findings, `${path} as a list`);
}
