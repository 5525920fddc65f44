import type { JSX, SVGProps } from 'react';

/**
 * The icons of the friend page's first load, drawn as lucide-react draws them (same drawings, same
 * attributes and `lucide lucide-<name>` classes) without its icon machinery, which the friend page's
 * JavaScript budget has no room for (decisions 006, 008). The drawings are lucide's (ISC, listed in the
 * third-party notices with lucide-react); every other icon still comes from lucide-react.
 */
type IconNode = readonly (readonly [tag: 'path' | 'circle' | 'rect', attributes: Record<string, string>])[];

export type InlineIcon = (props: SVGProps<SVGSVGElement>) => JSX.Element;

/** Props that name the icon for assistive technology: without one, lucide hides it from them. */
const namesIcon = (props: Record<string, unknown>) =>
  Object.entries(props).some(
    ([prop, value]) => value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'),
  );

function inlineIcon(names: string, node: IconNode): InlineIcon {
  const classes = `lucide ${names.replace(/\S+/g, 'lucide-$&')}`;
  return function Icon({ className, children, ...props }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={children || namesIcon(props) ? undefined : 'true'}
        {...props}
      >
        {node.map(([Tag, attributes], index) => (
          <Tag key={index} {...attributes} />
        ))}
        {children}
      </svg>
    );
  };
}

const path = (d: string) => ['path', { d }] as const;
const circle = (cx: string, cy: string, r: string) => ['circle', { cx, cy, r }] as const;
const square = (x: string, y: string) => ['rect', { width: '7', height: '7', x, y, rx: '1' }] as const;

export const Send = inlineIcon('send', [
  path(
    'M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z',
  ),
  path('m21.854 2.147-10.94 10.939'),
]);

export const X = inlineIcon('x', [path('M18 6 6 18'), path('m6 6 12 12')]);

export const Plus = inlineIcon('plus', [path('M5 12h14'), path('M12 5v14')]);

export const History = inlineIcon('rotate-ccw-clock history', [
  path('M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8'),
  path('M3 3v5h5'),
  path('M12 7v5l4 2'),
]);

export const LoaderCircle = inlineIcon('loader-circle loader-2', [path('M21 12a9 9 0 1 1-6.219-8.56')]);

export const Compass = inlineIcon('compass', [
  circle('12', '12', '10'),
  path('m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z'),
]);

export const LayoutGrid = inlineIcon('layout-grid', [
  square('3', '3'),
  square('14', '3'),
  square('14', '14'),
  square('3', '14'),
]);

export const UtensilsCrossed = inlineIcon('utensils-crossed fork-knife-crossed', [
  path('m16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8'),
  path('M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7'),
  path('m2.1 21.8 6.4-6.3'),
  path('m19 5-7 7'),
]);

export const BedDouble = inlineIcon('bed-double', [
  path('M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8'),
  path('M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4'),
  path('M12 4v6'),
  path('M2 18h20'),
]);

export const Music = inlineIcon('eighth-notes music', [
  path('M21 16V3a1 1 0 0 0-1.28-.96l-10 2.917a1 1 0 0 0-.72.96V19'),
  circle('18', '16', '3'),
  circle('6', '19', '3'),
]);

export const Wine = inlineIcon('wine', [
  path('M8 22h8'),
  path('M7 10h10'),
  path('M12 15v7'),
  path('M12 15a5 5 0 0 0 5-5c0-2-.5-4-2-8H9c-1.5 4-2 6-2 8a5 5 0 0 0 5 5Z'),
]);

export const Bus = inlineIcon('bus', [
  path('M8 6v6'),
  path('M15 6v6'),
  path('M2 12h19.6'),
  path(
    'M18 18h3s.5-1.7.8-2.8c.1-.4.2-.8.2-1.2 0-.4-.1-.8-.2-1.2l-1.4-5C20.1 6.8 19.1 6 18 6H4a2 2 0 0 0-2 2v10h3',
  ),
  circle('7', '18', '2'),
  path('M9 18h5'),
  circle('16', '18', '2'),
]);

export const Landmark = inlineIcon('landmark', [
  path('M10 18v-7'),
  path('M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z'),
  path('M14 18v-7'),
  path('M18 18v-7'),
  path('M3 22h18'),
  path('M6 18v-7'),
]);

export const Trees = inlineIcon('trees', [
  path('M10 10v.2A3 3 0 0 1 8.9 16H5a3 3 0 0 1-1-5.8V10a3 3 0 0 1 6 0Z'),
  path('M7 16v6'),
  path('M13 19v3'),
  path('M12 19h8.3a1 1 0 0 0 .7-1.7L18 14h.3a1 1 0 0 0 .7-1.7L16 9h.2a1 1 0 0 0 .8-1.7L13 3l-1.4 1.5'),
]);
