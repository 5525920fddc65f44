import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { coverStyle } from './cover-style';
import { DeleteCardButton, type CardDeletion } from './delete-card-button';

type CoverCardProps = {
  /** Picks the cover's colour and shape, the same on every device. */
  id: string;
  to: string;
  title: string;
  /** Lines under the title (destination, description). */
  children?: ReactNode;
  /** The count at the foot of the card, e.g. "3 tips". */
  count: string;
  /** The delete button: only on a list the reader owns. */
  deletion?: CardDeletion;
  deleting?: boolean;
};

/** A trip or guidebook on its dashboard. The whole card opens it; the delete button sits above that link. */
export function CoverCard({ id, to, title, children, count, deletion, deleting = false }: CoverCardProps) {
  const { cover, motifs } = coverStyle(id);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-200/80 transition-shadow focus-within:shadow-lift hover:shadow-lift',
        deleting && 'opacity-60',
      )}
    >
      <div aria-hidden="true" className={cn('relative h-20 shrink-0 bg-gradient-to-br', cover)}>
        <svg
          viewBox="0 0 200 80"
          preserveAspectRatio="xMaxYMid slice"
          className="absolute inset-0 size-full text-white transition-transform duration-300 group-hover:scale-105"
        >
          <path d={motifs[0]} fill="currentColor" fillOpacity="0.3" />
          <path d={motifs[1]} fill="currentColor" fillOpacity="0.45" />
        </svg>
      </div>
      {deletion ? (
        <div className="absolute end-3 top-3">
          <DeleteCardButton {...deletion} busy={deleting} />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg leading-snug font-bold tracking-tight break-words text-slate-900">
          <Link
            to={to}
            className="rounded-md outline-offset-4 after:absolute after:inset-0 after:rounded-3xl after:content-['']"
          >
            {/* What its owner typed, in its own direction. */}
            <bdi>{title}</bdi>
          </Link>
        </h2>
        {children}
        <p className="mt-auto pt-4 text-sm font-semibold text-brand-700">{count}</p>
      </div>
    </article>
  );
}

export function CoverCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-full overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200/80">
      <div className="h-20 animate-pulse bg-slate-200/70" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded-full bg-slate-200/80" />
        <div className="h-3.5 w-5/6 animate-pulse rounded-full bg-slate-100" />
        <div className="mt-6 h-4 w-14 animate-pulse rounded-full bg-slate-100" />
      </div>
    </div>
  );
}
