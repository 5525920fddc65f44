import { afterAll, beforeAll, expect } from 'vitest';
import { apiClient, type ApiClient } from './api.js';
import { createTestApp, signUp, type TestApp } from './test-app.js';
import type { TestDialect } from './test-database.js';

/** A tip as either kind of list answers it: the fields every suite below reads. */
export interface ListedTip {
  id: string;
  category: string;
  content: string;
  order_index: number;
  place_type: string;
  is_favorite: boolean;
  [field: string]: unknown;
}

/** One kind of list as its owner reaches it over the API, for suites that run on both kinds. */
export interface TipListUnderTest {
  kind: 'trip' | 'guidebook';
  /** A new list of the client's; answers its id. */
  create: (client: ApiClient) => Promise<string>;
  /** The path that adds, orders and changes the list's tips: `${tipsPath(id)}`, `/order`. */
  tipsPath: (listId: string) => string;
  /** The path of one tip. */
  tipPath: (tipId: string) => string;
  /** The list as its owner reads it: the list itself and its tips in display order. */
  read: (client: ApiClient, listId: string) => Promise<{ list: unknown; recommendations: ListedTip[] }>;
  /** The marks a change may set, and the fields a new tip has beside the shared ones. */
  marks: readonly ('is_completed' | 'is_favorite')[];
  newTipFields: (listId: string) => Record<string, unknown>;
  foreignTipInOrder: string;
  /** What a change of several tips that sets nothing is told, and the marks this kind does not have. */
  nothingToUpdate: string;
  missingMarks: readonly string[];
}

const created = async (client: ApiClient, path: string, body: object, field: 'trip' | 'guidebook') => {
  const response = await client.post(path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Record<typeof field, { id: string }>>()[field].id;
};

const read = async (client: ApiClient, path: string, field: 'trip' | 'guidebook') => {
  const response = await client.get(path);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Record<string, unknown> & { recommendations: ListedTip[] }>();
  return { list: body[field], recommendations: body.recommendations };
};

export const TRIP_LIST: TipListUnderTest = {
  kind: 'trip',
  create: (client) => created(client, '/api/trips', { destination: 'Lisbon' }, 'trip'),
  tipsPath: (tripId) => `/api/trips/${tripId}/recommendations`,
  tipPath: (tipId) => `/api/recommendations/${tipId}`,
  read: (client, tripId) => read(client, `/api/trips/${tripId}`, 'trip'),
  marks: ['is_completed', 'is_favorite'],
  newTipFields: (tripId) => ({ trip_id: tripId, contributor_name: null, is_completed: false }),
  foreignTipInOrder: 'The new order names a recommendation that is not on this trip.',
  nothingToUpdate: 'Nothing to update.',
  missingMarks: [],
};

export const GUIDEBOOK_LIST: TipListUnderTest = {
  kind: 'guidebook',
  create: (client) =>
    created(client, '/api/guidebooks', { title: 'Best of', destination: 'Lisbon' }, 'guidebook'),
  tipsPath: (guidebookId) => `/api/guidebooks/${guidebookId}/recommendations`,
  tipPath: (tipId) => `/api/guidebook-recommendations/${tipId}`,
  read: (client, guidebookId) => read(client, `/api/guidebooks/${guidebookId}`, 'guidebook'),
  marks: ['is_favorite'],
  newTipFields: (guidebookId) => ({ guidebook_id: guidebookId }),
  foreignTipInOrder: 'The new order names a recommendation that is not in this guidebook.',
  nothingToUpdate: 'Say whether the recommendations are favourites.',
  missingMarks: ['is_completed'],
};

/** Both kinds of list, for `describe.each`: each suite runs on trips and on guidebooks. */
export const TIP_LISTS_UNDER_TEST = [TRIP_LIST, GUIDEBOOK_LIST].map((list) => [list.kind, list] as const);

/** Calls on one owner's lists of one kind, each expecting success. */
export function tipListCalls(list: TipListUnderTest, client: ApiClient) {
  return {
    create: () => list.create(client),
    add: async (listId: string, entries: unknown[]) => {
      const response = await client.post(list.tipsPath(listId), { entries });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ recommendations: ListedTip[] }>().recommendations;
    },
    read: (listId: string) => list.read(client, listId),
    tipsOf: async (listId: string) => (await list.read(client, listId)).recommendations,
  };
}

/** The app of a suite on one dialect, with a list owner and a stranger to their lists, each signed in. */
export function useTipListApp(dialect: TestDialect) {
  const suite = {} as { t: TestApp; owner: ApiClient; stranger: ApiClient };
  beforeAll(async () => {
    suite.t = await createTestApp(dialect);
    suite.owner = apiClient(suite.t, (await signUp(suite.t)).cookie);
    suite.stranger = apiClient(suite.t, (await signUp(suite.t)).cookie);
  });
  afterAll(() => suite.t.close());
  return suite;
}
