import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followLinkContracts } from '../../../shared/contracts/follow-links.js';
import { errorOf } from '../../../../tests/support/api.js';
import { followRequest, followTips, ownedTrip, sendTips } from '../../../../tests/support/follow-links.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { rateLimitOf } from '../../http/rate-limits.js';
import { hashFollowToken } from './follow-tokens.js';

interface View {
  destination: string;
  owner_first_name: string;
  following: boolean;
  tips: { id: string; content: string; is_favorite: boolean; is_completed: boolean; is_removed: boolean }[];
}

describe.each(DIALECTS)('follow links on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { PUBLIC_URL: 'https://tiplist.example' },
      {},
      { followMailTimer: false },
    );
  });
  afterAll(() => t.close());

  const view = async (token: string) => {
    const response = await followRequest(t, 'GET', `/api/public/follow-links/${token}`);
    return { response, follow: response.json<{ follow: View }>().follow };
  };
  const page = (token: string) => followRequest(t, 'GET', `/follow/${token}`);

  it('lists exactly the tips of one send, with what became of each, and nothing of the owner but a first name', async () => {
    const { owner, ownerEmail, tripId } = await ownedTrip(t);
    const mine = await sendTips(t, tripId, ['Pastéis <b>de</b> Belém', 'Tram 28', 'Miradouro'], 'Sam');
    const other = await sendTips(t, tripId, ['Another friend’s secret'], 'Priya');
    const created = await followRequest(t, 'POST', `/api/public/trips/${tripId}/follow-links`, {
      receipt: mine.receipt,
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { token, path } = created.json<{ token: string; path: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/follow/${token}`);
    // Only the token's hash is kept.
    const stored = await t.db.kysely
      .selectFrom('follow_links')
      .selectAll()
      .where('trip_id', '=', tripId)
      .execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashFollowToken(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const [favorite, done, deleted] = mine.tipIds as [string, string, string];
    await owner.patch(`/api/recommendations/${favorite}`, { is_favorite: true });
    await owner.patch(`/api/recommendations/${done}`, { is_completed: true });
    await owner.delete(`/api/recommendations/${deleted}`);

    const { response, follow } = await view(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(follow).toMatchObject({ destination: 'Lisbon', owner_first_name: 'Maya', following: true });
    expect(
      follow.tips.map(({ content, is_favorite, is_completed, is_removed }) => [
        content,
        is_favorite,
        is_completed,
        is_removed,
      ]),
    ).toEqual([
      ['Pastéis <b>de</b> Belém', true, false, false],
      ['Tram 28', false, true, false],
      ['Miradouro', false, false, true],
    ]);

    const drawn = await page(token);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toContain('text/html');
    expect(drawn.headers['cache-control']).toBe('no-store');
    expect(drawn.headers['x-robots-tag']).toBe('noindex');
    expect(drawn.headers['referrer-policy']).toBe('same-origin');
    expect(drawn.body).toContain('Pastéis &#60;b&#62;de&#60;/b&#62; Belém');
    expect(drawn.body).not.toContain('<b>de</b>');
    expect(drawn.body).toContain('♥</span> Favourite');
    expect(drawn.body).toContain('Maya went there');
    expect(drawn.body).toContain('Removed');
    expect(drawn.body).toContain('Tell me when Maya tries one of my tips');
    for (const body of [response.body, drawn.body, created.body]) {
      expect(body).not.toContain(ownerEmail);
      expect(body).not.toContain('Reyes');
      expect(body).not.toContain('Priya');
      expect(body).not.toContain('Another friend’s secret');
      expect(body).not.toContain(other.tipIds[0]);
    }
  });

  it('answers 404 "This link no longer works" for a changed, a made-up or a deleted token', async () => {
    const { tripId } = await ownedTrip(t);
    const { receipt } = await sendTips(t, tripId, ['Time Out Market']);
    const token = await followTips(t, tripId, receipt);
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [changed, 'x', token.slice(1)]) {
      const { response } = await view(wrong);
      expect(response.statusCode, wrong).toBe(404);
      expect(errorOf(response).message).toBe('This link no longer works');
      const drawn = await page(wrong);
      expect(drawn.statusCode).toBe(404);
      expect(drawn.body).toContain('This link no longer works');
      expect(drawn.headers['cache-control']).toBe('no-store');
    }
    const deleted = await followRequest(t, 'DELETE', `/api/public/follow-links/${token}`);
    expect(deleted.statusCode).toBe(204);
    expect((await view(token)).response.statusCode).toBe(404);
    expect((await page(token)).body).toContain('This link no longer works');
    expect((await followRequest(t, 'DELETE', `/api/public/follow-links/${token}`)).statusCode).toBe(404);
  });

  it('refuses a receipt that is forged, of another trip, or of tips it does not name', async () => {
    const { tripId } = await ownedTrip(t);
    const other = await ownedTrip(t, 'Porto');
    const { receipt } = await sendTips(t, tripId, ['Ginjinha']);
    const create = (id: string, body: object) =>
      followRequest(t, 'POST', `/api/public/trips/${id}/follow-links`, body);
    const forged = await create(tripId, { receipt: `${receipt.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).message).toBe('This receipt is not valid.');
    const elsewhere = await create(other.tripId, { receipt });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorOf(elsewhere).message).toBe('This receipt is for another trip.');
    expect((await create(tripId, {})).statusCode).toBe(400);
    expect((await create(tripId, { receipt, extra: 1 })).statusCode).toBe(400);
  });

  it('follows tips the owner deleted meanwhile: they are listed as removed', async () => {
    const { owner, tripId } = await ownedTrip(t);
    const { tipIds, receipt } = await sendTips(t, tripId, ['LX Factory']);
    await owner.delete(`/api/recommendations/${tipIds[0]}`);
    const token = await followTips(t, tripId, receipt);
    const { follow } = await view(token);
    expect(follow.tips).toMatchObject([{ content: 'LX Factory', is_removed: true }]);
  });

  it('offers no new link once the owner turned following off, and open pages say so with the tips still listed', async () => {
    const { tripId } = await ownedTrip(t);
    const first = await sendTips(t, tripId, ['Feira da Ladra']);
    const token = await followTips(t, tripId, first.receipt);
    await t.db.kysely.updateTable('trips').set({ is_following_off: true }).where('id', '=', tripId).execute();
    const second = await sendTips(t, tripId, ['Alfama']);
    const refused = await followRequest(t, 'POST', `/api/public/trips/${tripId}/follow-links`, {
      receipt: second.receipt,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'FOLLOWING_OFF',
      message: 'Maya has turned following off for this trip.',
    });
    const { follow } = await view(token);
    expect(follow).toMatchObject({ following: false, tips: [{ content: 'Feira da Ladra' }] });
    const drawn = await page(token);
    expect(drawn.body).toContain('Maya turned following off for this trip');
    expect(drawn.body).toContain('Feira da Ladra');
    expect(drawn.body).not.toContain('follow-email-form');
    const email = await followRequest(t, 'PUT', `/api/public/follow-links/${token}/email`, {
      email: 'sam@example.com',
    });
    expect(email.statusCode).toBe(409);
  });

  it('keeps and removes the friend’s address, refusing one that is not an address', async () => {
    const { tripId } = await ownedTrip(t);
    const { receipt } = await sendTips(t, tripId, ['Cervejaria Ramiro']);
    const token = await followTips(t, tripId, receipt);
    const url = `/api/public/follow-links/${token}/email`;
    const bad = await followRequest(t, 'PUT', url, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Enter a valid email address.');
    const set = await followRequest(t, 'PUT', url, { email: 'sam@example.com' });
    expect(set.json<{ follow: { email: unknown } }>().follow.email).toEqual({
      address: 'sam@example.com',
      confirmed: false,
    });
    const removed = await followRequest(t, 'DELETE', url);
    expect(removed.json<{ follow: { email: unknown } }>().follow.email).toBeNull();
    const row = await t.db.kysely
      .selectFrom('follow_links')
      .select('email')
      .where('token_hash', '=', hashFollowToken(token))
      .executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
  });

  it('limits each address’s new follow links', async () => {
    const { tripId } = await ownedTrip(t);
    const { receipt } = await sendTips(t, tripId, ['Bica']);
    const { max } = rateLimitOf(followLinkContracts.createFollowLink);
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) {
      const response = await followRequest(
        t,
        'POST',
        `/api/public/trips/${tripId}/follow-links`,
        { receipt },
        '198.51.100.77',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
