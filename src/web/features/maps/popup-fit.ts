/** A rectangle on screen (a DOMRect's edges). */
export type Edges = { left: number; top: number; right: number; bottom: number };

/** The room kept between an open popup and the map's edges. */
export const POPUP_MARGIN = 12;

/**
 * How far to pan the map (MapLibre's `panBy`, which moves the view: the content moves the other way) for
 * the popup to lie inside the map with a margin, or null when it does already. A popup taller or wider than
 * the map shows its top and its start, where its name is.
 */
export function panToFit(popup: Edges, map: Edges, margin = POPUP_MARGIN): [number, number] | null {
  const shift = (start: number, end: number, areaStart: number, areaEnd: number) => {
    if (start < areaStart + margin) return start - (areaStart + margin);
    if (end > areaEnd - margin) return Math.min(end - (areaEnd - margin), start - (areaStart + margin));
    return 0;
  };
  const x = shift(popup.left, popup.right, map.left, map.right);
  const y = shift(popup.top, popup.bottom, map.top, map.bottom);
  return x === 0 && y === 0 ? null : [x, y];
}
