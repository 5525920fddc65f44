import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { openEventStream } from '../../../tests/support/event-stream.js';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { MAX_UNSENT_BYTES } from './event-streams.js';

/** Asks for the event stream on a raw socket and never reads what comes back. */
function openWithoutReading(port: number, tripId: string, cookie: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET /api/trips/${tripId}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n\r\n`,
      );
      socket.pause();
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

// On one process the bus delivers synchronously, so the test can say thousands of changes quickly; the
// dropping itself does not depend on the database.
describe('a page that stops reading its stream', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  let tripId: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    ({ cookie } = await signUp(t));
    const created = await apiClient(t, cookie).post('/api/trips', { destination: 'Oslo' });
    tripId = created.json<{ trip: { id: string } }>().trip.id;
  });
  afterAll(() => t.close());

  it('is dropped once its unsent events pass the bound, while a page that reads keeps up', async () => {
    const reader = await openEventStream(`http://127.0.0.1:${port}/api/trips/${tripId}/events`, cookie);
    await reader.next();
    const stalled = await openWithoutReading(port, tripId, cookie);
    await expect.poll(() => t.streams.size).toBe(2);
    const heardTheLast = (async () => {
      for (;;) if ((await reader.next()).event === 'recommendations') return;
    })();

    // The kernel's socket buffers take megabytes before the server holds anything itself: say changes
    // until they are full and the stalled stream's own buffer passes the bound.
    let said = 0;
    while (t.streams.size === 2 && said < 500_000) {
      for (let i = 0; i < 50; i += 1) void t.bus.publish({ id: tripId, kind: 'trip' });
      said += 50;
      // Let the sockets flush between bursts, as they would between real changes.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(t.streams.size).toBe(1);
    expect(said).toBeGreaterThan(MAX_UNSENT_BYTES / 100);

    // The page that reads is still open and hears the next change after all of those.
    void t.bus.publish({ id: tripId, kind: 'recommendations' });
    await heardTheLast;
    stalled.destroy();
    reader.close();
  });
});
