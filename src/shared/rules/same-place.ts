/** Two tips with different place ids still name one place when their names match this close together. */
export const SAME_PLACE_RADIUS_M = 50;

/** What telling places apart needs of a tip. */
export interface PlacedTip {
  id: string;
  category: string;
  place_id: string | null;
  place_name: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** One card's worth of tips: a place and every tip that names it, in the order they were given. */
export interface PlaceGroup<T> {
  /** The first tip's id: stable while that tip stays, and unique in the list. */
  key: string;
  tips: T[];
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceInMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A place name as people would compare it: case, accents and spacing aside. */
export function placeNameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const located = (tip: PlacedTip): tip is PlacedTip & { latitude: number; longitude: number } =>
  Number.isFinite(tip.latitude) && Number.isFinite(tip.longitude);

/**
 * Whether two tips of one category name the same place: the same place id, or (ids differing between
 * place providers) the same name within SAME_PLACE_RADIUS_M. A tip without a place is a place of its own.
 */
export function isSamePlace(a: PlacedTip, b: PlacedTip): boolean {
  if (a.category !== b.category || !a.place_name?.trim() || !b.place_name?.trim()) return false;
  if (a.place_id && a.place_id === b.place_id) return true;
  if (!located(a) || !located(b)) return false;
  return (
    placeNameKey(a.place_name) === placeNameKey(b.place_name) && distanceInMetres(a, b) <= SAME_PLACE_RADIUS_M
  );
}

/**
 * The tips as one group per place (a view: nothing is merged in the data). Groups keep the order of their
 * first tip, tips the order they were given. A tip joins the group of the first earlier tip it names the
 * same place as, by id or else by name and distance.
 */
export function groupTipsByPlace<T extends PlacedTip>(tips: readonly T[]): PlaceGroup<T>[] {
  const groupOf: number[] = [];
  const groups: T[][] = [];
  // Tips that could match by name are compared only with others of their name: no N² over a long list.
  const byId = new Map<string, number>();
  const byName = new Map<string, number[]>();
  tips.forEach((tip, index) => {
    const name = tip.place_name?.trim() ? `${tip.category}\u0000${placeNameKey(tip.place_name)}` : null;
    const idKey = tip.place_id && name ? `${tip.category}\u0000${tip.place_id}` : null;
    let group = idKey !== null ? byId.get(idKey) : undefined;
    if (group === undefined && name !== null) {
      const candidate = byName.get(name)?.find((other) => isSamePlace(tips[other] as T, tip));
      if (candidate !== undefined) group = groupOf[candidate];
    }
    if (group === undefined) {
      group = groups.length;
      groups.push([]);
    }
    groups[group]?.push(tip);
    groupOf[index] = group;
    if (idKey !== null && !byId.has(idKey)) byId.set(idKey, group);
    if (name === null) return;
    const sameName = byName.get(name);
    if (sameName) sameName.push(index);
    else byName.set(name, [index]);
  });
  return groups.map((members) => ({ key: (members[0] as T).id, tips: members }));
}

/** What a merged card says of its tips: "Recommended by 3 friends". */
export function recommendedByText(count: number): string {
  return `Recommended by ${count} ${count === 1 ? 'friend' : 'friends'}`;
}

/** What a guidebook's merged card says of its tips, the author's own: "2 recommendations". */
export { tipCountText } from './submitted-toast.js';
