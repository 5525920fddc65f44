import { describe, expect, it } from 'vitest';
import type { Tip } from '../../../shared/contracts/tips.js';
import type { TripDetail } from '../../../shared/contracts/trips.js';
import {
  labelOf,
  outcomeOf,
  retryPauseMs,
  pendingTip,
  withChange,
  withQueuedChanges,
  type TipFlags,
} from './queue-rules';

const base = { userId: 'u1', tripId: 't1', label: '' };
const flags = (id: string, tipIds: string[], value: TipFlags) =>
  ({ ...base, id, kind: 'flags', tipIds, flags: value }) as const;
const add = (id: string, entries: { id: string; category: 'eat' | 'do'; content: string }[]) =>
  ({ ...base, id, kind: 'add', entries }) as const;

const tip = (id: string, category: Tip['category'], order: number): Tip =>
  pendingTip({ id, category, content: id }, 't1', order);
const detail = (tips: Tip[]) => ({ trip: { id: 't1' }, recommendations: tips }) as unknown as TripDetail;

describe('the queue of changes made offline', () => {
  it('keeps changes in the order they were made', () => {
    const queue = [
      flags('1', ['a'], { is_completed: true }),
      add('2', [{ id: 'n', category: 'eat', content: 'x' }]),
    ];
    expect(withChange(queue, flags('3', ['b'], { is_favorite: true })).map((c) => c.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('keeps only the latest value of one flag for the same tips, at the end', () => {
    let queue = withChange([], flags('1', ['a'], { is_completed: true }));
    queue = withChange(queue, flags('2', ['a'], { is_favorite: true }));
    queue = withChange(queue, flags('3', ['a'], { is_completed: false }));
    queue = withChange(queue, flags('4', ['a', 'b'], { is_completed: true }));
    expect(queue.map((c) => c.id)).toEqual(['2', '3', '4']);
  });

  it('shows queued changes over the trip as read, each new tip once, after its category’s last', () => {
    const read = detail([tip('a', 'eat', 0), tip('b', 'do', 0)]);
    const queue = [
      flags('1', ['a'], { is_completed: true }),
      add('2', [
        { id: 'n1', category: 'eat', content: ' Ramen ' },
        { id: 'b', category: 'do', content: 'stored already' },
      ]),
      flags('3', ['n1'], { is_favorite: true }),
      { ...flags('4', ['b'], { is_completed: true }), tripId: 'other' },
    ];
    const shown = withQueuedChanges(read, queue).recommendations;
    expect(shown.map((t) => [t.id, t.order_index, t.is_completed, t.is_favorite])).toEqual([
      ['a', 0, true, false],
      ['b', 0, false, false],
      ['n1', 1, false, true],
    ]);
    expect(shown[2]?.content).toBe('Ramen');
    expect(withQueuedChanges(read, [])).toBe(read);
  });

  it('waits on failures that may pass, and tells the owner of a change the server refused', () => {
    expect(outcomeOf(null)).toBe('applied');
    expect([0, 401, 408, 429, 500, 503].map(outcomeOf)).toEqual(Array(6).fill('wait'));
    expect([400, 403, 404, 409, 413].map(outcomeOf)).toEqual(Array(5).fill('refused'));
  });

  it('names a change by what the owner did, with the tip’s text short enough for a line', () => {
    expect(labelOf({ kind: 'flags', flags: { is_completed: true }, tipText: 'Ramen' })).toEqual({
      kind: 'flags',
      flag: 'done',
      tipText: 'Ramen',
    });
    expect(labelOf({ kind: 'flags', flags: { is_favorite: false }, tipText: 'Ramen' })).toEqual({
      kind: 'flags',
      flag: 'notFavourite',
      tipText: 'Ramen',
    });
    expect(labelOf({ kind: 'add', texts: ['Ramen', 'Tea', 'Temple'] })).toEqual({
      kind: 'add',
      tipText: 'Ramen',
      more: 2,
    });
    expect(labelOf({ kind: 'add', texts: ['x'.repeat(80)] })).toEqual({
      kind: 'add',
      tipText: `${'x'.repeat(57)}…`,
      more: 0,
    });
  });

  it('offers waiting changes again soon after a failed try, then every half minute', () => {
    expect([1, 2, 3, 4, 5, 50].map(retryPauseMs)).toEqual([2_000, 5_000, 10_000, 30_000, 30_000, 30_000]);
  });
});
