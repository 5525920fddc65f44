import { cardStyleIndexes } from '../../../shared/rules/card-style.js';

/** Cover gradients of the dashboard cards; the white decoration sits on them, the text below on white. */
const covers = [
  'from-sky-300 to-blue-500',
  'from-teal-300 to-emerald-500',
  'from-amber-200 to-orange-400',
  'from-rose-300 to-pink-500',
  'from-violet-300 to-purple-500',
  'from-lime-200 to-green-500',
  'from-indigo-300 to-blue-600',
  'from-cyan-200 to-sky-500',
] as const;

/** Each shape draws two white motifs in a 200 × 80 box: one large, one small. */
const shapes = [
  ['M150 -30a60 60 0 1 1 0 120a60 60 0 0 1 0-120Z', 'M40 50a12 12 0 1 1 0 24a12 12 0 0 1 0-24Z'],
  ['M110 80c10-40 40-70 90-70v70Z', 'M0 80c20-30 50-40 80-30l-10 30Z'],
  ['M160 -10l40 40-40 40-40-40Z', 'M30 20l14 14-14 14-14-14Z'],
  [
    'M150 0l12 28 30 3-23 20 7 30-26-16-26 16 7-30-23-20 30-3Z',
    'M45 45l5 11 12 1-9 8 3 12-11-7-11 7 3-12-9-8 12-1Z',
  ],
] as const;

export type CoverStyle = { cover: string; motifs: readonly [string, string] };

/** The same trip or guidebook always gets the same look, on every device: it follows a hash of its id. */
export function coverStyle(id: string): CoverStyle {
  const { colour, shape } = cardStyleIndexes(id, covers.length, shapes.length);
  return { cover: covers[colour] ?? covers[0], motifs: shapes[shape] ?? shapes[0] };
}
