import { Link } from 'react-router';
import { mapPoints, type MappableTip } from '../../../../shared/rules/map-points.js';
import type { PlaceLinkRender } from '../../tips/components/tip-content';

/**
 * The owner's tagged places open their page's map (a trip's, a guidebook's) on that tip, its popup open.
 * A tip the map leaves off has no such link.
 */
export function mapPlaceLink(tip: MappableTip, mapPath: string): PlaceLinkRender | undefined {
  if (mapPoints([tip]).length === 0) return undefined;
  const to = `${mapPath}?tip=${encodeURIComponent(tip.id)}`;
  return ({ className, children }) => (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
