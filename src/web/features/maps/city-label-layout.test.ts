import { describe, expect, it } from 'vitest';
import type { CityLabel } from '../../../shared/rules/city-labels.js';
import { layoutCityLabels, MAX_LABELS, type LabelView } from './city-label-layout';

/** A flat map of 1,000 × 600 pixels, 100 pixels a degree, the world's (0, 0) at its top left corner. */
const view = (overrides: Partial<LabelView> = {}): LabelView => ({
  zoom: 6,
  bounds: { west: 0, south: -6, east: 10, north: 0 },
  width: 1000,
  height: 600,
  project: (lng, lat) => ({ x: lng * 100, y: -lat * 100 }),
  measure: (name) => name.length * 7,
  obstacles: [],
  ...overrides,
});
const at = (name: string, x: number, y: number, minZoom = 2): CityLabel => [name, x, -y, minZoom, 1];

describe('placing the city names on the map', () => {
  it('names the cities in their order, each where it covers no name placed before it', () => {
    const placed = layoutCityLabels(
      [at('Alpha', 100, 100), at('Beta', 130, 100), at('Gamma', 100, 140)],
      view(),
    );
    expect(placed.map(({ name, side }) => [name, side])).toEqual([
      ['Alpha', 'right'],
      ['Gamma', 'right'],
    ]);
  });

  it('puts the name under its dot when a pin stands on the city, and never over a pin', () => {
    const pin = { left: 278, top: 256, right: 322, bottom: 300 };
    const placed = layoutCityLabels(
      [at('Lisbon', 300, 300)],
      view({ obstacles: [pin, { left: 150, top: 290, right: 270, bottom: 310 }] }),
    );
    expect(placed).toEqual([{ name: 'Lisbon', x: 300, y: 300, side: 'below', size: 1 }]);
  });

  it('shows the cities of this zoom and the next only, inside the view, up to its limit', () => {
    const cities = Array.from({ length: 200 }, (_, index) =>
      at(`C${index}`, 20 + (index % 10) * 95, 20 + Math.floor(index / 10) * 28, 2),
    );
    expect(layoutCityLabels(cities, view())).toHaveLength(MAX_LABELS);
    expect(layoutCityLabels([at('Later', 500, 300, 8)], view())).toEqual([]);
    expect(layoutCityLabels([at('Next', 500, 300, 7)], view())).toHaveLength(1);
    expect(layoutCityLabels([at('Away', 1500, 300)], view())).toEqual([]);
    // Across the antimeridian, a city east of it is drawn on the copy of the world in view.
    const pacific = view({
      bounds: { west: 170, south: -6, east: 190, north: 0 },
      project: (lng, lat) => ({ x: (lng - 170) * 50, y: -lat * 100 }),
    });
    expect(layoutCityLabels([['Suva', -17500, -300, 2, 1]], pacific)).toMatchObject([
      { name: 'Suva', x: 750 },
    ]);
    // A name that would run off the map's edge goes to the other side of its dot.
    expect(layoutCityLabels([at('Edge', 990, 300)], view())[0]?.side).toBe('left');
  });
});
