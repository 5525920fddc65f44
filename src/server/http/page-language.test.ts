import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../tests/support/api.js';
import { builtFriendPages } from '../../../tests/support/built-pages.js';
import { buildGuidebook } from '../../../tests/support/factories/guidebooks.js';
import { buildUser, type BuiltUser } from '../../../tests/support/factories/users.js';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { loadMessages, translatorOf } from '../../shared/i18n/messages.js';

const ORIGIN = 'http://localhost:80';
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];
const titleOf = (body: string) => /<title[^>]*>([^<]*)<\/title>/.exec(body)?.[1];

describe.each(DIALECTS)('the language of pages and accounts on %s (decision 068)', (dialect) => {
  let t: TestApp;
  let ana: BuiltUser;
  beforeAll(async () => {
    await loadMessages('de', ['server', 'friend']);
    await loadMessages('ar', ['server', 'friend']);
    t = await createTestApp(dialect, {}, { webDir: builtFriendPages() });
    ana = await buildUser(t, { first_name: 'Ana' });
  });
  afterAll(() => t.close());

  const open = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const choose = (language: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/language',
      payload: `language=${encodeURIComponent(language)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
    });

  it("draws a page as built in the browser's language, with its own ETag, and says what it varies on", async () => {
    const german = await open('/thank-you/abc', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(htmlTag(german.body)).toBe('<html lang="de" dir="ltr" data-language-chosen="">');
    expect(titleOf(german.body)).toBe(translatorOf('de')('pages.friend.title'));
    expect(german.body).toContain(`>${translatorOf('de')('friend.loading')}</p>`);
    expect(german.headers.vary).toEqual(expect.stringContaining('Accept-Language'));
    expect(german.headers.vary).toEqual(expect.stringContaining('Cookie'));

    const english = await open('/thank-you/abc', { 'accept-language': 'zh-CN, ko' });
    expect(htmlTag(english.body)).toBe('<html lang="en" dir="ltr" data-language-chosen="">');
    expect(titleOf(english.body)).toBe('Share your travel tips · Tiplist');
    expect(english.headers.etag).not.toBe(german.headers.etag);
    const again = await open('/thank-you/abc', {
      'accept-language': 'de',
      'if-none-match': String(german.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('names the catalogues of the page in its language, and asks for the first with the page', async () => {
    const german = await open('/thank-you/abc', { 'accept-language': 'de' });
    expect(german.body).toContain(
      '<script type="application/json" id="tiplist-catalogues">{"friend":"/assets/friend-de.js","public":"/assets/public-de.js"}</script>',
    );
    expect(german.body).toContain('<link rel="modulepreload" href="/assets/friend-de.js">');
    expect(german.body).not.toContain('app-de.js');
  });

  it('takes the choice kept in this browser over Accept-Language, Brazilian Portuguese for every pt-*', async () => {
    const arabic = await open('/thank-you/abc', { 'accept-language': 'de', cookie: 'tiplist-language=ar' });
    expect(htmlTag(arabic.body)).toBe('<html lang="ar" dir="rtl" data-language-chosen="">');
    const portuguese = await open('/thank-you/abc', { 'accept-language': 'pt-PT' });
    expect(htmlTag(portuguese.body)).toContain('lang="pt-BR"');
    const forged = await open('/thank-you/abc', {
      cookie: 'tiplist-language=%3Cscript%3E',
      'accept-language': 'x',
    });
    expect(htmlTag(forged.body)).toContain('lang="en"');
  });

  it('draws a shared list in the language of whoever opens it', async () => {
    const { shareToken } = await buildGuidebook(t, { owner: ana, title: 'Lisbon slowly', sharedLink: true });
    const page = await open(`/shared-guidebook/${shareToken ?? ''}`, { 'accept-language': 'ar-EG' });
    expect(page.body).toContain('<p>in ar</p>');
    expect(htmlTag(page.body)).toContain('dir="rtl"');
  });

  it('remembers a choice from the picker and goes back to the page it came from', async () => {
    const chosen = await choose('ja', { referer: `${ORIGIN}/hello/abc?x=1` });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/hello/abc?x=1');
    expect(String(chosen.headers['set-cookie'])).toMatch(
      /^tiplist-language=ja; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );

    const elsewhere = await choose('fr', { referer: 'https://evil.example/phish' });
    expect(elsewhere.headers.location).toBe('/');
    const doubled = await choose('fr', { referer: `${ORIGIN}//evil.example/phish` });
    expect(doubled.headers.location).toBe('/');
    const forgotten = await choose('');
    expect(String(forgotten.headers['set-cookie'])).toContain('tiplist-language=; Max-Age=0');
  });

  it('refuses a language it does not speak, a form from another site, and a body that is not a form', async () => {
    for (const language of ['tlh', 'en-XA', '../../etc', 'x'.repeat(100)]) {
      const refused = await choose(language);
      expect(refused.statusCode, language).toBe(400);
      expect(errorOf(refused).code).toBe('VALIDATION_FAILED');
    }
    expect((await choose('de', { origin: 'https://evil.example' })).statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: '/language',
      payload: { language: 'de' },
      headers: { origin: ORIGIN },
    });
    expect(json.statusCode).toBe(400);
  });

  it("keeps a signed-in person's choice on the account, which then wins in every browser", async () => {
    const { cookie } = await signUp(t);
    expect((await choose('fr', { cookie })).statusCode).toBe(303);
    const session = await apiClient(t, cookie).get('/api/auth/session');
    expect(session.json<{ user: { language: string } }>().user.language).toBe('fr');

    // Another browser, set to German, signs in to the same account: it is told French.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `${cookie}; tiplist-language=de` },
    });
    expect(String(elsewhere.headers['set-cookie'])).toContain('tiplist-language=fr');
    // A test language chosen in the browser stays, for the pseudo-language tests.
    const pseudo = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `${cookie}; tiplist-language=en-XA` },
    });
    expect(pseudo.headers['set-cookie']).toBeUndefined();

    expect((await choose('', { cookie })).statusCode).toBe(303);
    const cleared = await apiClient(t, cookie).get('/api/auth/session');
    expect(cleared.json<{ user: { language: string | null } }>().user.language).toBeNull();
  });

  it('sets and clears the account language through the API, refusing what it does not speak', async () => {
    const api = apiClient(t, ana.cookie);
    const set = await api.put('/api/profile/language', { language: 'ja' });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ user: { language: string } }>().user.language).toBe('ja');
    expect(String(set.headers['set-cookie'])).toContain('tiplist-language=ja');
    for (const language of ['jp', 'en-XA', 42, '']) {
      const refused = await api.put('/api/profile/language', { language });
      expect(refused.statusCode, String(language)).toBe(400);
    }
    expect((await apiClient(t).put('/api/profile/language', { language: 'de' })).statusCode).toBe(401);
    const cleared = await api.put('/api/profile/language', { language: null });
    expect(cleared.json<{ user: { language: null } }>().user.language).toBeNull();
  });

  it('keeps the language a new account signed up in', async () => {
    const { cookie } = await signUp(t, {}, { 'accept-language': 'it-IT,it;q=0.9' });
    const session = await apiClient(t, cookie).get('/api/auth/session');
    expect(session.json<{ user: { language: string } }>().user.language).toBe('it');
  });
});
