import type { Category } from '../../../shared/categories.js';
import type { CategoryFilter } from './category-filter';

interface CategoryLook {
  /** The selected tab: a light tint with dark text (at least 4.5:1 contrast). */
  activeTab: string;
  /** The count badge on the selected tab. */
  badge: string;
  /** The small "has content" dot and the card's side stripe. */
  dot: string;
  stripe: string;
}

/** Whole class names, written out so Tailwind finds them when it scans the source. */
export const CATEGORY_LOOKS: Record<CategoryFilter, CategoryLook> = {
  all: {
    activeTab: 'bg-sky-100 text-sky-900 ring-sky-300',
    badge: 'bg-sky-700 text-white',
    dot: 'bg-sky-500',
    stripe: 'border-l-sky-500',
  },
  do: {
    activeTab: 'bg-green-100 text-green-900 ring-green-300',
    badge: 'bg-green-700 text-white',
    dot: 'bg-green-500',
    stripe: 'border-l-green-500',
  },
  eat: {
    activeTab: 'bg-blue-100 text-blue-900 ring-blue-300',
    badge: 'bg-blue-700 text-white',
    dot: 'bg-blue-500',
    stripe: 'border-l-blue-500',
  },
  stay: {
    activeTab: 'bg-pink-100 text-pink-900 ring-pink-300',
    badge: 'bg-pink-700 text-white',
    dot: 'bg-pink-500',
    stripe: 'border-l-pink-500',
  },
  dance: {
    activeTab: 'bg-purple-100 text-purple-900 ring-purple-300',
    badge: 'bg-purple-700 text-white',
    dot: 'bg-purple-500',
    stripe: 'border-l-purple-500',
  },
  bars: {
    activeTab: 'bg-orange-100 text-orange-900 ring-orange-300',
    badge: 'bg-orange-700 text-white',
    dot: 'bg-orange-500',
    stripe: 'border-l-orange-500',
  },
  'get-around': {
    activeTab: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
    badge: 'bg-emerald-700 text-white',
    dot: 'bg-emerald-500',
    stripe: 'border-l-emerald-500',
  },
  museums: {
    activeTab: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
    badge: 'bg-indigo-700 text-white',
    dot: 'bg-indigo-500',
    stripe: 'border-l-indigo-500',
  },
  parks: {
    activeTab: 'bg-teal-100 text-teal-900 ring-teal-300',
    badge: 'bg-teal-700 text-white',
    dot: 'bg-teal-500',
    stripe: 'border-l-teal-500',
  },
};

/** The line above a category's entries in the entry form. */
export const CATEGORY_PROMPTS: Record<Category, string> = {
  do: 'Give recs on what to do...',
  eat: 'Give recs on what to eat...',
  stay: 'Give recs on where to stay...',
  dance: 'Give recs on where to go dancing...',
  bars: 'Give recs on bars worth a drink...',
  'get-around': 'Give recs on how to get around...',
  museums: 'Give recs on museums to visit...',
  parks: 'Give recs on parks to enjoy...',
};

const PLACE_SEARCH_HINT = '(Type @ to search places)';

/** The grey text inside an empty entry. */
export const CATEGORY_TIP_HINTS: Record<Category, string> = {
  do: `Recommend something to do... ${PLACE_SEARCH_HINT}`,
  eat: `Recommend something to eat... ${PLACE_SEARCH_HINT}`,
  stay: `Recommend a place to stay... ${PLACE_SEARCH_HINT}`,
  dance: `Recommend a place to dance... ${PLACE_SEARCH_HINT}`,
  bars: `Recommend a bar... ${PLACE_SEARCH_HINT}`,
  'get-around': `Recommend a way to get around... ${PLACE_SEARCH_HINT}`,
  museums: `Recommend a museum... ${PLACE_SEARCH_HINT}`,
  parks: `Recommend a park... ${PLACE_SEARCH_HINT}`,
};
