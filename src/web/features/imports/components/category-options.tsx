import { CATEGORIES, CATEGORY_TITLE_KEYS } from '../../../../shared/categories.js';
import { useT } from '../../../lib/i18n';

/** The options of a category picker, starting with none chosen yet. */
export function CategoryOptions() {
  const t = useT();
  return (
    <>
      <option value="">{t('data.import.chooseCategory')}</option>
      {CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {t(CATEGORY_TITLE_KEYS[category])}
        </option>
      ))}
    </>
  );
}
