import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { HTTP_TIMEOUTS } from '../app.js';

/** Short limits, so a test sees them act; the real ones are in HTTP_TIMEOUTS. */
const timeouts = { headersMs: 400, requestMs: 800, checkEveryMs: 100 };

/** Everything the server wrote on a raw connection until it closed it. */
function closedWith(socket: Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('clients that send their request slowly', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, {}, { timeouts });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const open = () =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
    });

  it('are cut off when their headers never end, while others are served', async () => {
    const slow = await open();
    const closed = closedWith(slow);
    slow.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n');
    const started = Date.now();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(timeouts.requestMs * 4);
  });

  it('are cut off when their body never arrives in full', async () => {
    const slow = await open();
    const closed = closedWith(slow);
    slow.write(
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
    );
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('have minutes at most in production, not forever', () => {
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(HTTP_TIMEOUTS.requestMs);
    expect(HTTP_TIMEOUTS.requestMs).toBeLessThanOrEqual(60_000);
  });
});
