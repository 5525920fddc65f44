import type { Page } from 'playwright-core';
import type { NewTip } from '../../../src/shared/contracts/tips.js';

/** A tagged place in Portugal, as place search would give it. */
export const portugalPlace = (name: string, latitude: number, longitude: number) => ({
  name,
  placeId: `osm:N${Math.round(latitude * 1000)}`,
  latitude,
  longitude,
  address: `${name}, Portugal`,
});

/** Tips in three categories from Porto down to Faro, far enough apart not to cluster on the live map. */
export const PORTUGAL_TIPS: NewTip[] = [
  {
    category: 'eat',
    content: 'Custard tarts, still warm',
    place: portugalPlace('Manteigaria', 38.7107, -9.1434),
  },
  {
    category: 'eat',
    content: 'Francesinha at lunch',
    place: portugalPlace('Café Santiago', 41.1466, -8.6067),
  },
  { category: 'do', content: 'Roman temple at dusk', place: portugalPlace('Évora', 38.5714, -7.9135) },
  { category: 'parks', content: 'Ria Formosa by boat', place: portugalPlace('Faro', 37.0194, -7.9304) },
];

/** The page's drawn picture of its map, shown until the live map has drawn its first view. */
export const mapPicture = (page: Page) => page.locator('[data-map-picture]');

/** A touch on the drawn picture, as a person reaches for the map, once the page has come alive. */
export async function reachForMap(page: Page): Promise<void> {
  await mapPicture(page).waitFor({ timeout: 20_000 });
  // A page the server drew answers to nothing until its script has taken it over.
  await page.locator('#root:not([inert])').waitFor();
  await mapPicture(page).click({ position: { x: 8, y: 8 } });
}

/**
 * Reaches for the map and waits for the live map: it starts only then (decision 067), or at once for a
 * link that opens one tip.
 */
export async function openLiveMap(page: Page): Promise<void> {
  const live = page.locator('[data-map-loaded="true"]');
  await mapPicture(page).or(live).first().waitFor({ timeout: 20_000 });
  if (await mapPicture(page).isVisible()) await reachForMap(page);
  await live.waitFor({ timeout: 20_000 });
}
