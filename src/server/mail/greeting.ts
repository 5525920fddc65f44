import type { Translate } from '../../shared/i18n/translate.js';

/** "Hi Ada," or, for a name that is empty once made one plain line (mailText), "Hi,". */
export const greetingOf = (t: Translate, name: string): string =>
  name ? t('mail.greeting.named', { name }) : t('mail.greeting.anonymous');
