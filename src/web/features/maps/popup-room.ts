/** The spec's popup: at most 300 px high, its text scrolling within. */
export const POPUP_MAX_HEIGHT = 300;
/** Never smaller than this, on a map too short for more: the name and a line of the tip. */
const POPUP_MIN_HEIGHT = 96;
/** Room kept between a popup and the map's edge. */
export const POPUP_MARGIN = 12;
/** A popup above a pin starts this far above its place (the pin's height and a gap), one below it this far under. */
export const POPUP_ABOVE = 50;
export const POPUP_BELOW = 6;

/**
 * How high a popup may be for a pin `pinY` pixels down a map `mapHeight` high: the room on the roomier
 * side of the pin, at most 300 px. MapLibre puts the popup above the pin where it fits and below it
 * otherwise, so a popup of this height lies whole inside the map on one side or the other.
 */
export function popupMaxHeight(pinY: number, mapHeight: number): number {
  const above = pinY - POPUP_ABOVE - POPUP_MARGIN;
  const below = mapHeight - pinY - POPUP_BELOW - POPUP_MARGIN;
  return Math.max(POPUP_MIN_HEIGHT, Math.min(POPUP_MAX_HEIGHT, Math.floor(Math.max(above, below))));
}
