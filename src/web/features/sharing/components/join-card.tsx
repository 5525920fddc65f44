import { ArrowRight, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

type JoinCardProps = {
  /** May name what a person typed (a destination, inside `<bdi>`). */
  title: ReactNode;
  text: string;
  /** "Join Tiplist" for a visitor; "Save as a trip" / "Save as a guidebook" for a signed-in one. */
  action: string;
  onJoin: () => void;
  /** A second way to keep it, beside the first (shared favourites: as a trip or as a guidebook). */
  otherAction?: { label: string; onJoin: () => void };
};

/** Invites the visitor of a shared page to keep what they see in an account of their own. */
export function JoinCard({ title, text, action, onJoin, otherAction }: JoinCardProps) {
  return (
    <aside className="rounded-3xl bg-gradient-to-br from-brand-700 to-sky-800 p-6 text-white shadow-lift sm:p-8">
      <Sparkles className="size-6 text-sunset-400" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-bold tracking-tight text-balance break-words">{title}</h2>
      <p className="mt-2 text-pretty text-sky-50">{text}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          size="lg"
          onClick={onJoin}
          className="w-full bg-white text-brand-800 hover:bg-sky-50 sm:w-auto"
        >
          {action}
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
        {otherAction ? (
          <Button
            size="lg"
            onClick={otherAction.onJoin}
            className="w-full bg-white text-brand-800 hover:bg-sky-50 sm:w-auto"
          >
            {otherAction.label}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
        ) : null}
      </div>
    </aside>
  );
}
