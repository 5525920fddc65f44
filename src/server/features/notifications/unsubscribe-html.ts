import { PAGES } from '../../../shared/pages/page-table.js';

/** The fields of the one-click request (RFC 8058), which the page's button posts too. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#faf7f2;color:#1f2933}
main{max-width:32rem;margin:12vh auto;padding:0 1.25rem}h1{font-size:1.5rem;margin:0 0 .75rem}
button{font:inherit;font-weight:600;padding:.7rem 1.25rem;border:0;border-radius:.5rem;background:#0f5f4c;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f0a93b;outline-offset:2px}a{color:#0f5f4c}`;

/** A whole page with no script and no user text: the texts below are all our own. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Tiplist</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>
`;
}

const TURN_ON_AGAIN = `<p>To get them again, sign in to Tiplist and open <a href="${PAGES.profile.href()}">Profile</a> → Notifications.</p>`;

/** The link's page: one button, posted to the page's own address (a GET never unsubscribes). */
export const askPage = () =>
  page(
    'Stop mails about new tips',
    `<h1>Stop mails about new tips?</h1>
<p>Tiplist mails you when friends send tips to your trips. This turns those mails off for your account.</p>
<form method="post"><input type="hidden" name="${ONE_CLICK_FIELD}" value="${ONE_CLICK_VALUE}">
<button type="submit">Turn these mails off</button></form>`,
  );

export const donePage = () =>
  page(
    'Mails turned off',
    `<h1>You will no longer get these mails.</h1>
<p>Tiplist will not mail you about new tips on your trips.</p>
${TURN_ON_AGAIN}`,
  );

export const notFoundPage = () =>
  page(
    'Link not found',
    `<h1>This link does not work.</h1>
<p>It is not a link Tiplist made, or part of it is missing: open it again from the mail, all of it.</p>
<p>You can also turn these mails off yourself: sign in to Tiplist and open <a href="${PAGES.profile.href()}">Profile</a> → Notifications.</p>`,
  );

export const badRequestPage = () =>
  page(
    'Nothing was changed',
    `<h1>Nothing was changed.</h1>
<p>This address turns mails off only with the button on its page.</p>`,
  );
