import { isCategory, type Category } from '../../../shared/categories.js';
import { ASK_CATEGORY_PARAM } from '../../../shared/pages/friend-pages.js';

/** The page's bottom padding is 50 px, plus 20 px for each entry field beyond two. */
export function bottomPaddingFor(fieldCount: number): number {
  return 50 + 20 * Math.max(0, fieldCount - 2);
}

/** The category an ask link names (?ask=eat), opened on and said to be missing; null when none or unknown. */
export function askedCategory(search: string): Category | null {
  const value = new URLSearchParams(search).get(ASK_CATEGORY_PARAM);
  return value !== null && isCategory(value) ? value : null;
}
