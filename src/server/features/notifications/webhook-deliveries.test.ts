import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tests/support/free-port.js';
import { watchSockets } from '../../../../tests/support/socket-watch.js';
import { sendJson, startStandInServer } from '../../../../tests/support/stand-in-server.js';
import type { WebhookFormat } from '../../db/tables.js';
import type { BatchNotice } from './batch-notice.js';
import type { ResolveHost } from '../../outbound/safe-addresses.js';
import { sendWebhook, type WebhookOptions } from './webhooks.js';

const notice: BatchNotice = {
  title: '3 new tips for Lisbon & Porto',
  message: 'Ana <ana@example.org> sent 2 tips: Food 2. @everyone look at [this](https://evil.example) *now*',
  url: 'https://tiplist.example.org/trips/trip-1',
  trip: { id: 'trip-1', destination: 'Lisbon & Porto' },
  tips: [
    { category: 'food', content: 'Manteigaria <b>pastéis</b>', contributor_name: 'Ana' },
    { category: 'food', content: 'Time Out Market', contributor_name: null },
  ],
};

/**
 * Deliveries go to a real HTTP server on 127.0.0.1, so these tests allow private addresses
 * (WEBHOOK_ALLOW_PRIVATE), as a self-hoster with ntfy on the LAN does; the refusals are tested without.
 */
describe('webhook deliveries', () => {
  let server: Awaited<ReturnType<typeof startStandInServer>>;
  let sockets: ReturnType<typeof watchSockets>;
  let connected: string[];
  beforeAll(async () => {
    server = await startStandInServer('127.0.0.1', (_request, response) => sendJson(response, 200, {}));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.answerWith((_request, response) => sendJson(response, 200, {}));
    connected = [];
    sockets = watchSockets();
  });
  afterEach(() => {
    sockets.stop();
    // Only 127.0.0.1 was ever connected to (or asked for, where nothing listened).
    const reached = sockets.opened.map(({ host, remoteAddress }) => remoteAddress ?? host);
    expect(reached.filter((address) => address !== '127.0.0.1')).toEqual([]);
    expect(sockets.opened.length).toBeGreaterThan(0);
  });

  const options = (more: Partial<WebhookOptions> = {}): WebhookOptions => ({
    allowPrivate: true,
    onConnect: (address) => connected.push(address),
    ...more,
  });
  const deliver = (path: string, format: WebhookFormat, more?: Partial<WebhookOptions>) =>
    sendWebhook({ url: `${server.url}${path}`, format }, notice, options(more));
  const only = () => {
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    if (!request) throw new Error('no request');
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request.headers['user-agent']).toMatch(/^Tiplist/);
    return request;
  };

  it('posts JSON with exactly the notice’s fields', async () => {
    await deliver('/hooks/tiplist?key=1', 'json');
    const request = only();
    expect(request.url.pathname + request.url.search).toBe('/hooks/tiplist?key=1');
    expect(request.body).toEqual({
      title: notice.title,
      message: notice.message,
      url: notice.url,
      trip: notice.trip,
      tips: notice.tips,
    });
    expect(connected).toEqual(['127.0.0.1']);
  });

  it('publishes to ntfy as JSON at its root, with the topic from the address', async () => {
    await deliver('/tiplist-alerts', 'ntfy');
    const request = only();
    expect(request.url.pathname).toBe('/');
    expect(request.body).toEqual({
      topic: 'tiplist-alerts',
      title: notice.title,
      message: notice.message,
      click: notice.url,
    });
  });

  it('keeps the path of an ntfy served under one, and its auth parameter, and leaves out a missing link', async () => {
    await sendWebhook(
      { url: `${server.url}/ntfy/my-topic?auth=QmFzaWM`, format: 'ntfy' },
      { ...notice, url: null },
      options(),
    );
    const request = only();
    expect(request.url.pathname + request.url.search).toBe('/ntfy/?auth=QmFzaWM');
    expect(request.body).toEqual({ topic: 'my-topic', title: notice.title, message: notice.message });
  });

  it('sends Discord a message that pings no one and turns no word into a link', async () => {
    await deliver('/api/webhooks/1/token', 'discord');
    const body = only().body as { content: string; allowed_mentions: unknown };
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.content).toContain('**3 new tips for Lisbon & Porto**');
    expect(body.content).not.toMatch(/@everyone/);
    expect(body.content).toContain('@\u200beveryone');
    expect(body.content).toContain('\\[this\\]\\(https\\://evil.example\\)');
    expect(body.content).toContain('\\<ana@\u200bexample.org\\>');
    expect(body.content.endsWith('<https://tiplist.example.org/trips/trip-1>')).toBe(true);
  });

  it('keeps a Discord message within 2000 characters', async () => {
    const long = { ...notice, message: 'é'.repeat(5000) };
    await sendWebhook({ url: `${server.url}/d`, format: 'discord' }, long, options());
    const { content } = only().body as { content: string };
    expect(Array.from(content)).toHaveLength(2000);
    expect(content.endsWith('…')).toBe(true);
  });

  it('sends Slack its text with &, < and > escaped and the title linked', async () => {
    await deliver('/services/T/B/x', 'slack');
    const body = only().body as { text: string };
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text).toBe(
      '<https://tiplist.example.org/trips/trip-1|3 new tips for Lisbon &amp; Porto>\n' +
        'Ana &lt;ana@example.org&gt; sent 2 tips: Food 2. @everyone look at [this](https://evil.example) *now*',
    );
  });

  it('connects to the address it checked, asking for the name once', async () => {
    const port = new URL(server.url).port;
    const asked: string[] = [];
    const resolve: ResolveHost = (hostname) => {
      asked.push(hostname);
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    await sendWebhook({ url: `http://hooks.test:${port}/h`, format: 'json' }, notice, options({ resolve }));
    expect(asked).toEqual(['hooks.test']);
    expect(only().headers.host).toBe(`hooks.test:${port}`);
    expect(connected).toEqual(['127.0.0.1']);
  });

  it('sends the address’s user and password as basic authentication', async () => {
    const url = new URL(server.url);
    await sendWebhook(
      { url: `http://alerts:s%3Ecret@127.0.0.1:${url.port}/topic`, format: 'json' },
      notice,
      options(),
    );
    expect(only().headers.authorization).toBe(`Basic ${Buffer.from('alerts:s>cret').toString('base64')}`);
  });

  it('says what the service answered when it is not a success, without the address', async () => {
    server.answerWith((_request, response) => sendJson(response, 500, { error: 'token secret-123 broke' }));
    const failure = deliver('/hook/secret-123', 'json');
    await expect(failure).rejects.toThrow('The webhook answered 500 Internal Server Error.');
    await expect(failure).rejects.not.toThrow(/secret|127\.0\.0\.1/);
  });

  it('does not read a long answer to its end', async () => {
    server.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('x'.repeat(64 * 1024));
      // The answer never ends: only its first few KB are read.
    });
    await deliver('/chatty', 'json', { timeoutMs: 60_000 });
    expect(server.requests).toHaveLength(1);
  });

  it('says so when nothing listens at the address', async () => {
    const port = await freePort();
    await expect(
      sendWebhook({ url: `http://127.0.0.1:${port}/h`, format: 'json' }, notice, options()),
    ).rejects.toThrow('The webhook’s server refused the connection.');
  });

  it('gives up on a server that never answers, at the deadline, and closes the connection', async () => {
    const silent: Server = createServer(() => undefined);
    const closed: Promise<void>[] = [];
    silent.on('connection', (socket) => closed.push(new Promise((done) => socket.on('close', () => done()))));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as AddressInfo;
    try {
      const started = performance.now();
      await expect(
        sendWebhook(
          { url: `http://127.0.0.1:${port}/h`, format: 'json' },
          notice,
          options({ timeoutMs: 200 }),
        ),
      ).rejects.toThrow('The webhook did not answer within 0.2 s.');
      expect(performance.now() - started).toBeLessThan(3000);
      expect(closed).toHaveLength(1);
      await Promise.all(closed);
    } finally {
      silent.closeAllConnections();
      await new Promise((done) => silent.close(done));
    }
  });
});
