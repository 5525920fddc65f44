import { Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** A tip can go on the map when it carries coordinates and a place name. */
export const isOnMap = (tip: {
  latitude: number | null;
  longitude: number | null;
  place_name: string | null;
}) => typeof tip.latitude === 'number' && typeof tip.longitude === 'number' && Boolean(tip.place_name);

/** Floating at the bottom centre of a trip or guidebook page while the list scrolls beneath it. */
export function ViewMapButton({ to }: { to: string }) {
  const t = useT();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <Link
        to={to}
        className={cn(buttonVariants({ size: 'lg' }), 'pointer-events-auto shadow-lift ring-4 ring-white/70')}
      >
        <MapIcon aria-hidden="true" />
        {t('maps.viewMap')}
      </Link>
    </div>
  );
}
