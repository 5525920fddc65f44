import { Map as MapIcon } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Floating at the bottom centre while the list scrolls beneath it; the map is a page of the main site. */
export function ViewMapLink({ href }: { href: string }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <a
        href={href}
        className={cn(buttonVariants({ size: 'lg' }), 'pointer-events-auto shadow-lift ring-4 ring-white/70')}
      >
        <MapIcon aria-hidden="true" />
        View Map
      </a>
    </div>
  );
}
