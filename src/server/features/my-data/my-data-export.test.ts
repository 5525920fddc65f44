import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMyData } from '../../../shared/rules/my-data-file.js';
import { errorOf } from '../../../../tests/support/api.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import { accountWithEverything, downloadMyData } from '../../../../tests/support/my-data.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

/** Tips of one order in different categories have no order between them. */
const byCategory = <T extends { category: string }>(tips: readonly T[] = []) =>
  [...tips].sort((a, b) => a.category.localeCompare(b.category));

describe.each(DIALECTS)('Download My Data on %s', (dialect) => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof accountWithEverything>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    account = await accountWithEverything(t);
  });
  afterAll(() => t.close());

  it('is a ZIP of tiplist.json and the profile picture, named by the day, kept by no cache', async () => {
    const { response, files, json } = await downloadMyData(t, account.owner.cookie);
    expect(response.headers['content-type']).toBe('application/zip');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tiplist-${day}.zip"`);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(Object.keys(files).sort()).toEqual(['profile-picture.webp', 'tiplist.json']);
    expect(Buffer.from(files['profile-picture.webp'] ?? [])).toEqual(account.picture);
    expect(readMyData(json)).toMatchObject({ ok: true });
    expect(json).toMatchObject({ format: 'tiplist', version: 1 });
    expect(json.profile).toEqual({
      firstName: 'Marta',
      lastName: 'Silva',
      email: account.owner.email,
      emailVerified: true,
      createdAt: expect.any(String) as string,
      picture: 'profile-picture.webp',
    });
  });

  it('holds every trip with its settings and tips, and every guidebook with its tips', async () => {
    const { json } = await downloadMyData(t, account.owner.cookie);
    const lisbon = json.trips.find((trip) => trip.destination === 'Lisbon');
    expect(lisbon).toMatchObject({ description: 'Food & fado', tipsPaused: true, askLinkRevoked: false });
    expect(byCategory(lisbon?.tips)).toEqual([
      {
        category: 'do',
        text: 'Tram 28\nearly',
        place: null,
        author: null,
        favourite: false,
        done: true,
        order: 0,
        createdAt: expect.any(String) as string,
      },
      {
        category: 'eat',
        text: 'Pastéis at Manteigaria 🥮 <b>&</b> "quotes"',
        place: {
          name: 'Trevi',
          placeId: 'osm:W1',
          address: 'Piazza di Trevi',
          latitude: 41.9,
          longitude: 12.48,
        },
        author: null,
        favourite: true,
        done: false,
        order: 0,
        createdAt: expect.any(String) as string,
      },
    ]);
    const porto = json.trips.find((trip) => trip.destination === 'Porto');
    expect(porto).toMatchObject({ description: null, tipsPaused: false, askLinkRevoked: true });
    expect(porto?.tips.map((tip) => [tip.text, tip.author]).sort()).toEqual([
      ['Tip 1', 'Rui'],
      ['Tip 2', 'Rui'],
      ['Tip 3', 'Rui'],
    ]);
    expect(json.guidebooks.map((book) => ({ ...book, tips: byCategory(book.tips) }))).toEqual([
      {
        title: 'Rome in a weekend',
        destination: 'Rome',
        description: 'Short',
        createdAt: expect.any(String) as string,
        updatedAt: expect.any(String) as string,
        tips: [
          expect.objectContaining({ category: 'eat', text: 'Carbonara', place: null, favourite: false }),
          expect.objectContaining({ category: 'museums', text: 'Coins at Trevi', order: 0 }),
        ],
      },
    ]);
  });

  it('holds no share token, id, session or password of the account', async () => {
    const { text } = await downloadMyData(t, account.owner.cookie);
    const { secrets, owner, lisbon, porto, guidebook } = account;
    const sessionToken = decodeURIComponent(secrets.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    // Better Auth's own table, outside our Database type: the credential account holding the hash.
    const { rows } = await sql<{ password: string }>`select password from account
      where ${sql.ref('userId')} = ${owner.id}`.execute(t.db.kysely);
    for (const secret of [
      secrets.tripToken,
      secrets.favoritesToken,
      secrets.guidebookToken,
      sessionToken,
      rows[0]?.password ?? '',
      owner.id,
      lisbon.id,
      porto.trip.id,
      guidebook.id,
    ]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/token|password|share|_id"/i);
  });

  it('gives another account only its own data, and nobody signed out anything', async () => {
    const other = await buildUser(t, { first_name: 'Ines' });
    const { files, json, text } = await downloadMyData(t, other.cookie);
    expect(Object.keys(files)).toEqual(['tiplist.json']);
    expect(json.profile).toMatchObject({ firstName: 'Ines', picture: null });
    expect(json.trips).toEqual([]);
    expect(json.guidebooks.map((book) => ({ ...book, tips: byCategory(book.tips) }))).toEqual([]);
    expect(text).not.toContain('Lisbon');

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/my-data' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHORIZED');
  });
});
