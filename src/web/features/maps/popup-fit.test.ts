import { describe, expect, it } from 'vitest';
import { panToFit, POPUP_MARGIN } from './popup-fit';

const map = { left: 0, top: 200, right: 375, bottom: 812 };

describe('panning the map for a popup to show whole', () => {
  it('pans nothing when the popup lies inside the map', () => {
    expect(panToFit({ left: 40, top: 300, right: 320, bottom: 450 }, map)).toBeNull();
  });

  it('moves the map down for a popup running off its top, and aside for one off a side', () => {
    expect(panToFit({ left: 40, top: 150, right: 320, bottom: 300 }, map)).toEqual([
      0,
      150 - 200 - POPUP_MARGIN,
    ]);
    expect(panToFit({ left: 200, top: 300, right: 480, bottom: 450 }, map)).toEqual([
      480 - 375 + POPUP_MARGIN,
      0,
    ]);
  });

  it('shows the top of a popup taller than the map', () => {
    expect(panToFit({ left: 40, top: 300, right: 320, bottom: 1000 }, map)).toEqual([
      0,
      300 - 200 - POPUP_MARGIN,
    ]);
  });
});
