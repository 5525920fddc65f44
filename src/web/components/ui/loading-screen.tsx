import { cn } from '../../lib/cn';
import { LoaderCircle } from './inline-icons';

/** Full-area "Loading..." state, announced to screen readers. */
export function LoadingScreen({ className }: { className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-dvh flex-col items-center justify-center gap-3', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-700" />
      <p className="text-sm font-medium text-slate-600">Loading...</p>
    </div>
  );
}
