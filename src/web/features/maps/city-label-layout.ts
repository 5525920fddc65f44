import type { CityLabel, CitySize } from '../../../shared/rules/city-labels.js';

/** A rectangle on screen, in CSS pixels from the map's top left corner. */
export type Box = { left: number; top: number; right: number; bottom: number };

/** Where a name goes from its dot: beside it, or under it (where a pin stands on the city itself). */
export type LabelSide = 'right' | 'left' | 'below';

/** A name the map shows: its city's dot at (x, y), its text on the `side` of the dot. */
export type PlacedLabel = { name: string; x: number; y: number; side: LabelSide; size: CitySize };

export type LabelView = {
  zoom: number;
  /** The view's extent in degrees, a first cheap test before projecting. */
  bounds: { west: number; south: number; east: number; north: number };
  width: number;
  height: number;
  /** Screen position of a place, as the map projects it. */
  project: (lng: number, lat: number) => { x: number; y: number };
  /** The width of a name's text in pixels. */
  measure: (name: string, size: CitySize) => number;
  /** What no label may cover: the pins and clusters. */
  obstacles: readonly Box[];
};

/** Cities whose first zoom is this close above the view's are tried too: the placement drops what crowds. */
const ZOOM_AHEAD = 1;
/** A label's text height, its dot's radius and the gap kept between labels, in pixels. */
const TEXT_HEIGHT = 16;
const DOT = 3;
/** Room kept between two names, and between a name and a pin. */
const GAP = 6;
/** A pin is a square turned on its corner: its drawing reaches this far past its box. */
const PIN_GAP = 8;
const SIDES: readonly LabelSide[] = ['right', 'left', 'below'];
/** Enough names to read a map by; more would be noise (and DOM to move at every frame). */
export const MAX_LABELS = 60;

const overlaps = (a: Box, b: Box, gap: number) =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;

/** The box of a label whose dot is at (x, y) with its text of `width` on `side`. */
function boxOf(x: number, y: number, width: number, side: LabelSide): Box {
  const top = y - TEXT_HEIGHT / 2;
  const bottom = y + TEXT_HEIGHT / 2;
  if (side === 'right') return { left: x - DOT, top, right: x + DOT + 4 + width, bottom };
  if (side === 'left') return { left: x - DOT - 4 - width, top, right: x + DOT, bottom };
  // The text alone: its dot may lie under the pin that stands on it.
  const under = y + DOT + PIN_GAP + 2;
  return { left: x - width / 2, top: under, right: x + width / 2, bottom: under + TEXT_HEIGHT };
}

/**
 * Which names to show, and on which side of their dot: the cities in their file's order (most important
 * first), each where it covers neither a name already placed nor a pin (to the right of its dot, else to
 * the left, else under it), until the map has enough.
 */
export function layoutCityLabels(cities: readonly CityLabel[], view: LabelView): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const boxes: Box[] = [];
  const inside = (box: Box) =>
    box.left >= 0 && box.top >= 0 && box.right <= view.width && box.bottom <= view.height;
  const { west, south, east, north } = view.bounds;
  const middle = (west + east) / 2;
  for (const [name, lng100, lat100, minZoom, size] of cities) {
    if (placed.length >= MAX_LABELS) break;
    if (minZoom > view.zoom + ZOOM_AHEAD) continue;
    const lat = lat100 / 100;
    // The city's copy nearest the view, for a view across the antimeridian (its bounds run past ±180).
    const lng = lng100 / 100 + 360 * Math.round((middle - lng100 / 100) / 360);
    if (lat < south || lat > north || lng < west || lng > east) continue;
    const { x, y } = view.project(lng, lat);
    if (x < 0 || y < 0 || x > view.width || y > view.height) continue;
    const width = view.measure(name, size);
    for (const side of SIDES) {
      const box = boxOf(x, y, width, side);
      if (!inside(box) || boxes.some((other) => overlaps(box, other, GAP))) continue;
      if (view.obstacles.some((obstacle) => overlaps(box, obstacle, PIN_GAP))) continue;
      placed.push({ name, x, y, side, size });
      boxes.push(box);
      break;
    }
  }
  return placed;
}
