import { describe, expect, it } from 'vitest';
import type { Category } from '../categories.js';
import {
  orderIndexesForNewTips,
  reorderAfterDrop,
  reorderGroupsAfterDrop,
  sortForDisplay,
} from './order-index.js';

const tip = (id: string, category: Category, order_index: number) => ({ id, category, order_index });

describe('order_index of new tips', () => {
  it('continues after the highest index of each category, counting the batch per category', () => {
    expect(orderIndexesForNewTips(['eat', 'eat', 'do', 'eat', 'parks'], { eat: 4, do: 0 })).toEqual([
      5, 6, 1, 7, 0,
    ]);
  });

  it('starts at 0 in an empty category', () => {
    expect(orderIndexesForNewTips(['bars', 'bars'], {})).toEqual([0, 1]);
  });
});

describe('reordering after a drop', () => {
  const all = [tip('a', 'eat', 0), tip('b', 'do', 1), tip('c', 'eat', 2), tip('d', 'eat', 3)];

  it('renumbers the All tab from 0 in the new order', () => {
    const { all: next, changes } = reorderAfterDrop({
      rule: 'trip',
      all,
      visible: all,
      from: 3,
      to: 0,
      tab: 'all',
    });
    expect(next.map((t) => [t.id, t.order_index])).toEqual([
      ['d', 0],
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(changes).toEqual([
      { id: 'a', order_index: 1 },
      { id: 'b', order_index: 2 },
      { id: 'c', order_index: 3 },
      { id: 'd', order_index: 0 },
    ]);
  });

  it('in a category tab keeps other categories and places the reordered tips after them', () => {
    const visible = all.filter((t) => t.category === 'eat');
    const { all: next, changes } = reorderAfterDrop({
      rule: 'trip',
      all,
      visible,
      from: 0,
      to: 2,
      tab: 'eat',
    });
    expect(next.map((t) => [t.id, t.order_index])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
      ['a', 4],
    ]);
    expect(changes).toEqual([{ id: 'a', order_index: 4 }]);
  });

  it('in a guidebook’s category tab renumbers the tab from 0, other categories keeping theirs', () => {
    const visible = all.filter((t) => t.category === 'eat');
    const { all: next, changes } = reorderAfterDrop({
      rule: 'guidebook',
      all,
      visible,
      from: 0,
      to: 2,
      tab: 'eat',
    });
    expect(next.map((t) => [t.id, t.order_index])).toEqual([
      ['c', 0],
      ['b', 1],
      ['d', 1],
      ['a', 2],
    ]);
    expect(changes).toEqual([
      { id: 'a', order_index: 2 },
      { id: 'c', order_index: 0 },
      { id: 'd', order_index: 1 },
    ]);
  });

  it('does nothing for a drop at the same place or outside the list', () => {
    expect(reorderAfterDrop({ rule: 'trip', all, visible: all, from: 1, to: 1, tab: 'all' }).changes).toEqual(
      [],
    );
    expect(reorderAfterDrop({ rule: 'trip', all, visible: all, from: 1, to: 9, tab: 'all' }).changes).toEqual(
      [],
    );
    expect(reorderAfterDrop({ rule: 'trip', all, visible: all, from: 7, to: 0, tab: 'all' }).changes).toEqual(
      [],
    );
  });

  it('sorts by order_index and keeps ties in place', () => {
    expect(
      sortForDisplay([tip('x', 'do', 2), tip('y', 'do', 1), tip('z', 'do', 1)]).map((t) => t.id),
    ).toEqual(['y', 'z', 'x']);
  });
});

describe('reordering cards that hold several tips', () => {
  // "a" and "d" name one place: one card, shown where "a" is.
  const all = [tip('a', 'eat', 0), tip('b', 'eat', 1), tip('c', 'eat', 2), tip('d', 'eat', 3)];
  const byId = (id: string) => all.find((t) => t.id === id) ?? tip(id, 'eat', -1);
  const cards = [['a', 'd'], ['b'], ['c']].map((ids) => ids.map(byId));

  it('moves a card’s tips together, next to each other', () => {
    const { all: next, changes } = reorderGroupsAfterDrop({
      rule: 'trip',
      all,
      visible: cards,
      from: 0,
      to: 2,
      tab: 'eat',
    });
    expect(next.map((t) => t.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(next.map((t) => t.order_index)).toEqual([0, 1, 2, 3]);
    expect(changes.map((change) => change.id).sort()).toEqual(['a', 'b', 'c']);
  });

  it('moves a single card past a card of several tips', () => {
    const { all: next } = reorderGroupsAfterDrop({
      rule: 'trip',
      all,
      visible: cards,
      from: 2,
      to: 0,
      tab: 'all',
    });
    expect(next.map((t) => t.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('changes nothing for a drop in place or outside the list', () => {
    expect(
      reorderGroupsAfterDrop({ rule: 'trip', all, visible: cards, from: 1, to: 1, tab: 'eat' }).changes,
    ).toEqual([]);
    expect(
      reorderGroupsAfterDrop({ rule: 'trip', all, visible: cards, from: 0, to: 3, tab: 'eat' }).changes,
    ).toEqual([]);
  });
});
