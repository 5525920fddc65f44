import type { Map as MapLibreMap } from 'maplibre-gl';
import type { CityLabel, CitySize } from '../../../shared/rules/city-labels.js';
import { layoutCityLabels, type Box, type PlacedLabel } from './city-label-layout';

/** The labels' type by the city's size, as tip-map.css sets it. */
const FONTS: Record<CitySize, string> = { 0: '500 11.5px', 1: '500 12px', 2: '700 13px' };
/** The map's events after which the labels are placed again (at once while it moves). */
const AFTER = ['moveend', 'resize', 'idle'] as const;

/**
 * The city names drawn over the offline basemap as DOM text (MapLibre would need glyph files for its own
 * text): a layer under the pins, placed again at every frame the map draws.
 */
export class CityLabelLayer {
  readonly #map: MapLibreMap;
  readonly #cities: readonly CityLabel[];
  readonly #layer = document.createElement('div');
  readonly #widths = new Map<string, number>();
  readonly #context = document.createElement('canvas').getContext('2d');
  readonly #fontFamily: string;
  #frame = 0;

  constructor(map: MapLibreMap, cities: readonly CityLabel[]) {
    this.#map = map;
    this.#cities = cities;
    this.#fontFamily = getComputedStyle(map.getContainer()).fontFamily;
    this.#layer.className = 'city-labels';
    // Names of the basemap, not content: the page's list of places is what a screen reader reads.
    this.#layer.setAttribute('aria-hidden', 'true');
    // Under the pins: the markers follow the canvas in its container.
    map.getCanvas().after(this.#layer);
    map.on('move', this.#draw);
    // The pins of a new view are drawn by React after the map stops: placed again once they are.
    for (const event of AFTER) map.on(event, this.#schedule);
    this.#schedule();
  }

  remove() {
    this.#map.off('move', this.#draw);
    for (const event of AFTER) this.#map.off(event, this.#schedule);
    cancelAnimationFrame(this.#frame);
    this.#layer.remove();
  }

  readonly #schedule = () => {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#draw();
    });
  };

  #measure(name: string, size: CitySize) {
    const key = `${size}${name}`;
    let width = this.#widths.get(key);
    if (width === undefined) {
      if (this.#context) this.#context.font = `${FONTS[size]} ${this.#fontFamily}`;
      width = this.#context?.measureText(name).width ?? name.length * 7;
      this.#widths.set(key, width);
    }
    return width;
  }

  #obstacles(origin: DOMRect): Box[] {
    return [...this.#map.getCanvasContainer().querySelectorAll('.maplibregl-marker')].map((marker) => {
      const rect = marker.getBoundingClientRect();
      return {
        left: rect.left - origin.left,
        top: rect.top - origin.top,
        right: rect.right - origin.left,
        bottom: rect.bottom - origin.top,
      };
    });
  }

  readonly #draw = () => {
    const map = this.#map;
    const origin = map.getContainer().getBoundingClientRect();
    const bounds = map.getBounds();
    const placed = layoutCityLabels(this.#cities, {
      zoom: map.getZoom(),
      bounds: {
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
      },
      width: origin.width,
      height: origin.height,
      project: (lng, lat) => map.project([lng, lat]),
      measure: (name, size) => this.#measure(name, size),
      obstacles: this.#obstacles(origin),
    });
    this.#render(placed);
  };

  #render(placed: readonly PlacedLabel[]) {
    const spans = this.#layer.children;
    while (spans.length > placed.length) spans[spans.length - 1]?.remove();
    placed.forEach((label, index) => {
      let span = spans[index] as HTMLSpanElement | undefined;
      if (!span) {
        span = document.createElement('span');
        this.#layer.append(span);
      }
      if (span.textContent !== label.name) span.textContent = label.name;
      span.className = `city-label city-label-${label.side} city-label-size-${label.size}`;
      span.style.transform = `translate(${label.x.toFixed(1)}px, ${label.y.toFixed(1)}px)`;
    });
  }
}
