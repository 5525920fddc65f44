import { clsx } from 'clsx';
import { LOCALES } from '../../../shared/i18n/locales.js';
import { LANGUAGE_FIELD, LANGUAGE_FORM_PATH } from '../../../shared/rules/language-form.js';
import { useT } from '../../lib/i18n';

/**
 * The languages Tiplist speaks, each named in its own words (decision 068): a form whose every language is a
 * button, so it works before the page's script. The server remembers the choice in this browser (and on
 * the account of whoever is signed in) and draws the page again in it.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const t = useT();
  return (
    <form
      method="post"
      action={LANGUAGE_FORM_PATH}
      aria-label={t('friend.language')}
      className={clsx('flex flex-wrap items-center justify-center gap-x-1 gap-y-1', className)}
    >
      {LOCALES.map(({ tag, name }) => {
        const current = tag === t.locale;
        return (
          <button
            key={tag}
            type="submit"
            name={LANGUAGE_FIELD}
            value={tag}
            lang={tag}
            aria-current={current ? 'true' : undefined}
            className={clsx(
              'cursor-pointer rounded-full px-2.5 py-1.5 text-sm',
              current
                ? 'font-semibold text-slate-900'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            {name}
          </button>
        );
      })}
    </form>
  );
}
