import type { Category } from './categories.js';

/**
 * Lucide's drawings (ISC, listed in the third-party notices with lucide-react) as data: an element's tag and
 * attributes on a 24-unit grid, stroked. The friend page draws them inline (web/components/ui/inline-icons.tsx)
 * and the server into the pictures it makes (a link's card), so both show the same icons.
 */
export type IconNode = readonly (readonly [
  tag: 'path' | 'circle' | 'rect',
  attributes: Record<string, string>,
])[];

export const path = (d: string) => ['path', { d }] as const;
export const circle = (cx: string, cy: string, r: string) => ['circle', { cx, cy, r }] as const;

/** Each category's icon, as the category strips show it. */
export const CATEGORY_ICON_NODES: Record<Category, IconNode> = {
  // lucide: compass
  do: [
    circle('12', '12', '10'),
    path('m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z'),
  ],
  // lucide: utensils-crossed fork-knife-crossed
  eat: [
    path('m16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8'),
    path('M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7'),
    path('m2.1 21.8 6.4-6.3'),
    path('m19 5-7 7'),
  ],
  // lucide: bed-double
  stay: [
    path('M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8'),
    path('M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4'),
    path('M12 4v6'),
    path('M2 18h20'),
  ],
  // lucide: eighth-notes music
  dance: [
    path('M21 16V3a1 1 0 0 0-1.28-.96l-10 2.917a1 1 0 0 0-.72.96V19'),
    circle('18', '16', '3'),
    circle('6', '19', '3'),
  ],
  // lucide: wine
  bars: [
    path('M8 22h8'),
    path('M7 10h10'),
    path('M12 15v7'),
    path('M12 15a5 5 0 0 0 5-5c0-2-.5-4-2-8H9c-1.5 4-2 6-2 8a5 5 0 0 0 5 5Z'),
  ],
  // lucide: bus
  'get-around': [
    path('M8 6v6'),
    path('M15 6v6'),
    path('M2 12h19.6'),
    path(
      'M18 18h3s.5-1.7.8-2.8c.1-.4.2-.8.2-1.2 0-.4-.1-.8-.2-1.2l-1.4-5C20.1 6.8 19.1 6 18 6H4a2 2 0 0 0-2 2v10h3',
    ),
    circle('7', '18', '2'),
    path('M9 18h5'),
    circle('16', '18', '2'),
  ],
  // lucide: landmark
  museums: [
    path('M10 18v-7'),
    path('M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z'),
    path('M14 18v-7'),
    path('M18 18v-7'),
    path('M3 22h18'),
    path('M6 18v-7'),
  ],
  // lucide: trees
  parks: [
    path('M10 10v.2A3 3 0 0 1 8.9 16H5a3 3 0 0 1-1-5.8V10a3 3 0 0 1 6 0Z'),
    path('M7 16v6'),
    path('M13 19v3'),
    path('M12 19h8.3a1 1 0 0 0 .7-1.7L18 14h.3a1 1 0 0 0 .7-1.7L16 9h.2a1 1 0 0 0 .8-1.7L13 3l-1.4 1.5'),
  ],
};
