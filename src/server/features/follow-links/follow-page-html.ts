import { CATEGORY_TITLES, isCategory } from '../../../shared/categories.js';
import type { FollowView } from '../../../shared/contracts/follow-links.js';
import { CARD, DANGER_BUTTON as DANGER, PRIMARY_BUTTON as PRIMARY } from '../../http/drawn-pages.js';
import { escapeHtml as e } from '../../mail/mail-text.js';

/*
 * The follow page, drawn whole with no React (decision 062, http/drawn-pages.ts): every text anyone typed
 * goes through `e`. The regions the page's script swaps when something changes carry ids (web/follow/main.ts).
 */

const BADGE = 'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold';

function tipMarkup(tip: FollowView['tips'][number], firstName: string): string {
  const badges = [
    tip.is_favorite
      ? `<span class="${BADGE} bg-rose-50 text-rose-700"><span aria-hidden="true">♥</span> Favourite</span>`
      : '',
    tip.is_completed
      ? `<span class="${BADGE} bg-brand-50 text-brand-800"><span aria-hidden="true">✓</span> ${e(firstName)} went there</span>`
      : '',
    tip.is_removed ? `<span class="${BADGE} bg-slate-100 text-slate-600">Removed</span>` : '',
  ].join('');
  const category = isCategory(tip.category) ? CATEGORY_TITLES[tip.category] : tip.category;
  return `<li class="${CARD} p-5" data-tip="${e(tip.id)}">
  <p class="text-xs font-semibold tracking-wide text-slate-500 uppercase">${e(category)}</p>
  <p class="mt-1 text-pretty whitespace-pre-line [overflow-wrap:anywhere] ${tip.is_removed ? 'text-slate-500 line-through' : 'text-slate-900'}">${e(tip.content)}</p>
  ${badges ? `<p class="mt-3 flex flex-wrap gap-2">${badges}</p>` : ''}
</li>`;
}

function emailMarkup(view: FollowView): string {
  const first = e(view.owner_first_name);
  if (!view.following || !view.mail_offered) return '';
  if (!view.email) {
    return `<form id="follow-email-form" class="${CARD} mt-8 p-6" novalidate>
  <label for="follow-email" class="text-lg font-bold text-slate-900">Tell me when ${first} tries one of my tips</label>
  <p class="mt-1 text-sm text-slate-600">At most one mail a day. We first send one mail to confirm the address, and nothing else until you do.</p>
  <div class="mt-4 flex flex-col gap-3 sm:flex-row">
    <input id="follow-email" name="email" type="email" autocomplete="email" required maxlength="254" placeholder="you@example.com" class="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-4 text-base sm:flex-1" />
    <button type="submit" class="${PRIMARY}">Tell me</button>
  </div>
  <p id="follow-email-error" class="mt-2 text-sm text-red-700" role="alert"></p>
</form>`;
  }
  const state = view.email.confirmed
    ? `Mails about your tips go to <strong class="font-semibold [overflow-wrap:anywhere]">${e(view.email.address)}</strong>, at most one a day.`
    : `We sent a mail to <strong class="font-semibold [overflow-wrap:anywhere]">${e(view.email.address)}</strong>. Please confirm the address from it: until then we send nothing else.`;
  return `<div class="${CARD} mt-8 p-6">
  <p class="text-slate-700">${state}</p>
  <button type="button" id="follow-email-remove" class="${DANGER} mt-4">Remove my address</button>
</div>`;
}

/** The follow page's content: its regions are redrawn by the page's script as the trip changes. */
export function followPageMarkup(view: FollowView, urls: { api: string; events: string }): string {
  const first = e(view.owner_first_name);
  const notice = view.following
    ? ''
    : `<p class="mt-6 rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">${first} turned following off for this trip. Your tips stay listed here.</p>`;
  return `<main id="follow" class="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:py-14" data-api="${e(urls.api)}" data-events="${e(urls.events)}">
  <p class="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your tips</p>
  <h1 class="mt-1 text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">${e(view.destination)}</h1>
  <p class="mt-2 text-slate-600">What ${first} did with the tips you sent. This page changes by itself when ${first} marks one.</p>
  <div id="follow-notice" role="status">${notice}</div>
  <ul id="follow-tips" class="mt-6 flex flex-col gap-3">${view.tips.map((tip) => tipMarkup(tip, view.owner_first_name)).join('')}</ul>
  <div id="follow-email-region">${emailMarkup(view)}</div>
  <div class="mt-10 border-t border-slate-200 pt-6">
    <button type="button" id="follow-delete" class="${DANGER}">Delete this follow link</button>
    <p class="mt-2 text-sm text-slate-600">This page, and any address you left here, are deleted for good.</p>
  </div>
</main>`;
}
