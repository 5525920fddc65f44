import { Navigation } from 'lucide-react';
import { directionsUrl, mapsPlatformOf, type MapPoint } from '../../../../shared/rules/map-points.js';
import { rich, useT } from '../../../lib/i18n';
import { useUserAgent } from '../../../lib/use-user-agent';

function Note({ content, contributor }: { content: string; contributor: string | null }) {
  const t = useT();
  return (
    <p dir="auto" className="text-sm break-words whitespace-pre-line text-slate-700">
      {content}
      {contributor ? (
        <span className="text-slate-600">
          {' '}
          {rich(t, 'maps.place.contributor', { name: <bdi>{contributor}</bdi> })}
        </span>
      ) : null}
    </p>
  );
}

/** The place's name, the tip, who sent it, and directions in the device's maps app: in popups and the list. */
export function TipPlaceDetails({ point }: { point: MapPoint }) {
  const t = useT();
  const userAgent = useUserAgent();
  return (
    <div className="min-w-0 space-y-1.5">
      <h2 dir="auto" className="text-sm font-bold break-words text-slate-900">
        {point.name}
      </h2>
      {point.summary ? (
        <>
          <p className="text-xs font-semibold text-brand-700">{point.summary}</p>
          <ul className="space-y-1.5">
            {point.notes.map((note) => (
              <li key={note.id}>
                <Note content={note.content} contributor={note.contributor} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Note content={point.content} contributor={point.contributor} />
      )}
      <a
        href={directionsUrl(point, mapsPlatformOf(userAgent))}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <Navigation className="size-3.5" aria-hidden="true" />
        {t('maps.place.directions')}
      </a>
    </div>
  );
}
