import { describe, expect, it } from 'vitest';
import { withAddedTips, withoutTip, withSavedTip } from './detail-tips';

const tip = (id: string, order_index: number, content = id) => ({ id, order_index, content });
const detail = { trip: 'Lisbon', recommendations: [tip('a', 0), tip('b', 2)] };

describe('cached detail tips', () => {
  it('adds new tips in display order and keeps a tip that is already there once', () => {
    const next = withAddedTips(detail, [tip('c', 1), tip('b', 2)]);
    expect(next.recommendations.map((t) => t.id)).toEqual(['a', 'c', 'b']);
    expect(next.trip).toBe('Lisbon');
  });

  it('puts in a saved tip in its place', () => {
    const next = withSavedTip(detail, tip('b', 2, 'Pastéis de Belém'));
    expect(next.recommendations.map((t) => t.content)).toEqual(['a', 'Pastéis de Belém']);
  });

  it('takes out a deleted tip', () => {
    expect(withoutTip(detail, 'a').recommendations.map((t) => t.id)).toEqual(['b']);
  });
});
