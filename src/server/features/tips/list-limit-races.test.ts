import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import { apiClient, type ApiClient } from '../../../../tests/support/api.js';
import { buildGuidebook } from '../../../../tests/support/factories/guidebooks.js';
import { buildTrip } from '../../../../tests/support/factories/trips.js';
import { buildUser, type BuiltUser } from '../../../../tests/support/factories/users.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

const MAX = LIMITS.tipsPerListMax;
const RACERS = 20;
const entries = (i: number) => [{ category: 'eat', content: `Racing tip ${i}` }];

// Adds that race for a list's last places: on PostgreSQL each request runs on a connection of the pool,
// side by side, so only the list's row lock keeps a count from being read before another add commits.
describe.each(DIALECTS)('adds racing at a list’s limit on %s', (dialect) => {
  let t: TestApp;
  let user: BuiltUser;
  let owner: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await buildUser(t);
    owner = apiClient(t, user.cookie);
  });
  afterAll(() => t.close());

  const statusesOf = async (requests: Promise<{ statusCode: number }>[]) =>
    (await Promise.all(requests)).map((response) => response.statusCode);
  const tipCount = async (url: string) =>
    (await owner.get(url)).json<{ recommendations: unknown[] }>().recommendations.length;

  it('lets friends and the owner fill a trip’s last places, and no more', async () => {
    const tripId = (await buildTrip(t, { owner: user, tips: MAX - 5 })).trip.id;
    const friendSubmissions = Array.from({ length: RACERS }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/trips/${tripId}/recommendations`,
        payload: { entries: entries(i), contributor_name: 'Sam' },
        remoteAddress: `198.51.100.${i + 1}`,
      }),
    );
    const ownerAdds = Array.from({ length: RACERS }, (_, i) =>
      owner.post(`/api/trips/${tripId}/recommendations`, { entries: entries(RACERS + i) }),
    );
    const statuses = await statusesOf([...friendSubmissions, ...ownerAdds]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2 * RACERS - 5);
    expect(await tipCount(`/api/trips/${tripId}`)).toBe(MAX);
  });

  it('lets entries and imports fill a guidebook’s last places, and no more', async () => {
    const guidebookId = (await buildGuidebook(t, { owner: user, tips: MAX - 3 })).guidebook.id;
    const adds = Array.from({ length: RACERS }, (_, i) =>
      owner.post(`/api/guidebooks/${guidebookId}/${i % 2 ? 'imports' : 'recommendations'}`, {
        entries: entries(i),
      }),
    );
    const statuses = await statusesOf(adds);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 3);
    expect(await tipCount(`/api/guidebooks/${guidebookId}`)).toBe(MAX);
  });
});
