import {
  BedDouble,
  Bus,
  Compass,
  LayoutGrid,
  Landmark,
  Music,
  Trees,
  UtensilsCrossed,
  Wine,
  type InlineIcon,
} from '../../../components/ui/inline-icons';
import type { CategoryFilter } from '../category-filter';

const ICONS: Record<CategoryFilter, InlineIcon> = {
  all: LayoutGrid,
  do: Compass,
  eat: UtensilsCrossed,
  stay: BedDouble,
  dance: Music,
  bars: Wine,
  'get-around': Bus,
  museums: Landmark,
  parks: Trees,
};

/** Decorative icon for a category; the category's title always sits next to it. */
export function CategoryIcon({ category, className }: { category: CategoryFilter; className?: string }) {
  const Icon = ICONS[category];
  return <Icon className={className} aria-hidden="true" />;
}
