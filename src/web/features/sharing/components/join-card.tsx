import { ArrowRight, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Invites a visitor of the shared list to an account of their own, taking these tips along. */
export function JoinCard({ onJoin }: { onJoin: () => void }) {
  return (
    <aside className="rounded-3xl bg-gradient-to-br from-brand-700 to-sky-800 p-6 text-white shadow-lift sm:p-8">
      <Sparkles className="size-6 text-sunset-400" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-bold tracking-tight">Wanna add more to this?</h2>
      <p className="mt-2 text-pretty text-sky-50">
        Create a free account to keep these tips, add your own and share them with friends.
      </p>
      <Button
        size="lg"
        onClick={onJoin}
        className="mt-5 w-full bg-white text-brand-800 hover:bg-sky-50 sm:w-auto"
      >
        Join Tiplist
        <ArrowRight aria-hidden="true" />
      </Button>
    </aside>
  );
}
