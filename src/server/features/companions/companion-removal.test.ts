import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { openEventStream } from '../../../../tests/support/event-stream.js';
import { addCompanion } from '../../../../tests/support/factories/companions.js';
import { buildTrip } from '../../../../tests/support/factories/trips.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import { jsonRequest, useTwoInstances, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import type { BuiltApp } from '../../app.js';

type Instance = Pick<BuiltApp, 'app'>;

const baseOf = async (instance: Instance) => {
  if (!instance.app.server.listening) await instance.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(instance.app.server.address() as AddressInfo).port}`;
};

const addTip = (instance: Instance, cookie: string, tripId: string, n: number) =>
  instance.app.inject(
    jsonRequest(
      'POST',
      `/api/trips/${tripId}/recommendations`,
      { entries: [{ category: 'do', content: `Tip ${n}` }] },
      { cookie },
    ),
  );

/** A trip shared with an editor, who has it open on `there`. */
async function sharedTrip(t: TestApp) {
  const built = await buildTrip(t);
  const editor = await buildUser(t, { first_name: 'Eddie' });
  await addCompanion(t, 'trip', built.trip.id, editor.id, 'editor');
  return { tripId: built.trip.id, owner: built.owner, editor };
}

/**
 * A companion's removal ends their access at once (decision 069): on the instance that removed them and
 * on every other on the same PostgreSQL database, their open page is told and its stream ends, and no
 * write of theirs passes once the removal has answered, writes in flight included.
 */
describe.each(DIALECTS)('a companion removed on %s', (dialect) => {
  const instances = useTwoInstances(dialect);
  // On SQLite the app is one instance: the "other" is the same one (the other tab of the issue).
  const pair = (): [Instance, Instance] => {
    const { t, second } = instances();
    return dialect === 'postgres' ? [t, second] : [t, t];
  };

  it('has their open page told, and its stream ended, wherever it is open', async () => {
    const [here, there] = pair();
    const { tripId, owner, editor } = await sharedTrip(instances().t);
    const stream = await openEventStream(`${await baseOf(there)}/api/trips/${tripId}/events`, editor.cookie);
    const ownerStream = await openEventStream(
      `${await baseOf(there)}/api/trips/${tripId}/events`,
      owner.cookie,
    );
    expect((await stream.next()).event).toBe('ready');
    expect((await ownerStream.next()).event).toBe('ready');
    const removal = await here.app.inject(
      jsonRequest('DELETE', `/api/trips/${tripId}/companions/${editor.id}`, undefined, {
        cookie: owner.cookie,
      }),
    );
    expect(removal.statusCode).toBe(204);
    expect(await stream.next()).toEqual({ event: 'access-ended', data: { tripId, kind: 'access-ended' } });
    await expect(stream.next(2000)).rejects.toThrow('the event stream ended');
    // The owner's page is not told of it, and stays open: their next change reaches it.
    expect((await addTip(here, owner.cookie, tripId, 0)).statusCode).toBe(201);
    expect((await ownerStream.next()).event).toBe('recommendations');
    ownerStream.close();
    const read = await there.app.inject(
      jsonRequest('GET', `/api/trips/${tripId}`, undefined, { cookie: editor.cookie }),
    );
    expect(read.statusCode).toBe(404);
    const reopened = await fetch(`${await baseOf(there)}/api/trips/${tripId}/events`, {
      headers: { cookie: editor.cookie, accept: 'text/event-stream' },
    });
    expect(reopened.status).toBe(404);
  });

  it('lets no write of theirs pass once the removal has answered, those in flight settling either way', async () => {
    const [, there] = pair();
    const { t } = instances();
    const { tripId, owner, editor } = await sharedTrip(t);
    const inFlight = Promise.all(
      Array.from({ length: 8 }, (_, n) => addTip(there, editor.cookie, tripId, n)),
    );
    const removal = await apiClient(t, owner.cookie).delete(`/api/trips/${tripId}/companions/${editor.id}`);
    expect(removal.statusCode).toBe(204);
    const settled = (await inFlight).map((answer) => answer.statusCode);
    for (const status of settled) expect([201, 404]).toContain(status);
    const after = await Promise.all(
      Array.from({ length: 4 }, (_, n) => addTip(there, editor.cookie, tripId, 10 + n)),
    );
    expect(after.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    // Every write that was answered 201 is there, and nothing else of theirs.
    const stored = await t.db.kysely
      .selectFrom('recommendations')
      .select('id')
      .where('trip_id', '=', tripId)
      .where('added_by', '=', editor.id)
      .execute();
    expect(stored).toHaveLength(settled.filter((status) => status === 201).length);
  });
});
