import { describe, expect, it } from 'vitest';
import { clipLine, clipRing } from './clip.js';
import { mapPictureSvg } from './map-picture-svg.js';
import { simplified } from './simplify.js';

const SQUARE = { min: 0, max: 100 };

describe('cutting shapes to a square', () => {
  it('keeps a ring inside as it is, and makes one all round the square the square itself', () => {
    expect(clipRing([10, 10, 90, 10, 50, 90], SQUARE)).toEqual([10, 10, 90, 10, 50, 90]);
    const around = clipRing([-500, -500, 500, -500, 500, 500, -500, 500], SQUARE);
    expect(new Set(around.join(',').match(/-?\d+,-?\d+/g))).toEqual(
      new Set(['0,0', '100,0', '100,100', '0,100']),
    );
  });

  it('cuts an edge where it crosses, keeping the course of a part far outside', () => {
    // Pulling (1050, 100) onto the square would have bent the edge; it crosses x = 100 at y = 52.5.
    const ring = clipRing([50, 50, 1050, 100, 50, 90], SQUARE);
    expect(ring.slice(0, 4)).toEqual([50, 50, 100, 52.5]);
    expect(clipLine([50, 50, 1050, 100], SQUARE)).toEqual([[50, 50, 100, 52.5]]);
  });

  it('splits a line that leaves and comes back into the parts inside', () => {
    const parts = clipLine([10, 10, 10, 200, 20, 200, 20, 10], SQUARE);
    expect(parts).toEqual([
      [10, 10, 10, 100],
      [20, 100, 20, 10],
    ]);
  });
});

describe('simplifying a line', () => {
  it('leaves out the points within the tolerance of the line through those kept, never the ends', () => {
    expect(simplified([0, 0, 1, 0.05, 2, 0, 3, 5, 4, 0], 0.2)).toEqual([0, 0, 2, 0, 3, 5, 4, 0]);
  });
});

describe('a picture of the basemap', () => {
  it('draws land across the antimeridian whole, the same from either side', () => {
    // Chukotka, on both sides of 180°.
    const east = mapPictureSvg({ z: 6, x: 63, y: 15 });
    expect(mapPictureSvg({ z: 6, x: -1, y: 15 })).toBe(east);
    expect(east).toContain('fill="#f6f4ee"');
  });

  it('fills the inside of Antarctica, whose coast runs right round the world', () => {
    const inland = mapPictureSvg({ z: 6, x: 30, y: 62 });
    // Land over the whole square, cut to its margin, and down to the edge of the world at its foot (85° S).
    expect(inland).toContain('<path d="M-64-64l1152 0 0 1088-1152 0z" fill="#f6f4ee"');
    expect(inland).not.toContain('stroke-dasharray');
  });
});
