import { Languages } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '../../../components/ui/plain-button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { useSignedInUser } from '../../auth/signed-in-user';
import { LOCALES } from '../../../../shared/i18n/locales.js';
import { LANGUAGE_FIELD, LANGUAGE_FORM_PATH } from '../../../../shared/rules/language-form.js';

/**
 * Profile → Language (decision 068): the account's language wins on every device it signs in on and in its
 * mails; "Your browser's language" leaves it to each browser. The picker's form: the server keeps the
 * choice and draws the page again in it.
 */
export function LanguageCard() {
  const t = useT();
  const user = useSignedInUser();
  const selectId = useId();
  return (
    <Card className="p-6 sm:px-8">
      <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
        <Languages aria-hidden="true" className="size-5 text-brand-700" />
        {t('profile.language.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('profile.language.intro')}</p>
      <form
        method="post"
        action={LANGUAGE_FORM_PATH}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold text-slate-800">
            {t('profile.language.label')}
          </label>
          <select
            id={selectId}
            name={LANGUAGE_FIELD}
            defaultValue={user.language ?? ''}
            className="h-11 w-full cursor-pointer rounded-xl border border-slate-300 bg-white ps-3 pe-8 text-base text-slate-900 hover:border-slate-400 focus-visible:border-sky-600 focus-visible:outline-2 focus-visible:outline-sky-600/30 sm:text-sm"
          >
            <option value="">{t('profile.language.browser')}</option>
            {LOCALES.map(({ tag, name }) => (
              <option key={tag} value={tag} lang={tag}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
          {t('profile.language.save')}
        </button>
      </form>
    </Card>
  );
}
