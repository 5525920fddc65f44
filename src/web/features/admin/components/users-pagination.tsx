import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

type PageButtonProps = { busy: boolean; onClick: (() => void) | undefined; children: ReactNode };

/**
 * Marked unavailable rather than disabled: the focus stays on "Next" while the page it asked for loads,
 * so a keyboard user can press it again without searching for it.
 */
function PageButton({ busy, onClick, children }: PageButtonProps) {
  const unavailable = busy || !onClick;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={unavailable}
      onClick={unavailable ? undefined : onClick}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white"
    >
      {children}
    </Button>
  );
}

type UsersPaginationProps = {
  page: number;
  busy: boolean;
  /** Missing when there is no page that way. */
  onPrevious?: () => void;
  onNext?: () => void;
};

/** "Previous" and "Next" under the list, with the page number between them. */
export function UsersPagination({ page, busy, onPrevious, onNext }: UsersPaginationProps) {
  const t = useT();
  // One page and nothing loading: there is nowhere to go.
  if (!busy && !onPrevious && !onNext) return null;
  return (
    <nav
      aria-label={t('admin.pages.label')}
      className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3"
    >
      <PageButton busy={busy} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t('admin.pages.previous')}
      </PageButton>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('admin.pages.current', { page })}
      </p>
      <PageButton busy={busy} onClick={onNext}>
        {t('admin.pages.next')}
        <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
      </PageButton>
    </nav>
  );
}
