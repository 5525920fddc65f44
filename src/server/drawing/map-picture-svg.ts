import { WORLD_PIXELS, type PictureTile } from '../../shared/rules/map-picture.js';
import { clipLine, clipRing, type Square } from './clip.js';
import { mercatorWorld, type MercatorShape } from './mercator-world.js';
import { simplified } from './simplify.js';

/** Two tiles of MapLibre's 512 pixels: the picture's side in its own units, whatever its zoom. */
export const PICTURE_SIDE = 2 * WORLD_PIXELS;
/**
 * Shapes are cut this far outside the picture, so that the coastline's stroke along a cut, and the ends
 * of cut borders, never show, even on a picture shown at a quarter of its size.
 */
const MARGIN = 64;
/** A shape this far outside the picture or farther is left out: not even its stroke would show. */
const SHOWN_WITHIN = 2;
const SQUARE: Square = { min: -MARGIN, max: PICTURE_SIDE + MARGIN };
/**
 * Points within this of the line through their neighbours are left out: under a pixel on a page that shows
 * the picture up to four times its size, and it takes the world at zoom 0 from 780 KB to 200 KB.
 */
const TOLERANCE = 0.2;

/** The offline basemap's colours and lines (web/features/maps/offline-basemap.ts). */
const WATER = '#cfe6f3';
const LAND = '#f6f4ee';
const COAST = '#9cc3d8';
const BORDER = '#b9b3a6';

/** Where a tile grid's picture lies in the world, and how it maps world units onto its own. */
interface Frame {
  scale: number;
  left: number;
  top: number;
}

/** A shape of the world's copy `copy` (east of the world at 1, west at -1) in picture units. */
function inPicture({ points }: MercatorShape, copy: number, { scale, left, top }: Frame): number[] {
  const placed = new Array<number>(points.length);
  for (let index = 0; index < points.length; index += 2) {
    placed[index] = ((points[index] ?? 0) + copy - left) * scale;
    placed[index + 1] = ((points[index + 1] ?? 0) - top) * scale;
  }
  return placed;
}

/** Whether a shape's box in that copy of the world comes near enough the picture to show in it. */
function near(shape: MercatorShape, copy: number, { scale, left, top }: Frame): boolean {
  const margin = SHOWN_WITHIN / scale;
  const side = PICTURE_SIDE / scale;
  return (
    shape.maxX + copy > left - margin &&
    shape.minX + copy < left + side + margin &&
    shape.maxY > top - margin &&
    shape.minY < top + side + margin
  );
}

/** A number of tenths as SVG writes it shortest: 12.3, 12, .5, -.5. */
function decimal(tenths: number): string {
  const whole = Math.trunc(tenths / 10);
  const tenth = Math.abs(tenths % 10);
  const sign = tenths < 0 ? '-' : '';
  return `${sign}${whole === 0 && tenth !== 0 ? '' : Math.abs(whole)}${tenth === 0 ? '' : `.${tenth}`}`;
}

/** Numbers in a row, spaced only where the next would otherwise run on from the one before. */
function row(numbers: string[]): string {
  let out = numbers[0] ?? '';
  for (let index = 1; index < numbers.length; index += 1) {
    const next = numbers[index] ?? '';
    const runsOn = next.startsWith('-') || (next.startsWith('.') && (numbers[index - 1] ?? '').includes('.'));
    out += runsOn ? next : ` ${next}`;
  }
  return out;
}

/**
 * Path data to a tenth of a unit: the first point where it is, each next one as a step from the last, a
 * point that rounds onto the one before left out. Too few points left for a line or a ring: nothing.
 */
function pathData(points: number[], closed: boolean): string {
  const tenths: number[] = [];
  for (let index = 0; index < points.length; index += 2) {
    const x = Math.round((points[index] ?? 0) * 10);
    const y = Math.round((points[index + 1] ?? 0) * 10);
    if (x !== tenths.at(-2) || y !== tenths.at(-1)) tenths.push(x, y);
  }
  if (closed && tenths.length > 2 && tenths[0] === tenths.at(-2) && tenths[1] === tenths.at(-1)) {
    tenths.splice(-2);
  }
  if (tenths.length < (closed ? 6 : 4)) return '';
  const steps = tenths.slice(2).map((value, index) => decimal(value - (tenths[index] ?? 0)));
  return `M${row([decimal(tenths[0] ?? 0), decimal(tenths[1] ?? 0)])}l${row(steps)}${closed ? 'z' : ''}`;
}

/** Copies of the world, west to east, that may come near the picture (0 is the world itself). */
function copiesNear(frame: Frame, minX: number, maxX: number): number[] {
  const reach = (PICTURE_SIDE + MARGIN) / frame.scale;
  const west = Math.floor(frame.left - reach - maxX);
  const east = Math.ceil(frame.left + reach - minX);
  return Array.from({ length: east - west + 1 }, (_, index) => west + index);
}

/** Land round the world (Antarctica) over every copy in view as one ring, closed along the world's edge. */
function polarRing(shape: MercatorShape & { poleY: 0 | 1 }, copies: number[], frame: Frame): number[] {
  const coast = copies
    .filter((copy) => near(shape, copy, frame))
    .flatMap((copy) => inPicture(shape, copy, frame));
  if (coast.length === 0) return [];
  const edge = (shape.poleY - frame.top) * frame.scale;
  return [...coast, coast.at(-2) ?? 0, edge, coast[0] ?? 0, edge];
}

/**
 * The SVG of a picture on the tile grid (map-picture.ts): water, land with its coastline, and country
 * borders, over the 2×2 tiles at `tile`, 512 units a tile.
 */
export function mapPictureSvg(tile: PictureTile): string {
  const world = mercatorWorld();
  const frame: Frame = {
    scale: WORLD_PIXELS * 2 ** tile.z,
    left: tile.x / 2 ** tile.z,
    top: tile.y / 2 ** tile.z,
  };
  const copies = copiesNear(frame, world.minX, world.maxX);
  const rings = [
    ...world.polar.map((shape) => polarRing(shape, copies, frame)),
    ...copies.flatMap((copy) =>
      world.rings.filter((shape) => near(shape, copy, frame)).map((shape) => inPicture(shape, copy, frame)),
    ),
  ];
  const land = rings.map((ring) => pathData(simplified(clipRing(ring, SQUARE), TOLERANCE), true)).join('');
  const borders = copies
    .flatMap((copy) =>
      world.borders
        .filter((shape) => near(shape, copy, frame))
        .flatMap((shape) => clipLine(inPicture(shape, copy, frame), SQUARE)),
    )
    .map((line) => pathData(simplified(line, TOLERANCE), false))
    .join('');
  // The page scales the picture: its lines keep their width in pixels.
  const lines = 'vector-effect="non-scaling-stroke"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_SIDE} ${PICTURE_SIDE}">`,
    `<rect width="${PICTURE_SIDE}" height="${PICTURE_SIDE}" fill="${WATER}"/>`,
    land ? `<path d="${land}" fill="${LAND}" stroke="${COAST}" stroke-width="1" ${lines}/>` : '',
    borders
      ? `<path d="${borders}" fill="none" stroke="${BORDER}" stroke-width="0.8" stroke-dasharray="3 2" ${lines}/>`
      : '',
    '</svg>',
  ].join('');
}
