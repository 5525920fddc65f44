import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHARED_GUIDEBOOK_ERRORS,
  type SharedGuidebook,
} from '../../../shared/contracts/shared-guidebooks.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { nextMillisecond } from '../../../../tests/support/clock.js';
import { guidebookCalls } from '../../../../tests/support/guidebooks.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

const DAY_MS = 86_400_000;

describe.each(DIALECTS)('guidebook share links on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let visitor: ApiClient;
  let calls: ReturnType<typeof guidebookCalls>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t, { first_name: 'Inês', last_name: 'Costa' })).cookie);
    visitor = apiClient(t);
    calls = guidebookCalls(owner);
  });
  afterAll(() => t.close());

  const read = (token: string) => visitor.get(`/api/public/shared-guidebooks/${token}`);
  const expectGone = async (token: string) => {
    const response = await read(token);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: SHARED_GUIDEBOOK_ERRORS.notFound });
  };
  const expire = (token: string) =>
    t.db.kysely
      .updateTable('shared_guidebooks')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('share_token', '=', token)
      .execute();

  it('counts how often each link was opened, for the Sharing panel', async () => {
    const guidebook = await calls.create();
    const first = await calls.share(guidebook.id);
    await nextMillisecond();
    const second = await calls.share(guidebook.id);
    expect(first.opens).toBe(0);
    // The second read is sent from the cached page, and counts as well.
    for (const token of [first.share_token, first.share_token, second.share_token]) {
      expect((await read(token)).statusCode).toBe(200);
    }
    await t.opens.flush();
    const listed = await owner.get(`/api/guidebooks/${guidebook.id}/shared-links`);
    const links = listed.json<{ links: { share_token: string; opens: number }[] }>().links;
    expect(links.map((link) => [link.share_token, link.opens])).toEqual([
      [second.share_token, 1],
      [first.share_token, 2],
    ]);
  });

  it('makes an expiring link, 30 days unless asked, with its public address', async () => {
    const guidebook = await calls.create();
    const link = await calls.share(guidebook.id);
    expect(link.share_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.share_url).toBe(`http://localhost:80/shared-guidebook/${link.share_token}`);
    const days = (Date.parse(link.expires_at) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const week = await calls.share(guidebook.id, { expires_in_days: 7 });
    expect((Date.parse(week.expires_at) - Date.now()) / DAY_MS).toBeLessThanOrEqual(7);
    for (const expires_in_days of [0, 366, 1.5]) {
      const refused = await owner.post(`/api/guidebooks/${guidebook.id}/shared-links`, { expires_in_days });
      expect(refused.statusCode).toBe(400);
    }
    expect((await calls.links(guidebook.id)).map((listed) => listed.id).sort()).toEqual(
      [link.id, week.id].sort(),
    );
  });

  it('lists the links that still work, newest first', async () => {
    const guidebook = await calls.create();
    const old = await calls.share(guidebook.id);
    await nextMillisecond();
    const expired = await calls.share(guidebook.id);
    await nextMillisecond();
    const newest = await calls.share(guidebook.id);
    await expire(expired.share_token);
    expect(await calls.links(guidebook.id)).toEqual([newest, old]);
  });

  it('shows the guidebook through its link: its author’s first name, its tips in order, nothing private', async () => {
    const guidebook = await calls.create({
      title: 'Lisbon slowly',
      destination: 'Lisbon',
      description: 'Hills',
    });
    const [first, second] = await calls.addTips(guidebook.id, [
      { category: 'eat', content: 'Bifana' },
      {
        category: 'eat',
        content: 'Ginjinha',
        place: { name: 'Ginjinha', latitude: 38.71, longitude: -9.14 },
      },
    ]);
    await owner.put(`/api/guidebooks/${guidebook.id}/recommendations/order`, {
      order: [
        { id: second?.id, order_index: 0 },
        { id: first?.id, order_index: 1 },
      ],
    });
    const link = await calls.share(guidebook.id);
    const response = await read(link.share_token);
    expect(response.statusCode).toBe(200);
    const shared = response.json<{ guidebook: SharedGuidebook }>().guidebook;
    expect(shared).toEqual({
      title: 'Lisbon slowly',
      description: 'Hills',
      destination: 'Lisbon',
      created_at: guidebook.created_at,
      expires_at: link.expires_at,
      owner: { first_name: 'Inês', avatar_url: null },
      recommendations: [
        {
          id: second?.id,
          category: 'eat',
          content: 'Ginjinha',
          is_favorite: false,
          order_index: 0,
          place_id: null,
          place_name: 'Ginjinha',
          place_address: null,
          latitude: 38.71,
          longitude: -9.14,
          place_type: 'place',
        },
        expect.objectContaining({ id: first?.id, content: 'Bifana', order_index: 1 }),
      ],
    });
    expect(response.body).not.toContain(guidebook.id);
    expect(response.body).not.toContain('Costa');
  });

  it('gives the author’s avatar as an image address, never the user id', async () => {
    const author = await signUp(t, { first_name: 'Rui' });
    const imageId = '11111111-2222-4333-8444-555555555555';
    await t.db.kysely.updateTable('user').set({ image_id: imageId }).where('id', '=', author.id).execute();
    const theirs = guidebookCalls(apiClient(t, author.cookie));
    const link = await theirs.share((await theirs.create()).id);
    const response = await read(link.share_token);
    expect(response.json<{ guidebook: SharedGuidebook }>().guidebook.owner).toEqual({
      first_name: 'Rui',
      avatar_url: `/api/images/${imageId}`,
    });
    expect(response.body).not.toContain(author.id);
  });

  it('stops a revoked link at once, and only that link', async () => {
    const guidebook = await calls.create();
    const revoked = await calls.share(guidebook.id);
    const kept = await calls.share(guidebook.id);
    expect(
      (await owner.delete(`/api/guidebooks/${guidebook.id}/shared-links/${revoked.id}`)).statusCode,
    ).toBe(204);
    await expectGone(revoked.share_token);
    expect((await read(kept.share_token)).statusCode).toBe(200);
    expect((await calls.links(guidebook.id)).map((link) => link.id)).toEqual([kept.id]);
    const again = await owner.delete(`/api/guidebooks/${guidebook.id}/shared-links/${revoked.id}`);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('Share link not found');
  });

  it('refuses to revoke a link through another of the owner’s guidebooks', async () => {
    const guidebook = await calls.create();
    const link = await calls.share(guidebook.id);
    const other = await calls.create();
    const response = await owner.delete(`/api/guidebooks/${other.id}/shared-links/${link.id}`);
    expect(response.statusCode).toBe(404);
    expect((await read(link.share_token)).statusCode).toBe(200);
  });

  it('with replace, makes a new link and stops every earlier one in the same step', async () => {
    const guidebook = await calls.create();
    const first = await calls.share(guidebook.id);
    const second = await calls.share(guidebook.id);
    const other = await calls.create();
    const untouched = await calls.share(other.id);
    const fresh = await calls.share(guidebook.id, { replace: true });
    await expectGone(first.share_token);
    await expectGone(second.share_token);
    expect((await read(fresh.share_token)).statusCode).toBe(200);
    expect((await read(untouched.share_token)).statusCode).toBe(200);
    // Opens are written a second at a time (http/link-opens.ts): the read above may have been counted.
    expect(await calls.links(guidebook.id)).toEqual([{ ...fresh, opens: expect.any(Number) as number }]);
  });

  it('tells an expired link (410) from an unknown one (404) and a malformed one (400)', async () => {
    const guidebook = await calls.create();
    const link = await calls.share(guidebook.id);
    await expire(link.share_token);
    const expired = await read(link.share_token);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired)).toEqual({ code: 'EXPIRED', message: SHARED_GUIDEBOOK_ERRORS.expired });
    expect(await calls.links(guidebook.id)).toEqual([]);
    await expectGone('B'.repeat(43));
    for (const token of ['short', `${'A'.repeat(42)}!`, 'A'.repeat(44)]) {
      const malformed = await read(encodeURIComponent(token));
      expect(malformed.statusCode, token).toBe(400);
      expect(errorOf(malformed).message).toBe('The share token is missing or invalid.');
    }
  });
});
