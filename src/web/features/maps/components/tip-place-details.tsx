import { Navigation } from 'lucide-react';
import { directionsUrl, mapsPlatformOf, type MapPoint } from '../../../../shared/rules/map-points.js';
import { useUserAgent } from '../../../lib/use-user-agent';

/** The place's name, the tip, who sent it, and directions in the device's maps app: in popups and the list. */
export function TipPlaceDetails({ point }: { point: MapPoint }) {
  const userAgent = useUserAgent();
  return (
    <div className="min-w-0 space-y-1.5">
      <h2 className="text-sm font-bold break-words text-slate-900">{point.name}</h2>
      <p className="text-sm break-words whitespace-pre-line text-slate-700">
        {point.content}
        {point.contributor ? <span className="text-slate-600"> — {point.contributor}</span> : null}
      </p>
      <a
        href={directionsUrl(point, mapsPlatformOf(userAgent))}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <Navigation className="size-3.5" aria-hidden="true" />
        Directions
      </a>
    </div>
  );
}
