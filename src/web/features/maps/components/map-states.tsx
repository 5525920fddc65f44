import { LoaderCircle, MapPinned, TriangleAlert } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/** Fills the map area while MapLibre and the basemap arrive. */
export function MapLoading() {
  const t = useT();
  return (
    <div role="status" className="flex flex-1 items-center justify-center gap-2 bg-slate-50 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {t('maps.state.loading')}
    </div>
  );
}

/** A page with no located tips. */
export function NoLocations() {
  const t = useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-3xl bg-white shadow-card ring-1 ring-slate-200">
        <MapPinned aria-hidden="true" className="size-7 text-brand-700" />
      </span>
      <h2 className="mt-5 text-xl font-bold">{t('maps.state.noLocationsTitle')}</h2>
      <p className="mt-2 max-w-sm text-slate-600">{t('maps.state.noLocationsText')}</p>
    </div>
  );
}

/** The map could not start (no WebGL, no basemap). */
export function MapFailed({ message }: { message: string }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-3xl bg-red-50 ring-1 ring-red-200">
        <TriangleAlert aria-hidden="true" className="size-7 text-red-700" />
      </span>
      <h2 className="mt-5 text-xl font-bold">{t('maps.state.failedTitle')}</h2>
      <p className="mt-2 max-w-md break-words text-slate-700">{message}</p>
      <p className="mt-1 text-sm text-slate-600">{t('maps.state.failedHint')}</p>
    </div>
  );
}
