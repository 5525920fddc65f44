import type { Translate } from '../../../shared/i18n/translate.js';
import { PAGES } from '../../../shared/pages/page-table.js';
import { type DrawnPage, linkedText, linkTo, messageMarkup } from '../../http/drawn-pages.js';
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE } from '../../http/one-click-forms.js';

/* What the unsubscribe link's page says in each of its states, in its visitor's language (`t`). */

const page = (title: string, status: number, markup: string): DrawnPage => ({ title, status, markup });
const profileLink = () => linkTo(PAGES.profile.href());

/** The link's page: one button, posted to the page's own address (a GET never unsubscribes). */
export const askPage = (t: Translate) =>
  page(
    t('mail.unsubscribe.askTitle'),
    200,
    messageMarkup({
      heading: t('mail.unsubscribe.askHeading'),
      paragraphs: [t('mail.unsubscribe.askText')],
      form: { button: t('mail.unsubscribe.askButton'), fields: { [ONE_CLICK_FIELD]: ONE_CLICK_VALUE } },
    }),
  );

export const donePage = (t: Translate) =>
  page(
    t('mail.unsubscribe.doneTitle'),
    200,
    messageMarkup({
      heading: t('mail.unsubscribe.doneHeading'),
      paragraphs: [
        t('mail.unsubscribe.doneText'),
        linkedText(t.rich('mail.unsubscribe.doneProfile', { link: profileLink() })),
      ],
    }),
  );

export const notFoundPage = (t: Translate) =>
  page(
    t('mail.unsubscribe.notFoundTitle'),
    404,
    messageMarkup({
      heading: t('mail.unsubscribe.notFoundHeading'),
      paragraphs: [
        t('mail.unsubscribe.notFoundText'),
        linkedText(t.rich('mail.unsubscribe.notFoundProfile', { link: profileLink() })),
      ],
    }),
  );

export const refusedPage = (t: Translate, status: 400 | 415) =>
  page(
    t('mail.unsubscribe.refusedTitle'),
    status,
    messageMarkup({
      heading: t('mail.unsubscribe.refusedHeading'),
      paragraphs: [t('mail.unsubscribe.refusedText')],
    }),
  );
