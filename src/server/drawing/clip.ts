/**
 * Cutting shapes to a picture's square (with its margin): points are x, y, x, y, … Where an edge leaves the
 * square it is cut where it crosses, not pulled onto the edge, so the part that shows keeps its course
 * however far away its next point lies (a 1:50m coastline's points are kilometres apart: at tile zoom 16,
 * thousands of units outside a 1,024-unit picture).
 */

/** A square of the same bounds on both axes. */
export interface Square {
  min: number;
  max: number;
}

/** One side of a square: the axis (0 for x, 1 for y), its bound, and which side of it is inside. */
interface Side {
  axis: 0 | 1;
  bound: number;
  inside: (value: number) => boolean;
}

const sidesOf = ({ min, max }: Square): Side[] => [
  { axis: 0, bound: min, inside: (value) => value >= min },
  { axis: 0, bound: max, inside: (value) => value <= max },
  { axis: 1, bound: min, inside: (value) => value >= min },
  { axis: 1, bound: max, inside: (value) => value <= max },
];

/** Adds where the edge from one point to the next crosses a side's line. */
function addCrossing(kept: number[], points: number[], from: number, to: number, { axis, bound }: Side) {
  const other = 1 - axis;
  const start = points[from + axis] ?? 0;
  const share = (bound - start) / ((points[to + axis] ?? 0) - start);
  const otherStart = points[from + other] ?? 0;
  const across = otherStart + share * ((points[to + other] ?? 0) - otherStart);
  if (axis === 0) kept.push(bound, across);
  else kept.push(across, bound);
}

/** Sutherland–Hodgman against one side: what of a closed ring lies inside it, closed along the side. */
function ringInside(points: number[], side: Side): number[] {
  const kept: number[] = [];
  let previous = points.length - 2;
  let wasIn = side.inside(points[previous + side.axis] ?? 0);
  for (let current = 0; current < points.length; current += 2) {
    const isIn = side.inside(points[current + side.axis] ?? 0);
    if (isIn !== wasIn) addCrossing(kept, points, previous, current, side);
    if (isIn) kept.push(points[current] ?? 0, points[current + 1] ?? 0);
    previous = current;
    wasIn = isIn;
  }
  return kept;
}

/**
 * The part of a closed ring (its closing point not repeated) inside the square, for filling: land that
 * leaves and comes back runs along the square's edge between, and land all round it is the square itself.
 */
export function clipRing(points: number[], square: Square): number[] {
  let inside = true;
  for (let index = 0; inside && index < points.length; index += 2)
    inside = within(points[index] ?? 0, points[index + 1] ?? 0, square);
  if (inside) return points;
  return sidesOf(square).reduce((ring, side) => (ring.length > 0 ? ringInside(ring, side) : ring), points);
}

const within = (x: number, y: number, { min, max }: Square) => x >= min && x <= max && y >= min && y <= max;
const WHOLE = [0, 1] as const;

/** The share of the way from one point to the next that lies inside the square (Liang–Barsky), or null. */
function insideShare(points: number[], from: number, square: Square): readonly [number, number] | null {
  const { min, max } = square;
  const x = points[from] ?? 0;
  const y = points[from + 1] ?? 0;
  const dx = (points[from + 2] ?? 0) - x;
  const dy = (points[from + 3] ?? 0) - y;
  if (within(x, y, square) && within(x + dx, y + dy, square)) return WHOLE;
  let [start, end] = [0, 1];
  for (const [step, room] of [
    [-dx, x - min],
    [dx, max - x],
    [-dy, y - min],
    [dy, max - y],
  ] as const) {
    if (step === 0) {
      if (room < 0) return null;
      continue;
    }
    const share = room / step;
    if (step < 0) start = Math.max(start, share);
    else end = Math.min(end, share);
    if (start > end) return null;
  }
  return [start, end];
}

/** The parts of a line inside the square, each a line of its own. */
export function clipLine(points: number[], square: Square): number[][] {
  const parts: number[][] = [];
  let part: number[] = [];
  const at = (from: number, share: number) => [
    (points[from] ?? 0) + share * ((points[from + 2] ?? 0) - (points[from] ?? 0)),
    (points[from + 1] ?? 0) + share * ((points[from + 3] ?? 0) - (points[from + 1] ?? 0)),
  ];
  const end = () => {
    if (part.length >= 4) parts.push(part);
    part = [];
  };
  for (let from = 0; from + 3 < points.length; from += 2) {
    const inside = insideShare(points, from, square);
    if (!inside) {
      end();
      continue;
    }
    if (inside[0] > 0 || part.length === 0) {
      end();
      part.push(...at(from, inside[0]));
    }
    part.push(...at(from, inside[1]));
    if (inside[1] < 1) end();
  }
  end();
  return parts;
}
