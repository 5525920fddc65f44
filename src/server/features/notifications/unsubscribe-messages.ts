import { PAGES } from '../../../shared/pages/page-table.js';
import { type DrawnPage, type LinkedText, messageMarkup } from '../../http/drawn-pages.js';
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE } from '../../http/one-click-forms.js';

/* What the unsubscribe link's page says in each of its states; the texts are all our own. */

const profileLink = (before: string): LinkedText => ({
  before,
  link: { href: PAGES.profile.href(), label: 'Profile' },
  after: ' → Notifications.',
});

const page = (title: string, status: number, markup: string): DrawnPage => ({ title, status, markup });

/** The link's page: one button, posted to the page's own address (a GET never unsubscribes). */
export const askPage = () =>
  page(
    'Stop mails about new tips',
    200,
    messageMarkup({
      heading: 'Stop mails about new tips?',
      paragraphs: [
        'Tiplist mails you when friends send tips to your trips. This turns those mails off for your account.',
      ],
      form: { button: 'Turn these mails off', fields: { [ONE_CLICK_FIELD]: ONE_CLICK_VALUE } },
    }),
  );

export const donePage = () =>
  page(
    'Mails turned off',
    200,
    messageMarkup({
      heading: 'You will no longer get these mails.',
      paragraphs: [
        'Tiplist will not mail you about new tips on your trips.',
        profileLink('To get them again, sign in to Tiplist and open '),
      ],
    }),
  );

export const notFoundPage = () =>
  page(
    'Link not found',
    404,
    messageMarkup({
      heading: 'This link does not work.',
      paragraphs: [
        'It is not a link Tiplist made, or part of it is missing: open it again from the mail, all of it.',
        profileLink('You can also turn these mails off yourself: sign in to Tiplist and open '),
      ],
    }),
  );

export const refusedPage = (status: 400 | 415) =>
  page(
    'Nothing was changed',
    status,
    messageMarkup({
      heading: 'Nothing was changed.',
      paragraphs: ['This address turns mails off only with the button on its page.'],
    }),
  );
