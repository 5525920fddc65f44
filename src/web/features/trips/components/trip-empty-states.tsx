import { Lightbulb, MessageCircleHeart, Plus, Send } from 'lucide-react';
import type { Category } from '../../../../shared/categories.js';
import { CATEGORY_TITLES } from '../../../../shared/categories.js';
import { Button } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-panel';

type EmptyProps = { onAskFriends: () => void; onAddOwn: () => void };

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

/** A category tab with nothing in it: the ask names the category, and opens the friend page on it. */
export function CategoryEmpty({ category, ...props }: EmptyProps & { category: Category }) {
  return (
    <EmptyPanel
      icon={<Lightbulb aria-hidden="true" />}
      title={`No ${CATEGORY_TITLES[category]} recommendations yet`}
    >
      <p className="mt-2 max-w-md text-slate-600">
        Send your friends a link that opens on {CATEGORY_TITLES[category]} and tells them it is still empty,
        or add your own.
      </p>
      <EmptyActions {...props} askLabel={`Ask for ${CATEGORY_TITLES[category]} Tips`} compact />
    </EmptyPanel>
  );
}
