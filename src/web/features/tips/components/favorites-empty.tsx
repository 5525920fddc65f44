import { Heart } from 'lucide-react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { useT } from '../../../lib/i18n';

/** The favourites filter is on and nothing in the tab is a favourite. */
export function FavoritesEmpty() {
  const t = useT();
  return (
    <EmptyPanel icon={<Heart aria-hidden="true" />} title={t('tips.list.favoritesEmpty')}>
      <p className="mt-2 max-w-md text-slate-600">{t('tips.list.favoritesEmptyText')}</p>
    </EmptyPanel>
  );
}
