import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { builtFriendPages } from '../../../../tests/support/built-pages.js';
import { linkCardTags } from '../../../../tests/support/link-card-tags.js';
import { buildGuidebook } from '../../../../tests/support/factories/guidebooks.js';
import { buildTrip } from '../../../../tests/support/factories/trips.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { RENDERED_TIPS_MAX } from '../../http/rendered-page-html.js';

const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const NO_SUCH_TOKEN = 'n'.repeat(43);
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const cardOf = linkCardTags;

describe.each(DIALECTS)('link cards on %s', (dialect) => {
  let t: TestApp;
  let local: TestApp;
  let ana: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { PUBLIC_URL: 'https://tips.example.org/' },
      { webDir: builtFriendPages() },
    );
    local = await createTestApp(dialect, {}, { webDir: builtFriendPages() });
    ana = await buildUser(t, { first_name: 'Ana' });
  });
  afterAll(async () => {
    await t.close();
    await local.close();
  });

  const get = (app: TestApp, url: string, userAgent = BROWSER) =>
    app.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

  it('gives an ask link, by token and by id, a card naming who asks and for where', async () => {
    const { trip } = await buildTrip(t, { owner: ana, destination: 'Lisbon' });
    for (const path of [`/rec/${trip.share_token}`, `/hello/${trip.id}`]) {
      const page = await get(t, path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(cardOf(page.body)).toMatchObject({
        title: 'Ana needs your tips for Lisbon',
        'og:title': 'Ana needs your tips for Lisbon',
        'og:description':
          'Ana is going to Lisbon and asks what you would recommend: where to eat, what to do, where to stay. No account needed.',
        'og:site_name': 'Tiplist',
        'og:url': `https://tips.example.org${path}`,
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
      });
      expect(cardOf(page.body)['og:image']).toMatch(
        new RegExp(`^https://tips\\.example\\.org/api/public/link-cards${path}\\?v=[\\w-]{16}$`),
      );
      // The friend page as built, its script after the card.
      expect(page.body).toContain('/assets/friend.js');
    }
  });

  it('leaves addresses out without PUBLIC_URL: no origin is taken from the request', async () => {
    const { trip } = await buildTrip(local, { destination: 'Porto' });
    const page = await local.app.inject({
      method: 'GET',
      url: `/rec/${trip.share_token}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const card = cardOf(page.body);
    expect(card['og:title']).toMatch(/needs your tips for Porto$/);
    expect(card['og:url']).toBeUndefined();
    expect(card['og:image']).toBeUndefined();
    expect(card['twitter:card']).toBe('summary');
    expect(page.body).not.toContain('evil.example');
  });

  it('gives a link that leads nowhere a card that names no one', async () => {
    const { trip } = await buildTrip(t, { owner: ana, destination: 'Kyoto' });
    const revoked = await apiClient(t, ana.cookie).delete(`/api/trips/${trip.id}/ask-link`);
    expect(revoked.statusCode).toBe(200);
    for (const path of [
      `/rec/${trip.share_token}`,
      `/hello/${trip.id}`,
      '/rec/no-such-token',
      '/hello/not-an-id',
      '/hello/00000000-0000-4000-8000-000000000000',
      '/shared-favorites/no-such-token',
      '/shared-guidebook/no-such-token',
    ]) {
      const page = await get(t, path);
      expect(page.statusCode, path).toBe(200);
      const card = cardOf(page.body);
      expect(card, path).toMatchObject({
        title: 'Tiplist',
        'og:title': 'Tiplist',
        'twitter:card': 'summary',
      });
      expect(card['og:url'], path).toBeUndefined();
      expect(page.body, path).not.toMatch(/Ana|Kyoto/);
    }
  });

  it('gives shared favourites and a shared guidebook cards of their own, drawn or not', async () => {
    const favourites = await buildTrip(t, {
      owner: ana,
      destination: 'Lisbon',
      tips: [{ content: 'Pastéis', is_favorite: true }, { content: 'Tram 28', is_favorite: true }, {}],
      sharedFavorites: true,
    });
    const page = await get(t, `/shared-favorites/${favourites.sharedFavoritesToken}`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(cardOf(page.body)).toMatchObject({
      title: 'Ana’s favourite tips for Lisbon',
      'og:description': '2 tips from friends that Ana keeps for Lisbon, as a list and on a map.',
      'og:url': `https://tips.example.org/shared-favorites/${favourites.sharedFavoritesToken}`,
    });
    expect(page.body).toContain('<h1>Lisbon</h1>');

    const described = await buildGuidebook(t, {
      owner: ana,
      title: 'Lisbon Like a Local',
      description: `Where I take friends. ${'Miradouros and tascas, '.repeat(20)}`,
      tips: 1,
      sharedLink: true,
    });
    const guide = cardOf((await get(t, `/shared-guidebook/${described.shareToken}`)).body);
    expect(guide.title).toBe('Lisbon Like a Local — a guidebook by Ana');
    expect(guide['og:description']).toMatch(/^Where I take friends\. Miradouros and tascas, .*\w…$/);
    expect(guide['og:description']?.length).toBeLessThanOrEqual(200);

    // A list too long to draw is sent as built, with its card all the same.
    const long = await buildGuidebook(t, {
      owner: ana,
      title: 'Everything in Porto',
      destination: 'Porto',
      tips: RENDERED_TIPS_MAX + 1,
      sharedLink: true,
    });
    const undrawn = await get(t, `/shared-guidebook/${long.shareToken}`);
    expect(undrawn.body).toContain('/assets/friend.js');
    expect(cardOf(undrawn.body)).toMatchObject({
      title: 'Everything in Porto — a guidebook by Ana',
      'og:description': `${(RENDERED_TIPS_MAX + 1).toLocaleString('en-US')} tips for Porto by Ana, as a list and on a map.`,
    });
  });

  it('keeps what people wrote as text in the card', async () => {
    const mallory = await buildUser(t, { first_name: 'Mal"lory<script>' });
    const { trip } = await buildTrip(t, { owner: mallory, destination: `Rome" /><script>alert(1)</script>` });
    const page = await get(t, `/rec/${trip.share_token}`);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('Mal"lory');
    expect(cardOf(page.body).title).toBe(
      'Mal&#34;lory&#60;script&#62; needs your tips for Rome&#34; /&#62;&#60;script&#62;alert(1)&#60;/script&#62;',
    );
  });

  it('counts the opens of people, not of the chat apps drawing the card', async () => {
    const { trip, sharedFavoritesToken } = await buildTrip(t, {
      owner: ana,
      tips: [{ is_favorite: true }],
      sharedFavorites: true,
    });
    const sharing = async () => {
      await t.opens.flush();
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/trips/${trip.id}/sharing`,
        headers: { cookie: ana.cookie },
      });
      return answer.json<{ ask_link: { opens: number }; favorites_links: { opens: number }[] }>();
    };
    for (const userAgent of [WHATSAPP, 'facebookexternalhit/1.1', 'Slackbot-LinkExpanding 1.0']) {
      await get(t, `/shared-favorites/${sharedFavoritesToken}`, userAgent);
      await get(t, `/api/public/share-links/${trip.share_token}`, userAgent);
    }
    expect(await sharing()).toMatchObject({ ask_link: { opens: 0 }, favorites_links: [{ opens: 0 }] });
    await get(t, `/shared-favorites/${sharedFavoritesToken}`);
    await get(t, `/api/public/share-links/${trip.share_token}`);
    expect(await sharing()).toMatchObject({ ask_link: { opens: 1 }, favorites_links: [{ opens: 1 }] });
  });

  const picture = (url: string) => get(t, url);
  const sizeOf = async (png: Buffer) => {
    const { width, height, format } = await sharp(png).metadata();
    return { width, height, format };
  };
  const storedPictures = () =>
    t.db.kysely.selectFrom('link_card_pictures').select(['list_key', 'hash']).execute();

  it('draws a link’s picture once, 1200×630, and again only when what it shows changes', async () => {
    const owner = await buildUser(t, { first_name: 'Inês' });
    const { trip } = await buildTrip(t, { owner, destination: 'Porto' });
    const first = await picture(`/api/public/link-cards/rec/${trip.share_token}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/public/link-cards/rec/${trip.share_token}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(await sizeOf(first.rawPayload)).toEqual({ width: 1200, height: 630, format: 'png' });
    // The same picture by the trip's id address, stored once for both.
    const byId = await picture(`/api/public/link-cards/hello/${trip.id}`);
    expect(byId.rawPayload.equals(first.rawPayload)).toBe(true);
    const stored = (await storedPictures()).filter((row) => row.list_key === `ask:${trip.id}`);
    expect(stored).toHaveLength(1);

    await t.db.kysely.updateTable('user').set({ first_name: 'Inés' }).where('id', '=', owner.id).execute();
    const renamed = await picture(`/api/public/link-cards/rec/${trip.share_token}`);
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false);
    const after = (await storedPictures()).filter((row) => row.list_key === `ask:${trip.id}`);
    expect(after).toHaveLength(1);
    expect(after[0]?.hash).not.toBe(stored[0]?.hash);

    // The account's pictures go with it: they show its name and photo.
    await t.db.kysely.deleteFrom('user').where('id', '=', owner.id).execute();
    expect((await storedPictures()).filter((row) => row.list_key === `ask:${trip.id}`)).toEqual([]);
  });

  it('gives shared lists pictures of their own, and a link that leads nowhere one that names no one', async () => {
    const { sharedFavoritesToken } = await buildTrip(t, {
      owner: ana,
      tips: [{ is_favorite: true }],
      sharedFavorites: true,
    });
    const { shareToken } = await buildGuidebook(t, {
      owner: ana,
      title: 'Lisbon Like a Local',
      sharedLink: true,
    });
    for (const url of [
      `/api/public/link-cards/shared-favorites/${sharedFavoritesToken}`,
      `/api/public/link-cards/shared-guidebook/${shareToken}`,
      `/api/public/link-cards/rec/${NO_SUCH_TOKEN}`,
      '/api/public/link-cards/hello/00000000-0000-4000-8000-000000000000',
    ]) {
      const answer = await picture(url);
      expect(answer.statusCode, url).toBe(200);
      expect(await sizeOf(answer.rawPayload), url).toEqual({ width: 1200, height: 630, format: 'png' });
    }
    const nowhere = await picture(`/api/public/link-cards/rec/${NO_SUCH_TOKEN}`);
    const revoked = await picture(`/api/public/link-cards/shared-guidebook/${NO_SUCH_TOKEN}`);
    expect(revoked.rawPayload.equals(nowhere.rawPayload)).toBe(true);
  });

  it('refuses an address that is no link card', async () => {
    // Longer than any link's last part may be (Fastify's limit for a path's part).
    expect((await picture(`/api/public/link-cards/rec/${'a'.repeat(200)}`)).statusCode).toBe(414);
    for (const url of [
      '/api/public/link-cards/trip/abc',
      '/api/public/link-cards/rec/..%2F..%2Fetc',
      '/api/public/link-cards/rec/no-such-link',
      '/api/public/link-cards/hello/not-an-id',
      '/api/public/link-cards/rec/abc?v=1&x=2',
    ]) {
      const answer = await picture(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json<{ error: { code: string } }>().error.code, url).toBe('VALIDATION_FAILED');
    }
  });
});
