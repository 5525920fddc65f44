import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from './button';
import { CoverCardSkeleton } from './cover-card';

const gridClass = 'mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';

type CardGridProps = {
  /** While loading, this many placeholder cards stand in for the list. */
  loading: boolean;
  skeletons: number;
  /** The list could not be loaded: what to say, and how to try again. */
  failure: { text: string; onRetry: () => void } | null;
  /** Shown instead of the cards when a filter leaves none (null: show the cards). */
  noMatch: ReactNode;
  /** CardGridItem elements, in order. */
  children: ReactNode;
};

/** A dashboard's cards in a responsive grid, with its loading, failed and no-match states. */
export function CardGrid({ loading, skeletons, failure, noMatch, children }: CardGridProps) {
  const t = useT();
  if (loading) {
    return (
      <div role="status" className={gridClass}>
        <span className="sr-only">{t('app.loading')}</span>
        {Array.from({ length: skeletons }, (_, index) => (
          <CoverCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (failure) {
    return (
      <div className="mt-8 flex flex-col items-start gap-3 rounded-3xl bg-white p-6 ring-1 ring-slate-200/80">
        <p className="font-semibold text-slate-900">{failure.text}</p>
        <Button variant="secondary" size="sm" onClick={failure.onRetry}>
          {t('app.tryAgain')}
        </Button>
      </div>
    );
  }
  if (noMatch) return noMatch;
  return <ul className={gridClass}>{children}</ul>;
}

export function CardGridItem({ children }: { children: ReactNode }) {
  return <li className="flex flex-col [&>*]:flex-1">{children}</li>;
}

/** The filter matched nothing. */
export function NoMatches({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-8 flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-slate-200/80">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="mt-4 text-lg font-bold break-words text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-600">{text}</p>
    </div>
  );
}
