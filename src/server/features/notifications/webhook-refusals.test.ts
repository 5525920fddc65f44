import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchSockets } from '../../../../tests/support/socket-watch.js';
import { startStandInServer } from '../../../../tests/support/stand-in-server.js';
import type { BatchNotice } from './batch-notice.js';
import { isPublicAddress, type ResolveHost } from '../../outbound/safe-addresses.js';
import { sendWebhook } from './webhooks.js';

const notice: BatchNotice = {
  title: '1 new tip for Lisbon',
  message: 'Ana sent 1 tip: Food 1.',
  url: null,
  trip: { id: 'trip-1', destination: 'Lisbon' },
  tips: [{ category: 'food', content: 'Manteigaria', contributor_name: 'Ana' }],
};

/**
 * Refused addresses are refused before any socket is opened: every test here watches both the hook the
 * sender calls before connecting and Node's own sockets, and no name is looked up on a real name server.
 */
describe('webhooks refused before a packet is sent', () => {
  let sockets: ReturnType<typeof watchSockets>;
  let connected: string[];
  let looked: string[];
  beforeEach(() => {
    sockets = watchSockets();
    connected = [];
    looked = [];
  });
  afterEach(() => {
    sockets.stop();
    expect(connected).toEqual([]);
    expect(sockets.opened).toEqual([]);
  });

  const resolvingTo =
    (...addresses: string[]): ResolveHost =>
    (hostname) => {
      looked.push(hostname);
      return Promise.resolve(
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    };
  const send = (url: string, resolve: ResolveHost = resolvingTo('93.184.216.34')) =>
    sendWebhook({ url, format: 'json' }, notice, {
      allowPrivate: false,
      resolve,
      onConnect: (address) => connected.push(address),
    });
  const PRIVATE = /private, local or reserved/;

  it.each([
    ['loopback', 'https://127.0.0.1/hook'],
    ['loopback written as one number', 'https://2130706433/hook'],
    ['loopback written in hex', 'https://0x7f.0.0.1/hook'],
    ['10/8', 'https://10.0.0.5/hook'],
    ['172.16/12', 'https://172.16.3.4/hook'],
    ['172.31 (the end of 172.16/12)', 'https://172.31.255.254/hook'],
    ['192.168/16', 'https://192.168.1.10/hook'],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
    ['carrier-grade NAT', 'https://100.64.0.1/hook'],
    ['unspecified', 'https://0.0.0.0/hook'],
    ['multicast', 'https://224.0.0.1/hook'],
    ['reserved', 'https://240.0.0.1/hook'],
    ['broadcast', 'https://255.255.255.255/hook'],
    ['IPv6 loopback', 'https://[::1]/hook'],
    ['IPv6 unique local', 'https://[fc00::1]/hook'],
    ['IPv6 unique local (fd)', 'https://[fd12:3456::1]/hook'],
    ['IPv6 link-local', 'https://[fe80::1]/hook'],
    ['IPv6 unspecified', 'https://[::]/hook'],
    ['IPv4-mapped private', 'https://[::ffff:10.0.0.1]/hook'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hook'],
    ['NAT64 of a private address', 'https://[64:ff9b::a00:1]/hook'],
  ])('refuses an address that is %s', async (_name, url) => {
    await expect(send(url)).rejects.toThrow(PRIVATE);
    expect(looked).toEqual([]);
  });

  it.each([
    ['loopback', ['127.0.0.1']],
    ['10/8', ['10.1.2.3']],
    ['172.16/12', ['172.20.0.9']],
    ['192.168/16', ['192.168.0.1']],
    ['link-local', ['169.254.169.254']],
    ['IPv6 loopback', ['::1']],
    ['IPv6 unique local', ['fc00::5']],
    ['a public address and a private one (either could be used next time)', ['93.184.216.34', '10.0.0.7']],
    ['a public IPv6 address and a link-local one', ['2606:2800:220:1::1', 'fe80::1']],
  ])('refuses a host name that resolves to %s', async (_name, addresses) => {
    await expect(send('https://hooks.example.org/t', resolvingTo(...addresses))).rejects.toThrow(PRIVATE);
    expect(looked).toEqual(['hooks.example.org']);
  });

  it('says so when the host name has no address, or cannot be found', async () => {
    await expect(send('https://hooks.example.org/t', resolvingTo())).rejects.toThrow(
      'The webhook’s host name has no address.',
    );
    const failing: ResolveHost = () => Promise.reject(Object.assign(new Error('x'), { code: 'ENOTFOUND' }));
    await expect(send('https://nowhere.example.org/t', failing)).rejects.toThrow(
      'The webhook’s host name could not be found.',
    );
  });

  it.each([
    ['file:', 'file:///etc/passwd', 'must start with https://'],
    ['ftp:', 'ftp://files.example.org/hook', 'must start with https://'],
    ['javascript:', 'javascript:alert(1)', 'must start with https://'],
    ['gopher:', 'gopher://example.org:70/_x', 'must start with https://'],
    ['data:', 'data:text/plain,hello', 'must start with https://'],
    ['http: when private addresses are not allowed', 'http://hooks.example.org/t', 'does not send to http'],
    ['not an address', 'hooks.example.org/t', 'is not a web address'],
    ['a text too long', `https://hooks.example.org/${'a'.repeat(2000)}`, 'at most 2000 characters'],
  ])('refuses %s before looking anything up', async (_name, url, message) => {
    await expect(send(url)).rejects.toThrow(message);
    expect(looked).toEqual([]);
  });

  it('gives up on a name lookup that never ends, at the deadline', async () => {
    const never: ResolveHost = () => new Promise(() => undefined);
    const started = performance.now();
    await expect(
      sendWebhook({ url: 'https://slow.example.org/t', format: 'json' }, notice, {
        allowPrivate: false,
        resolve: never,
        timeoutMs: 100,
        onConnect: (address) => connected.push(address),
      }),
    ).rejects.toThrow('The webhook did not answer within 0.1 s.');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('redirects', () => {
  it('are not followed, even to an allowed address, and say so', async () => {
    const server = await startStandInServer('127.0.0.1', (_request, response) => {
      response.writeHead(302, { location: 'https://10.0.0.1/inside' }).end();
    });
    const sockets = watchSockets();
    const connected: string[] = [];
    try {
      await expect(
        sendWebhook({ url: `${server.url}/hook`, format: 'json' }, notice, {
          allowPrivate: true,
          onConnect: (address) => connected.push(address),
        }),
      ).rejects.toThrow('The webhook answered with a redirect (302), which is not followed.');
    } finally {
      sockets.stop();
      await server.close();
    }
    expect(connected).toEqual(['127.0.0.1']);
    expect(sockets.opened.map(({ remoteAddress }) => remoteAddress)).toEqual(['127.0.0.1']);
    expect(server.requests).toHaveLength(1);
  });
});

describe('public addresses', () => {
  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])(
    '%s is public',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
  it.each(['127.0.0.2', '10.255.255.255', '172.16.0.1', '192.168.255.1', '169.254.1.1', '::1', 'fd00::1'])(
    '%s is not',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );
  it.each(['::ffff:192.168.1.1', '::ffff:7f00:1', '2002:a00:1::1', 'not an address', ''])(
    '%s is not either',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );
});
