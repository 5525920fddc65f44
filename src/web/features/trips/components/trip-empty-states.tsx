import { Heart, Lightbulb, MessageCircleHeart, Plus, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Category } from '../../../../shared/categories.js';
import { CATEGORY_TITLES } from '../../../../shared/categories.js';
import { Button } from '../../../components/ui/button';

type EmptyProps = { onAskFriends: () => void; onAddOwn: () => void };

function EmptyPanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white/70 px-6 py-12 text-center sm:py-14">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 [&_svg]:size-7">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

type EmptyActionsProps = EmptyProps & { askLabel: string; compact?: boolean };

function EmptyActions({ onAskFriends, onAddOwn, askLabel, compact = false }: EmptyActionsProps) {
  return (
    <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
      <Button variant={compact ? 'secondary' : 'primary'} size={compact ? 'sm' : 'md'} onClick={onAskFriends}>
        <Send aria-hidden="true" />
        {askLabel}
      </Button>
      <Button variant="secondary" size={compact ? 'sm' : 'md'} onClick={onAddOwn}>
        <Plus aria-hidden="true" />
        Add My Own
      </Button>
    </div>
  );
}

/** A trip without a single tip yet. */
export function FirstTimeEmpty(props: EmptyProps) {
  return (
    <EmptyPanel icon={<MessageCircleHeart aria-hidden="true" />} title="No recommendations yet">
      <p className="mt-2 max-w-md text-slate-600">
        You can ask your friends to share their tips and recommendations, or you can add your own.
      </p>
      <EmptyActions {...props} askLabel="Ask Friends for Tips" />
    </EmptyPanel>
  );
}

/** A category tab with nothing in it. */
export function CategoryEmpty({ category, ...props }: EmptyProps & { category: Category }) {
  return (
    <EmptyPanel
      icon={<Lightbulb aria-hidden="true" />}
      title={`No ${CATEGORY_TITLES[category]} recommendations yet`}
    >
      <p className="mt-2 max-w-md text-slate-600">
        Ask your friends for their favorite spots, or add your own.
      </p>
      <EmptyActions {...props} askLabel="Ask Friends For Tips" compact />
    </EmptyPanel>
  );
}

/** The favourites filter is on and nothing in the tab is a favourite. */
export function FavoritesEmpty() {
  return (
    <EmptyPanel icon={<Heart aria-hidden="true" />} title="No favorites yet">
      <p className="mt-2 max-w-md text-slate-600">
        Your favorited recommendations are going to show up here.
      </p>
    </EmptyPanel>
  );
}
