import type { MessageKey } from './i18n/translate.js';

/** The eight tip categories, in the order the tab bars show them. */
export const CATEGORIES = ['do', 'eat', 'stay', 'dance', 'bars', 'get-around', 'museums', 'parks'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_TITLES: Record<Category, string> = {
  do: 'Do',
  eat: 'Eat',
  stay: 'Stay',
  dance: 'Dance',
  bars: 'Bars',
  'get-around': 'Get Around',
  museums: 'Museums',
  parks: 'Parks',
};

/**
 * Each category's title in the catalogues (decision 068): pages show `t(CATEGORY_TITLE_KEYS[category])`.
 * CATEGORY_TITLES stays the English title files and API answers carry.
 */
export const CATEGORY_TITLE_KEYS = {
  do: 'friend.category.do',
  eat: 'friend.category.eat',
  stay: 'friend.category.stay',
  dance: 'friend.category.dance',
  bars: 'friend.category.bars',
  'get-around': 'friend.category.getAround',
  museums: 'friend.category.museums',
  parks: 'friend.category.parks',
} as const satisfies Record<Category, MessageKey>;

/** The shared favourites page lists Eat first. */
export const SHARED_FAVORITES_CATEGORIES: readonly Category[] = [
  'eat',
  'do',
  'stay',
  'dance',
  'bars',
  'get-around',
  'museums',
  'parks',
];

export const PLACE_TYPES = ['place', 'location', 'text'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
