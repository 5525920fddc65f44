import type { JSX, SVGProps } from 'react';
import { CATEGORY_ICON_NODES, path, type IconNode } from '../../../shared/category-icon-nodes.js';

/**
 * The icons of the friend page's first load, drawn as lucide-react draws them (same drawings, same
 * attributes and `lucide lucide-<name>` classes) without its icon machinery, which the friend page's
 * JavaScript budget has no room for (decisions 006, 008). The drawings are lucide's (ISC, listed in the
 * third-party notices with lucide-react); every other icon still comes from lucide-react.
 */
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

export const Compass = inlineIcon('compass', CATEGORY_ICON_NODES['do']);

export const LayoutGrid = inlineIcon('layout-grid', [
  square('3', '3'),
  square('14', '3'),
  square('14', '14'),
  square('3', '14'),
]);

export const UtensilsCrossed = inlineIcon('utensils-crossed fork-knife-crossed', CATEGORY_ICON_NODES['eat']);

export const BedDouble = inlineIcon('bed-double', CATEGORY_ICON_NODES['stay']);

export const Music = inlineIcon('eighth-notes music', CATEGORY_ICON_NODES['dance']);

export const Wine = inlineIcon('wine', CATEGORY_ICON_NODES['bars']);

export const Bus = inlineIcon('bus', CATEGORY_ICON_NODES['get-around']);

export const Landmark = inlineIcon('landmark', CATEGORY_ICON_NODES['museums']);

export const Trees = inlineIcon('trees', CATEGORY_ICON_NODES['parks']);
