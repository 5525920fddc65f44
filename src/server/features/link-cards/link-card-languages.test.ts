import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFriendPages } from '../../../../tests/support/built-pages.js';
import { buildGuidebook } from '../../../../tests/support/factories/guidebooks.js';
import { buildTrip } from '../../../../tests/support/factories/trips.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import { linkCardTags } from '../../../../tests/support/link-card-tags.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { Translate } from '../../../shared/i18n/translate.js';
import { escapeHtml } from '../../mail/mail-text.js';
import { serverTexts } from '../../mail/server-texts.js';

const NO_SUCH_TOKEN = 'n'.repeat(43);

describe('link cards speak their owner’s language', () => {
  let t: TestApp;
  let english: Translate;
  let french: Translate;
  let owner: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      { PUBLIC_URL: 'https://tips.example.org' },
      { webDir: builtFriendPages() },
    );
    [english, french] = await Promise.all([serverTexts('en'), serverTexts('fr')]);
    owner = await buildUser(t, { first_name: 'Ana' });
    await t.db.kysely.updateTable('user').set({ language: 'fr' }).where('id', '=', owner.id).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A page or picture as a visitor whose browser asks for English sees it. */
  const get = (url: string) => t.app.inject({ url, headers: { 'accept-language': 'en-US,en;q=0.9' } });

  it('titles and describes an ask link and shared lists in the owner’s language, not the visitor’s', async () => {
    const { trip, sharedFavoritesToken } = await buildTrip(t, {
      owner,
      destination: 'Lisbonne',
      tips: [{ is_favorite: true }],
      sharedFavorites: true,
    });
    const values = { name: 'Ana', destination: 'Lisbonne' };
    expect(french('cards.ask.title', values)).not.toBe(english('cards.ask.title', values));
    const ask = linkCardTags((await get(`/rec/${trip.share_token}`)).body);
    expect(ask).toMatchObject({
      'og:title': escapeHtml(french('cards.ask.title', values)),
      'og:description': escapeHtml(french('cards.ask.description', values)),
      'og:image:alt': escapeHtml(french('cards.ask.alt', values)),
    });

    const favourites = linkCardTags((await get(`/shared-favorites/${sharedFavoritesToken}`)).body);
    expect(favourites['og:title']).toBe(escapeHtml(french('cards.favorites.title', values)));
    expect(favourites['og:description']).toBe(
      escapeHtml(french('cards.favorites.description', { ...values, count: 1 })),
    );

    const { shareToken } = await buildGuidebook(t, { owner, title: 'Lisbonne en douce', sharedLink: true });
    const guidebook = linkCardTags((await get(`/shared-guidebook/${shareToken}`)).body);
    expect(guidebook['og:title']).toBe(
      escapeHtml(french('cards.guidebook.title', { title: 'Lisbonne en douce', name: 'Ana' })),
    );
  });

  it('draws the picture again when the owner’s language changes, and one that names no one in the visitor’s', async () => {
    const { trip } = await buildTrip(t, { owner, destination: 'Porto' });
    const url = `/api/public/link-cards/rec/${trip.share_token}`;
    const inFrench = await get(url);
    expect(inFrench.statusCode).toBe(200);
    await t.db.kysely.updateTable('user').set({ language: null }).where('id', '=', owner.id).execute();
    const inEnglish = await get(url);
    expect(inEnglish.headers.etag).not.toBe(inFrench.headers.etag);
    expect(inEnglish.rawPayload.equals(inFrench.rawPayload)).toBe(false);
    await t.db.kysely.updateTable('user').set({ language: 'fr' }).where('id', '=', owner.id).execute();

    const nowhere = `/api/public/link-cards/rec/${NO_SUCH_TOKEN}`;
    const forFrench = await t.app.inject({ url: nowhere, headers: { 'accept-language': 'fr' } });
    expect(forFrench.headers.etag).toBe('"nowhere-fr"');
    expect(forFrench.headers.vary).toMatch(/Accept-Language/i);
    expect((await get(nowhere)).headers.etag).toBe('"nowhere-en"');
  });
});
