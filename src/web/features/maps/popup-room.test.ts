import { describe, expect, it } from 'vitest';
import { POPUP_ABOVE, POPUP_BELOW, POPUP_MARGIN, POPUP_MAX_HEIGHT, popupMaxHeight } from './popup-room';

describe('the room a map popup is given', () => {
  it('is 300 px where the map has room above or below the pin', () => {
    expect(popupMaxHeight(40, 600)).toBe(POPUP_MAX_HEIGHT);
    expect(popupMaxHeight(560, 600)).toBe(POPUP_MAX_HEIGHT);
  });

  it('is the room on the roomier side of a pin midway down a short map', () => {
    expect(popupMaxHeight(300, 560)).toBe(560 - 300 - POPUP_BELOW - POPUP_MARGIN);
    expect(popupMaxHeight(320, 560)).toBe(320 - POPUP_ABOVE - POPUP_MARGIN);
  });

  it('keeps room for the name and a line of the tip on a tiny map', () => {
    expect(popupMaxHeight(60, 120)).toBe(96);
  });
});
