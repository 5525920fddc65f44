import { CATEGORIES, type Category } from '../categories.js';
import { groupTipsByPlace, recommendedByText, type PlacedTip } from './same-place.js';

/** One marker colour per category. */
export const MARKER_COLORS: Record<Category, string> = {
  eat: '#3b82f6',
  do: '#22c55e',
  stay: '#ec4899',
  dance: '#a855f7',
  bars: '#f97316',
  'get-around': '#10b981',
  museums: '#6366f1',
  parks: '#14b8a6',
};

/** Where a map with nothing located starts, and how close one located tip is shown. */
export const DEFAULT_MAP_VIEW = { lat: 35.6762, lng: 139.6503, zoom: 10 } as const;
export const SINGLE_POINT_ZOOM = 13;

/** What a map page needs of a tip, whichever page it comes from. */
export interface MappableTip {
  id: string;
  category: Category;
  content: string;
  contributor_name?: string | null;
  place_name: string | null;
  latitude: unknown;
  longitude: unknown;
}

/** One tip's words on a map point, and who sent them. */
export interface MapNote {
  id: string;
  content: string;
  contributor: string | null;
}

/**
 * A tip on a map: its place name, the coordinates it is drawn at, and what its popup says. A point of
 * several tips of one place (placePoints) is drawn at the first tip and lists every tip's words.
 */
export interface MapPoint {
  id: string;
  category: Category;
  name: string;
  content: string;
  contributor: string | null;
  lat: number;
  lng: number;
  /** Every tip the point stands for, its own first: one note, unless tips of one place share it. */
  notes: MapNote[];
  /** What a point of several tips says of them ("Recommended by 3 friends"); null for one tip. */
  summary: string | null;
}

const coordinate = (value: unknown, limit: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/**
 * The tips a map shows: numeric coordinates on the globe and a place name. A tip
 * that fails any of it is left off, never a reason for the map to break.
 */
export function mapPoints(tips: readonly MappableTip[]): MapPoint[] {
  return tips.flatMap((tip) => {
    const lat = coordinate(tip.latitude, 90);
    const lng = coordinate(tip.longitude, 180);
    const name = tip.place_name?.trim();
    if (lat === null || lng === null || !name || !CATEGORIES.includes(tip.category)) return [];
    return [
      {
        id: tip.id,
        category: tip.category,
        name,
        content: tip.content,
        contributor: tip.contributor_name?.trim() || null,
        lat,
        lng,
        notes: [{ id: tip.id, content: tip.content, contributor: tip.contributor_name?.trim() || null }],
        summary: null,
      },
    ];
  });
}

/**
 * The map's points with the tips of one place (groupTipsByPlace) as one point: one marker, with its count
 * and `summarize`'s words for it (friends' tips by default; a guidebook's are its author's).
 */
export function placePoints(
  tips: readonly (MappableTip & PlacedTip)[],
  summarize: (count: number) => string = recommendedByText,
): MapPoint[] {
  const points = new Map(mapPoints(tips).map((point) => [point.id, point]));
  const located = tips.filter((tip) => points.has(tip.id));
  return groupTipsByPlace(located).flatMap((group) => {
    const [first, ...others] = group.tips.map((tip) => points.get(tip.id));
    if (!first) return [];
    const notes = [first, ...others].flatMap((point) => point?.notes ?? []);
    return [{ ...first, notes, summary: notes.length > 1 ? summarize(notes.length) : null }];
  });
}

/** How many points each category has, and all of them: the counts on the filter bar. */
export function pointCounts(points: readonly MapPoint[]): Record<Category | 'all', number> {
  const counts = Object.fromEntries([...CATEGORIES, 'all'].map((key) => [key, 0])) as Record<
    Category | 'all',
    number
  >;
  for (const point of points) {
    counts[point.category] += 1;
    counts.all += 1;
  }
  return counts;
}

/** The south-west and north-east corners around every point, or null when there is none. */
export function boundsOf(points: readonly MapPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const { lat, lng } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

export type MapsPlatform = 'apple' | 'android' | 'other';

/** Which maps app a device opens: Apple Maps on Apple devices, the chosen app on Android, Google elsewhere. */
export function mapsPlatformOf(userAgent: string): MapsPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod|macintosh/i.test(userAgent)) return 'apple';
  return 'other';
}

/**
 * A link that opens directions to the point in the device's maps app, with its name and coordinates
 * (the Directions link). No key needed. Elsewhere it is Google Maps' own
 * directions address: the place by name, looked up at its coordinates.
 */
export function directionsUrl(point: Pick<MapPoint, 'name' | 'lat' | 'lng'>, platform: MapsPlatform): string {
  const at = `${point.lat},${point.lng}`;
  const name = encodeURIComponent(point.name);
  if (platform === 'apple') return `https://maps.apple.com/?daddr=${at}&q=${name}`;
  if (platform === 'android') return `geo:${at}?q=${at}(${name})`;
  return `https://www.google.com/maps/dir//${name}/@${at},17z`;
}
