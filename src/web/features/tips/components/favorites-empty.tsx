import { Heart } from 'lucide-react';
import { EmptyPanel } from '../../../components/ui/empty-panel';

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
