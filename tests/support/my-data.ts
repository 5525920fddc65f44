// "Download My Data" and "Import My Data" through the API, and an account that owns one of everything.
import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { MyDataFile } from '../../src/shared/contracts/my-data-file.js';
import type { TestApp } from './test-app.js';
import { apiClient } from './api.js';
import { place } from './copies.js';
import { buildTrip } from './factories/trips.js';
import { buildUser, type BuiltUser } from './factories/users.js';
import { guidebookCalls } from './guidebooks.js';
import { imageOf, imageUrlOf, uploadProfileImage } from './images.js';

export { fileTip, myDataFileOf } from './my-data-files.js';

export interface Download {
  response: LightMyRequestResponse;
  /** The ZIP's files by name. */
  files: Record<string, Uint8Array>;
  /** tiplist.json as written, and parsed. */
  text: string;
  json: MyDataFile;
}

/** Downloads the account's data and opens the ZIP. */
export async function downloadMyData(t: TestApp, cookie: string): Promise<Download> {
  const response = await t.app.inject({ method: 'GET', url: '/api/my-data', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const text = new TextDecoder().decode(files['tiplist.json']);
  return { response, files, text, json: JSON.parse(text) as MyDataFile };
}

/** Sends a tiplist.json (text as it is, or a value to write as JSON) to the import. */
export function importMyData(
  t: TestApp,
  cookie: string | undefined,
  file: string | object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/my-data/imports',
    payload: typeof file === 'string' ? file : JSON.stringify(file),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** Every secret the account's lists and session have: none may be in its download. */
export interface AccountSecrets {
  tripToken: string;
  favoritesToken: string;
  guidebookToken: string;
  cookie: string;
}

/**
 * Marta, with a picture, a trip of her own (described, paused, with a placed favourite and a done tip,
 * shared favourites), a trip of a friend's tips with its ask link revoked, and a shared guidebook.
 */
export async function accountWithEverything(t: TestApp) {
  const owner: BuiltUser = await buildUser(t, {
    first_name: 'Marta',
    last_name: 'Silva',
    emailVerified: true,
  });
  const api = apiClient(t, owner.cookie);
  const upload = await uploadProfileImage(t, owner.cookie, await imageOf('png'));
  expect(upload.statusCode, upload.body).toBe(200);
  const picture = (await t.app.inject({ method: 'GET', url: imageUrlOf(upload) })).rawPayload;

  const created = await api.post('/api/trips', {
    destination: 'Lisbon',
    recommendation_types: 'Food & fado',
  });
  const lisbon = created.json<{ trip: { id: string; share_token: string } }>().trip;
  const added = await api.post(`/api/trips/${lisbon.id}/recommendations`, {
    entries: [
      { category: 'eat', content: 'Pastéis at Manteigaria 🥮 <b>&</b> "quotes"', place },
      { category: 'do', content: 'Tram 28\nearly' },
    ],
  });
  const [pasteis, tram] = added.json<{ recommendations: { id: string }[] }>().recommendations;
  await api.patch(`/api/recommendations/${pasteis?.id ?? ''}`, { is_favorite: true });
  await api.patch(`/api/recommendations/${tram?.id ?? ''}`, { is_completed: true });
  await api.put(`/api/trips/${lisbon.id}/tip-collection`, { paused: true });
  const favorites = await api.post(`/api/trips/${lisbon.id}/shared-favorites`, {});
  const favoritesToken = favorites.json<{ share_token: string }>().share_token;

  const porto = await buildTrip(t, { owner, destination: 'Porto', tips: 3, contributorName: 'Rui' });
  expect((await api.delete(`/api/trips/${porto.trip.id}/ask-link`)).statusCode).toBe(200);

  const books = guidebookCalls(api);
  const guidebook = await books.create({
    title: 'Rome in a weekend',
    destination: 'Rome',
    description: 'Short',
  });
  await books.addTips(guidebook.id, [
    { category: 'museums', content: 'Coins at Trevi', place },
    { category: 'eat', content: 'Carbonara' },
  ]);
  const link = await books.share(guidebook.id);
  const trip = await api.get(`/api/trips/${lisbon.id}`);
  const secrets: AccountSecrets = {
    tripToken: trip.json<{ trip: { share_token: string } }>().trip.share_token,
    favoritesToken,
    guidebookToken: link.share_token,
    cookie: owner.cookie,
  };
  return { owner, api, picture, lisbon, porto, guidebook, secrets };
}

/** The lists and tips an account owns, counted in the database. */
export async function listsOf(t: TestApp, userId: string) {
  const trips = await t.db.kysely.selectFrom('trips').select('id').where('user_id', '=', userId).execute();
  const guidebooks = await t.db.kysely
    .selectFrom('guidebooks')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return { trips: trips.length, guidebooks: guidebooks.length };
}
