import { CATEGORIES, CATEGORY_TITLES, type Category } from '../categories.js';

/** A category named in a file: its id ("get-around") or its title ("Get Around"), any case. */
export function categoryNamed(name: string | null | undefined): Category | null {
  const key = name
    ?.trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (!key) return null;
  return (
    CATEGORIES.find(
      (category) => category === key || CATEGORY_TITLES[category].toLowerCase().replace(/\s+/g, '-') === key,
    ) ?? null
  );
}

/** Any of the words, whole (a plural "s" allowed): "bar" is not found in "Barcelos". */
const words = (...list: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})s?(?![\\p{L}\\p{N}])`, 'iu');

// Words that say what kind of place it is, in the languages travellers' saved places most often use.
// Checked in this order: "rooftop bar" is a bar, "museum café" a museum, "hotel restaurant" a hotel.
const HINTS: readonly [Category, RegExp][] = [
  [
    'museums',
    words(
      'museum',
      'museu',
      'museo',
      'musée',
      'musee',
      'gallery',
      'galerie',
      'galleria',
      'galería',
      'exhibition',
    ),
  ],
  ['dance', words('night ?club', 'club', 'disco', 'discoteca', 'dance', 'salsa', 'tango')],
  [
    'bars',
    words(
      'bar',
      'pub',
      'tavern',
      'taverna',
      'brewery',
      'wine bar',
      'cocktail',
      'speakeasy',
      'beer',
      'cervecería',
      'kneipe',
    ),
  ],
  [
    'stay',
    words(
      'hotel',
      'hostel',
      'motel',
      'guest ?house',
      'inn',
      'b&b',
      'bed and breakfast',
      'pousada',
      'apartment',
      'resort',
      'lodge',
      'camping',
    ),
  ],
  [
    'eat',
    words(
      'restaurant',
      'restaurante',
      'ristorante',
      'trattoria',
      'osteria',
      'café',
      'cafe',
      'coffee',
      'bakery',
      'pastelaria',
      'padaria',
      'bistro',
      'brasserie',
      'pizza',
      'pizzeria',
      'sushi',
      'ramen',
      'taqueria',
      'tapas',
      'food',
      'market',
      'mercado',
      'deli',
      'gelato',
      'gelateria',
      'ice cream',
      'burger',
      'noodle',
      'kitchen',
      'diner',
      'eatery',
      'custard tart',
    ),
  ],
  [
    'get-around',
    words(
      'station',
      'estação',
      'estación',
      'gare',
      'bahnhof',
      'airport',
      'aeroporto',
      'aeropuerto',
      'ferry',
      'ferries',
      'metro',
      'subway',
      'tram',
      'bus',
      'train',
      'car rental',
      'parking',
      'terminal',
    ),
  ],
  [
    'parks',
    words(
      'park',
      'parque',
      'parc',
      'garden',
      'jardim',
      'jardín',
      'jardin',
      'beach',
      'praia',
      'playa',
      'plage',
      'lake',
      'trail',
      'hike',
      'viewpoint',
      'miradouro',
      'mirador',
      'forest',
      'nature reserve',
    ),
  ],
];

/** The category a place's own words suggest ("Café Central" → eat), or null when they say nothing. */
export function guessCategory(...texts: readonly (string | null | undefined)[]): Category | null {
  const text = texts.filter(Boolean).join(' ');
  if (!text) return null;
  return HINTS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
