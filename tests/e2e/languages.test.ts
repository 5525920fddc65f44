import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, type Locale } from '../../src/shared/i18n/locales.js';
import { loadMessages, translatorOf } from '../../src/shared/i18n/messages.js';
import type { ReceivedMail } from '../support/smtp.js';
import { accountInContext, newAccount } from './support/accounts';
import { guidebooksApi } from './support/guidebooks';
import { mobileViewport, peoplesUserAgent } from './support/browser';
import { e2eDatabases, useE2eEnvironment, type E2eEnvironment } from './support/environment';
import { inspectPage } from './support/inspect-page';
import { tripsApi } from './support/trips';

/** The subject of a mail: its header unfolded, its encoded words (RFC 2047) decoded. */
function decodedSubject(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

/** The subjects of the mails an address has been sent so far. */
const subjectsTo = (env: E2eEnvironment, address: string) =>
  env.mail.mails.filter((mail) => mail.to.includes(address)).map(decodedSubject);

/** A browser set to `locale` (Accept-Language and navigator.languages), a phone-sized one unless told. */
async function browserIn(env: E2eEnvironment, locale: string, phone = true): Promise<BrowserContext> {
  return env.browser.newContext({
    baseURL: env.serverUrl,
    locale,
    userAgent: peoplesUserAgent(env.browser),
    ...(phone ? { viewport: mobileViewport, isMobile: true, hasTouch: true } : {}),
  });
}

const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** No page scrolls sideways on a phone, whatever its language's word lengths. */
async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  await page.setViewportSize(mobileViewport);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
}

describe.each(e2eDatabases())('Tiplist in the friend’s language on %s (decision 068)', (database) => {
  const env = useE2eEnvironment(database);
  beforeAll(() =>
    Promise.all(
      (['pt-BR', 'de', 'ja', 'ar', 'fr'] as const).map((l) =>
        loadMessages(l, ['friend', 'public', 'app', 'server']),
      ),
    ),
  );

  it('draws the friend page in the browser’s language, Arabic right to left, before and after its script', async () => {
    const ownerContext = await env().newContext();
    const owner = await accountInContext(ownerContext, env(), { first_name: 'Ana' });
    const trip = await tripsApi(ownerContext, env().serverUrl).createTrip('Lisboa');
    const cases: [string, Locale, 'ltr' | 'rtl'][] = [
      ['pt-PT', 'pt-BR', 'ltr'],
      ['de-DE', 'de', 'ltr'],
      ['ja-JP', 'ja', 'ltr'],
      ['ar-EG', 'ar', 'rtl'],
    ];
    for (const [browserLocale, locale, dir] of cases) {
      const t = translatorOf(locale);
      const context = await browserIn(env(), browserLocale);
      const page = await context.newPage();
      // As the server sends it, before any script: in the language, with its direction.
      const sent = await page.request.get(`/hello/${trip.id}`, {
        headers: { 'Accept-Language': browserLocale },
      });
      expect(await sent.text(), locale).toContain(`lang="${locale}" dir="${dir}"`);
      await page.goto(`/hello/${trip.id}`);
      const title = t('friend.ask.title', { name: owner.first_name, destination: trip.destination });
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const firstEntry = t('friend.draft.entry', { category: t('friend.category.do'), number: 1 });
      await page.getByLabel(firstEntry, { exact: true }).waitFor();
      expect(await htmlLanguage(page)).toEqual({ lang: locale, dir });
      const direction = await page.evaluate(() => getComputedStyle(document.body).direction);
      expect(direction, locale).toBe(dir);
      await expectNoSidewaysScroll(page, `friend page in ${locale}`);
      if (locale === 'de' || locale === 'ar') await inspectPage(page, `languages-friend-${locale}`);
      await context.close();
    }
  });

  it('draws a shared guidebook on the server in the reader’s language', async () => {
    const ownerContext = await env().newContext();
    await accountInContext(ownerContext, env(), { first_name: 'Rui' });
    const guidebooks = guidebooksApi(ownerContext, env().serverUrl);
    const book = await guidebooks.create('Lisboa devagar', 'Lisboa');
    const shareToken = (await guidebooks.share(book.id)).share_token;
    const context = await browserIn(env(), 'ar-EG', false);
    const page = await context.newPage();
    const html = await (
      await page.request.get(`/shared-guidebook/${shareToken}`, { headers: { 'Accept-Language': 'ar-EG' } })
    ).text();
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain('Lisboa devagar');
    await page.goto(`/shared-guidebook/${shareToken}`);
    await page.getByRole('heading', { name: 'Lisboa devagar' }).waitFor();
    await expectNoSidewaysScroll(page, 'shared guidebook in ar');
    await inspectPage(page, 'languages-shared-guidebook-ar');
    await context.close();
  });

  it('switches with the picker and remembers the choice in this browser', async () => {
    const ownerContext = await env().newContext();
    const owner = await accountInContext(ownerContext, env(), { first_name: 'Ana' });
    const trip = await tripsApi(ownerContext, env().serverUrl).createTrip('Porto');
    const context = await browserIn(env(), 'en-US');
    const page = await context.newPage();
    await page.goto(`/hello/${trip.id}`);
    await page
      .getByRole('heading', { level: 1, name: 'Ana needs your recommendations for Porto!' })
      .waitFor();
    const picker = page.getByRole('form', { name: 'Language' });
    await expect
      .poll(() => picker.getByRole('button', { name: 'English' }).getAttribute('aria-current'))
      .toBe('true');

    await picker.getByRole('button', { name: 'Deutsch' }).click();
    const de = translatorOf('de');
    const germanTitle = de('friend.ask.title', { name: owner.first_name, destination: 'Porto' });
    await page.getByRole('heading', { level: 1, name: germanTitle }).waitFor();
    await expectNoSidewaysScroll(page, 'friend page in de after the picker');

    // Remembered: another page of the site, in a new tab, is German too, and so is the landing page.
    const again = await context.newPage();
    await again.goto(`/hello/${trip.id}`);
    await again.getByRole('heading', { level: 1, name: germanTitle }).waitFor();
    await again.goto('/');
    expect(await htmlLanguage(again)).toEqual({ lang: 'de', dir: 'ltr' });
    await again
      .getByRole('form', { name: de('friend.language') })
      .getByRole('button', { name: 'العربية' })
      .click();
    await again.waitForFunction(() => document.documentElement.dir === 'rtl');
    await inspectPage(again, 'languages-landing-ar');
    await context.close();
  });

  it('keeps an owner’s French on the account: every device shows it after signing in, and mails speak it', async () => {
    const account = newAccount({ first_name: 'Chloé' });
    const fr = translatorOf('fr');
    // Signed up from an English browser: the account starts in English.
    const first = await browserIn(env(), 'en-US', false);
    const response = await first.request.post('/api/auth/sign-up/email', {
      data: account,
      headers: { Origin: env().serverUrl, 'Accept-Language': 'en-US' },
    });
    expect(response.ok()).toBe(true);
    const profile = await first.newPage();
    await profile.goto('/profile');
    await profile.getByLabel('Language', { exact: true }).selectOption('fr');
    await profile.getByRole('button', { name: 'Save Language' }).click();
    await profile.getByRole('heading', { level: 1, name: fr('profile.heading') }).waitFor();
    await expectNoSidewaysScroll(profile, 'profile in fr');

    // Another device, set to German, signs in: French wins.
    const second = await browserIn(env(), 'de-DE', false);
    const page = await second.newPage();
    await page.goto('/auth');
    const de = translatorOf('de');
    await page.getByLabel(de('auth.field.email')).fill(account.email);
    await page.getByLabel(de('auth.field.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: de('auth.login.submit') }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.getByRole('heading', { level: 1, name: fr('trips.dashboard.heading') }).waitFor();

    // A mail to the account speaks French: a reset link asked for from a German browser.
    await page.request.post('/api/auth/request-password-reset', {
      data: { email: account.email },
      headers: { Origin: env().serverUrl },
    });
    await expect
      .poll(() => subjectsTo(env(), account.email), { timeout: 30_000 })
      .toContain(fr('mail.passwordReset.subject'));
    await first.close();
    await second.close();
  });

  it('lays the owner’s pages out in German and Arabic without sideways scrolling, and readable to everyone', async () => {
    const owner = await env().newContext();
    await accountInContext(owner, env(), { first_name: 'Ana' });
    const trips = tripsApi(owner, env().serverUrl);
    const trip = await trips.createTrip('Lisboa');
    await trips.addTips(trip.id, [
      { category: 'eat', content: 'Pastéis de nata at Manteigaria' },
      { category: 'get-around', content: 'Tram 28 early in the morning' },
    ]);
    const book = await guidebooksApi(owner, env().serverUrl).create('Lisboa devagar', 'Lisboa');
    for (const locale of ['de', 'ar'] as const) {
      await owner.addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: env().serverUrl }]);
      const page = await owner.newPage();
      for (const path of [
        '/dashboard',
        `/trip/${trip.id}`,
        '/guidebooks',
        `/guidebook/${book.id}`,
        '/profile',
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await htmlLanguage(page), path).toEqual({
          lang: locale,
          dir: locale === 'ar' ? 'rtl' : 'ltr',
        });
        await expectNoSidewaysScroll(page, `${path} in ${locale}`);
      }
      await page.goto(`/trip/${trip.id}`);
      await page.getByText('Pastéis de nata at Manteigaria').waitFor();
      await inspectPage(page, `languages-trip-${locale}`);
      await page.close();
    }
  });

  it('mails a new account in the language it signed up in', async () => {
    const account = newAccount();
    const context = await browserIn(env(), 'ja-JP', false);
    // As the sign-up form sends it from a Japanese browser.
    const response = await context.request.post('/api/auth/sign-up/email', {
      data: account,
      headers: { Origin: env().serverUrl, 'Accept-Language': 'ja-JP,ja;q=0.9' },
    });
    expect(response.ok()).toBe(true);
    const ja = translatorOf('ja');
    await expect
      .poll(
        () =>
          env()
            .mail.mails.filter((mail) => mail.to.includes(account.email))
            .map(decodedSubject),
        {
          timeout: 30_000,
        },
      )
      .toContain(ja('mail.verification.subject'));
    await context.close();
  });
});
