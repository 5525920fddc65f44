import { describe, expect, it } from 'vitest';
import type { Category } from '../../../shared/categories.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import { countByCategory, withOrderOverrides } from './tip-filters';

const tip = (id: string, category: Category, order_index: number): Tip => ({
  id,
  trip_id: 'trip',
  category,
  content: id,
  contributor_name: null,
  is_favorite: false,
  is_completed: false,
  order_index,
  place_id: null,
  place_name: null,
  place_address: null,
  latitude: null,
  longitude: null,
  place_type: 'text',
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('tip filters', () => {
  it('applies unsaved order changes over the loaded order', () => {
    const tips = [tip('a', 'eat', 0), tip('b', 'eat', 1), tip('c', 'do', 2)];
    expect(withOrderOverrides(tips, { c: 0, a: 2 }).map((t) => [t.id, t.order_index])).toEqual([
      ['c', 0],
      ['b', 1],
      ['a', 2],
    ]);
    expect(withOrderOverrides(tips, {})[0]).toBe(tips[0]);
  });

  it('counts every tab, empty categories included', () => {
    const counts = countByCategory([tip('a', 'eat', 0), tip('b', 'eat', 1), tip('c', 'parks', 0)]);
    expect(counts).toMatchObject({ all: 3, eat: 2, parks: 1, do: 0, 'get-around': 0 });
  });
});
