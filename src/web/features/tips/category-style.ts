import type { Category } from '../../../shared/categories.js';
import type { MessageKey } from '../../lib/i18n';
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
    stripe: 'border-s-sky-500',
  },
  do: {
    activeTab: 'bg-green-100 text-green-900 ring-green-300',
    badge: 'bg-green-700 text-white',
    dot: 'bg-green-500',
    stripe: 'border-s-green-500',
  },
  eat: {
    activeTab: 'bg-blue-100 text-blue-900 ring-blue-300',
    badge: 'bg-blue-700 text-white',
    dot: 'bg-blue-500',
    stripe: 'border-s-blue-500',
  },
  stay: {
    activeTab: 'bg-pink-100 text-pink-900 ring-pink-300',
    badge: 'bg-pink-700 text-white',
    dot: 'bg-pink-500',
    stripe: 'border-s-pink-500',
  },
  dance: {
    activeTab: 'bg-purple-100 text-purple-900 ring-purple-300',
    badge: 'bg-purple-700 text-white',
    dot: 'bg-purple-500',
    stripe: 'border-s-purple-500',
  },
  bars: {
    activeTab: 'bg-orange-100 text-orange-900 ring-orange-300',
    badge: 'bg-orange-700 text-white',
    dot: 'bg-orange-500',
    stripe: 'border-s-orange-500',
  },
  'get-around': {
    activeTab: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
    badge: 'bg-emerald-700 text-white',
    dot: 'bg-emerald-500',
    stripe: 'border-s-emerald-500',
  },
  museums: {
    activeTab: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
    badge: 'bg-indigo-700 text-white',
    dot: 'bg-indigo-500',
    stripe: 'border-s-indigo-500',
  },
  parks: {
    activeTab: 'bg-teal-100 text-teal-900 ring-teal-300',
    badge: 'bg-teal-700 text-white',
    dot: 'bg-teal-500',
    stripe: 'border-s-teal-500',
  },
};

/** The line above a category's entries in the entry form. */
export const CATEGORY_PROMPT_KEYS = {
  do: 'friend.prompt.do',
  eat: 'friend.prompt.eat',
  stay: 'friend.prompt.stay',
  dance: 'friend.prompt.dance',
  bars: 'friend.prompt.bars',
  'get-around': 'friend.prompt.getAround',
  museums: 'friend.prompt.museums',
  parks: 'friend.prompt.parks',
} as const satisfies Record<Category, MessageKey>;

/** The grey text inside an empty entry. */
export const CATEGORY_TIP_HINT_KEYS = {
  do: 'friend.hint.do',
  eat: 'friend.hint.eat',
  stay: 'friend.hint.stay',
  dance: 'friend.hint.dance',
  bars: 'friend.hint.bars',
  'get-around': 'friend.hint.getAround',
  museums: 'friend.hint.museums',
  parks: 'friend.hint.parks',
} as const satisfies Record<Category, MessageKey>;
