import { Map as MapIcon } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/**
 * At the bottom centre while the list scrolls beneath it, and in the page's flow at its end: scrolled to
 * the bottom, it stands under the last content instead of over it. The map is a page of the main site.
 * The last child of its page, which grows to the screen's height so a short page has it at the bottom too.
 */
export function ViewMapLink({ href }: { href: string }) {
  const t = useT();
  return (
    <div className="pointer-events-none sticky bottom-0 z-30 mt-auto flex justify-center pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <a
        href={href}
        className={cn(buttonVariants({ size: 'lg' }), 'pointer-events-auto shadow-lift ring-4 ring-white/70')}
      >
        <MapIcon aria-hidden="true" />
        {t('public.shared.viewMap')}
      </a>
    </div>
  );
}
