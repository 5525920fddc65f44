import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type Side = 'start' | 'end';

/**
 * A round arrow over a faded edge, shown while tabs hide past it: it says the strip scrolls and scrolls it
 * for a mouse. Keyboards move with the arrow keys and touch swipes, so it is no tab stop of its own.
 */
function TabScrollButton({ side, onScroll }: { side: Side; onScroll: () => void }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onClick={onScroll}
      className={cn(
        'absolute top-2 z-10 inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-white text-slate-700 shadow-md ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:text-slate-900',
        side === 'start' ? 'start-0' : 'end-0',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4 rtl:-scale-x-100"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={side === 'start' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * Arrows over the faded edges of the category strip inside it, while tabs hide past them. They watch the
 * strip from outside so that CategoryTabs, which the friend page's scripts carry too, stays as light.
 */
export function TabScrollButtons({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Record<Side, boolean>>({ start: false, end: false });

  useEffect(() => {
    const viewport = ref.current?.querySelector('[role="tablist"]')?.parentElement;
    if (!viewport) return;
    const measure = () => {
      // Right to left, the strip starts at 0 and scrolls towards its end through negative offsets.
      const scrolled = Math.abs(viewport.scrollLeft);
      const start = scrolled > 1;
      const end = scrolled + viewport.clientWidth < viewport.scrollWidth - 1;
      setHidden((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    measure();
    viewport.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => {
      viewport.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);

  const scroll = (direction: number) => {
    const viewport = ref.current?.querySelector('[role="tablist"]')?.parentElement;
    if (!viewport) return;
    // `direction` counts towards the strip's end, which is to the left in a right-to-left page.
    const towardsEnd = getComputedStyle(viewport).direction === 'rtl' ? -1 : 1;
    viewport.scrollBy({ left: direction * towardsEnd * viewport.clientWidth * 0.7, behavior: 'smooth' });
  };

  return (
    <div ref={ref} className={cn('relative min-w-0', className)}>
      {children}
      {hidden.start ? <TabScrollButton side="start" onScroll={() => scroll(-1)} /> : null}
      {hidden.end ? <TabScrollButton side="end" onScroll={() => scroll(1)} /> : null}
    </div>
  );
}
