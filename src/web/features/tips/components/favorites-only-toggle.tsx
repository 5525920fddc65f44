import { Heart } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

type FavoritesOnlyToggleProps = { on: boolean; onChange: (on: boolean) => void };

/** "Favorites only": narrows every tab to the tips marked with a heart. */
export function FavoritesOnlyToggle({ on, onChange }: FavoritesOnlyToggleProps) {
  const t = useT();
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={cn(
        'inline-flex h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors',
        on
          ? 'bg-rose-50 text-rose-800 ring-rose-300'
          : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50 hover:ring-slate-300',
      )}
    >
      <Heart aria-hidden="true" className={cn('size-4', on && 'fill-rose-600 text-rose-600')} />
      {t('tips.list.favoritesOnly')}
    </button>
  );
}
