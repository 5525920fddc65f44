import { CATEGORY_TITLE_KEYS, isCategory } from '../../../shared/categories.js';
import type { FollowView } from '../../../shared/contracts/follow-links.js';
import type { Translate } from '../../../shared/i18n/translate.js';
import { CARD, DANGER_BUTTON as DANGER, PRIMARY_BUTTON as PRIMARY } from '../../http/drawn-pages.js';
import { htmlOf, tagged } from '../../mail/mail-html.js';
import { escapeHtml as e } from '../../mail/mail-text.js';

/*
 * The follow page, drawn whole with no React (decision 062, http/drawn-pages.ts) in its visitor's language
 * (`t`): every text, ours and what anyone typed, goes through `e`; an element holding only what someone
 * typed takes its own direction (`dir="auto"`). The regions the page's script swaps when something changes
 * carry ids (web/follow/main.ts).
 */

const BADGE = 'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold';
const ADDRESS = tagged('<strong class="font-semibold [overflow-wrap:anywhere]">', '</strong>');

function tipMarkup(t: Translate, tip: FollowView['tips'][number], firstName: string): string {
  const badges = [
    tip.is_favorite
      ? `<span class="${BADGE} bg-rose-50 text-rose-700"><span aria-hidden="true">♥</span> ${e(t('follow.tip.favourite'))}</span>`
      : '',
    tip.is_completed
      ? `<span class="${BADGE} bg-brand-50 text-brand-800"><span aria-hidden="true">✓</span> ${e(t('follow.tip.wentThere', { name: firstName }))}</span>`
      : '',
    tip.is_removed
      ? `<span class="${BADGE} bg-slate-100 text-slate-600">${e(t('follow.tip.removed'))}</span>`
      : '',
  ].join('');
  const category = isCategory(tip.category) ? t(CATEGORY_TITLE_KEYS[tip.category]) : tip.category;
  return `<li class="${CARD} p-5" data-tip="${e(tip.id)}">
  <p class="text-xs font-semibold tracking-wide text-slate-500 uppercase" dir="auto">${e(category)}</p>
  <p class="mt-1 text-pretty whitespace-pre-line [overflow-wrap:anywhere] ${tip.is_removed ? 'text-slate-500 line-through' : 'text-slate-900'}" dir="auto">${e(tip.content)}</p>
  ${badges ? `<p class="mt-3 flex flex-wrap gap-2">${badges}</p>` : ''}
</li>`;
}

function emailMarkup(t: Translate, view: FollowView): string {
  const name = view.owner_first_name;
  if (!view.following || !view.mail_offered) return '';
  if (!view.email) {
    return `<form id="follow-email-form" class="${CARD} mt-8 p-6" novalidate>
  <label for="follow-email" class="text-lg font-bold text-slate-900">${e(t('follow.email.label', { name }))}</label>
  <p class="mt-1 text-sm text-slate-600">${e(t('follow.email.hint'))}</p>
  <div class="mt-4 flex flex-col gap-3 sm:flex-row">
    <input id="follow-email" name="email" type="email" autocomplete="email" required maxlength="254" placeholder="${e(t('follow.email.placeholder'))}" class="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-4 text-base sm:flex-1" />
    <button type="submit" class="${PRIMARY}">${e(t('follow.email.submit'))}</button>
  </div>
  <p id="follow-email-error" class="mt-2 text-sm text-red-700" role="alert" data-failed="${e(t('follow.page.saveFailed'))}"></p>
</form>`;
  }
  const address = view.email.address;
  const state = view.email.confirmed
    ? t.rich('follow.email.confirmed', { strong: ADDRESS, address })
    : t.rich('follow.email.unconfirmed', { strong: ADDRESS, address });
  return `<div class="${CARD} mt-8 p-6">
  <p class="text-slate-700">${htmlOf(state)}</p>
  <button type="button" id="follow-email-remove" class="${DANGER} mt-4">${e(t('follow.email.remove'))}</button>
</div>`;
}

/** The follow page's content: its regions are redrawn by the page's script as the trip changes. */
export function followPageMarkup(
  t: Translate,
  view: FollowView,
  urls: { api: string; events: string },
): string {
  const name = view.owner_first_name;
  const notice = view.following
    ? ''
    : `<p class="mt-6 rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">${e(t('follow.page.followingOff', { name }))}</p>`;
  return `<main id="follow" class="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:py-14" data-api="${e(urls.api)}" data-events="${e(urls.events)}">
  <p class="text-sm font-semibold tracking-wide text-brand-700 uppercase">${e(t('follow.page.eyebrow'))}</p>
  <h1 class="mt-1 text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-4xl" dir="auto">${e(view.destination)}</h1>
  <p class="mt-2 text-slate-600">${e(t('follow.page.intro', { name }))}</p>
  <div id="follow-notice" role="status">${notice}</div>
  <ul id="follow-tips" class="mt-6 flex flex-col gap-3">${view.tips.map((tip) => tipMarkup(t, tip, name)).join('')}</ul>
  <div id="follow-email-region">${emailMarkup(t, view)}</div>
  <div class="mt-10 border-t border-slate-200 pt-6">
    <button type="button" id="follow-delete" class="${DANGER}" data-confirm="${e(t('follow.page.deleteConfirm'))}">${e(t('follow.page.delete'))}</button>
    <p class="mt-2 text-sm text-slate-600">${e(t('follow.page.deleteHint'))}</p>
  </div>
</main>`;
}
