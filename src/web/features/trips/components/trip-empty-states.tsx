import { Lightbulb, MessageCircleHeart, Plus, Send } from 'lucide-react';
import { CATEGORY_TITLE_KEYS, type Category } from '../../../../shared/categories.js';
import { Button } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { useT } from '../../../lib/i18n';

type EmptyProps = { onAskFriends: () => void; onAddOwn: () => void };

/** Without the handlers, for a companion who may only view the trip: what it holds, and no action. */
type MaybeEmptyProps = EmptyProps | { onAskFriends?: undefined; onAddOwn?: undefined };

type EmptyActionsProps = EmptyProps & { askLabel: string; compact?: boolean };

function EmptyActions({ onAskFriends, onAddOwn, askLabel, compact = false }: EmptyActionsProps) {
  const t = useT();
  return (
    <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
      <Button variant={compact ? 'secondary' : 'primary'} size={compact ? 'sm' : 'md'} onClick={onAskFriends}>
        <Send aria-hidden="true" />
        {askLabel}
      </Button>
      <Button variant="secondary" size={compact ? 'sm' : 'md'} onClick={onAddOwn}>
        <Plus aria-hidden="true" />
        {t('trips.empty.addOwn')}
      </Button>
    </div>
  );
}

/** A trip without a single tip yet. */
export function FirstTimeEmpty(props: MaybeEmptyProps) {
  const t = useT();
  return (
    <EmptyPanel icon={<MessageCircleHeart aria-hidden="true" />} title={t('trips.empty.firstTitle')}>
      {props.onAskFriends ? (
        <>
          <p className="mt-2 max-w-md text-slate-600">{t('trips.empty.firstText')}</p>
          <EmptyActions {...props} askLabel={t('trips.empty.firstAsk')} />
        </>
      ) : (
        <p className="mt-2 max-w-md text-slate-600">{t('companions.viewer.emptyText')}</p>
      )}
    </EmptyPanel>
  );
}

/** A category tab with nothing in it: the ask names the category, and opens the friend page on it. */
export function CategoryEmpty({ category, ...props }: MaybeEmptyProps & { category: Category }) {
  const t = useT();
  const title = t(CATEGORY_TITLE_KEYS[category]);
  return (
    <EmptyPanel
      icon={<Lightbulb aria-hidden="true" />}
      title={t('trips.empty.categoryTitle', { category: title })}
    >
      {props.onAskFriends ? (
        <>
          <p className="mt-2 max-w-md text-slate-600">{t('trips.empty.categoryText', { category: title })}</p>
          <EmptyActions {...props} askLabel={t('trips.empty.categoryAsk', { category: title })} compact />
        </>
      ) : (
        <p className="mt-2 max-w-md text-slate-600">{t('companions.viewer.categoryEmptyText')}</p>
      )}
    </EmptyPanel>
  );
}
