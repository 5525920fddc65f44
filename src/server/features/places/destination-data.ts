import { foldForSearch } from './place-ranking.js';

/** [ISO code, latitude, longitude, extent [south, west, north, east] or null, names]. */
export type CountryRow = [string, number, number, [number, number, number, number] | null, string[]];
/** [country's ISO code, latitude, longitude, names]. */
export type RegionRow = [string, number, number, string[]];

export interface DestinationData {
  countryByName: ReadonlyMap<string, CountryRow>;
  countryByCode: ReadonlyMap<string, CountryRow>;
  regionsByName: ReadonlyMap<string, readonly RegionRow[]>;
}

/** Short names people write for a country that the data does not hold among its names. */
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  usa: 'US',
  'u.s.a.': 'US',
  'u.s.': 'US',
  us: 'US',
  america: 'US',
  uae: 'AE',
  holland: 'NL',
};

function indexed(countries: CountryRow[], regions: RegionRow[]): DestinationData {
  const countryByName = new Map<string, CountryRow>();
  const countryByCode = new Map<string, CountryRow>();
  for (const country of countries) {
    countryByCode.set(country[0], country);
    // The English name first: a translation shared with another country does not take its place.
    for (const name of country[4]) {
      const key = foldForSearch(name);
      if (key && !countryByName.has(key)) countryByName.set(key, country);
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
    const country = countryByCode.get(code);
    if (country) countryByName.set(alias, country);
  }
  const regionsByName = new Map<string, RegionRow[]>();
  for (const region of regions) {
    for (const name of new Set(region[3].map(foldForSearch))) {
      if (!name) continue;
      const list = regionsByName.get(name) ?? [];
      list.push(region);
      regionsByName.set(name, list);
    }
  }
  return { countryByName, countryByCode, regionsByName };
}

let loading: Promise<DestinationData> | undefined;

/**
 * The countries and first-level regions of the world (offline-destinations.json, baked by
 * scripts/bake-destinations.mjs), read on first use: 280 KB of JSON, a few milliseconds.
 */
export function destinationData(): Promise<DestinationData> {
  loading ??= import('./offline-destinations.json', { with: { type: 'json' } }).then(({ default: data }) =>
    indexed(data.countries as CountryRow[], data.regions as RegionRow[]),
  );
  return loading;
}
