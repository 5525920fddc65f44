import { CATEGORIES, CATEGORY_TITLES } from '../../../../shared/categories.js';

/** The options of a category picker, starting with none chosen yet. */
export function CategoryOptions() {
  return (
    <>
      <option value="">Choose a category</option>
      {CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {CATEGORY_TITLES[category]}
        </option>
      ))}
    </>
  );
}
