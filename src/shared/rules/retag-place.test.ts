import { describe, expect, it } from 'vitest';
import { placeAfterEdit, type TipPlace } from './retag-place.js';

const tagged: TipPlace = {
  place_id: 'osm:N1',
  place_name: 'Time Out Market',
  place_address: 'Lisbon',
  latitude: 38.7,
  longitude: -9.1,
  place_type: 'place',
};

describe('placeAfterEdit (the location re-tag rule)', () => {
  it('takes a newly chosen place with coordinates, as a "location"', () => {
    const chosen = { name: 'Pastéis de Belém', placeId: 'osm:N2', latitude: 38.69, longitude: -9.2 };
    expect(placeAfterEdit(tagged, 'Pastéis de Belém for breakfast', chosen)).toEqual({
      place_id: 'osm:N2',
      place_name: 'Pastéis de Belém',
      place_address: null,
      latitude: 38.69,
      longitude: -9.2,
      place_type: 'location',
    });
  });

  it('clears the place when the text no longer names it', () => {
    expect(placeAfterEdit(tagged, 'Somewhere else entirely')).toEqual({
      place_id: null,
      place_name: null,
      place_address: null,
      latitude: null,
      longitude: null,
      place_type: 'text',
    });
  });

  it('clears a place removed in the dialog, though the text still names it', () => {
    expect(placeAfterEdit(tagged, 'Time Out Market', null)).toEqual({
      place_id: null,
      place_name: null,
      place_address: null,
      latitude: null,
      longitude: null,
      place_type: 'text',
    });
  });

  it('keeps the place when the text still names it, in any case', () => {
    expect(placeAfterEdit(tagged, 'Lunch at TIME OUT market, upstairs')).toBe(tagged);
  });

  it('ignores a chosen place without coordinates, and then applies the name rule', () => {
    expect(placeAfterEdit(tagged, 'Time Out Market', { name: 'Nowhere' })).toBe(tagged);
    expect(placeAfterEdit(tagged, 'gone', { name: 'Nowhere' }).place_type).toBe('text');
  });

  it('leaves a tip without a place as it was', () => {
    const plain: TipPlace = {
      ...tagged,
      place_id: null,
      place_name: null,
      latitude: null,
      longitude: null,
      place_type: 'text',
    };
    expect(placeAfterEdit(plain, 'Anything')).toBe(plain);
  });
});
