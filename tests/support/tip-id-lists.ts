import { LIMITS } from '../../src/shared/limits.js';

/** A body a route refuses with a 400: its name, the body made from real tip ids, and its message (or null). */
export type RefusedBody = [string, (ids: string[]) => unknown, string | null];

/**
 * The id lists a change for several tips at once refuses, each in a body with `change` beside it.
 * `ids` are real tips of the list under test.
 */
export function refusedTipIdLists(change: object): RefusedBody[] {
  const body = (ids: unknown[]) => ({ ids, ...change });
  return [
    ['no tips', () => body([]), 'Name at least one recommendation to update.'],
    ['a tip twice', (ids) => body([ids[0], ids[0]]), 'A recommendation appears twice in the update.'],
    [
      'too many tips',
      () => body(Array.from({ length: LIMITS.reorderMax + 1 }, () => crypto.randomUUID())),
      'Too many recommendations in one update.',
    ],
    ['an id that is not a UUID', () => body(['42']), null],
  ];
}
