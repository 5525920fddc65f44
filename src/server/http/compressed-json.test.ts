import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedJson } from './compressed-json.js';

const big = new CompressedJson(JSON.stringify({ tips: Array.from({ length: 200 }, (_, i) => `Tip ${i}`) }));
const small = new CompressedJson('{"ok":true}');

describe('a JSON answer compressed once', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    app.get('/big', (request, reply) => big.send(request, reply));
    app.get('/small', (request, reply) => small.send(request, reply));
    app.get('/private', (request, reply) => big.send(request, reply.header('vary', 'Cookie')));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('is sent in the encoding the client prefers, and reads back the same', async () => {
    const brotli = await get('/big', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(big.json);
    const gzip = await get('/big', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(big.json);
    const refused = await get('/big', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    for (const response of [brotli, gzip, refused]) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toContain('Accept-Encoding');
    }
  });

  it('is sent as it is to a client that takes no compression, or when it is small', async () => {
    for (const response of [await get('/big'), await get('/big', 'identity'), await get('/small', 'br')]) {
      expect(response.headers['content-encoding']).toBeUndefined();
    }
    expect((await get('/big')).body).toBe(big.json);
  });

  it('adds Accept-Encoding to a Vary the reply has already, keeping what it names', async () => {
    const response = await get('/private', 'br');
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('compresses each encoding once, however often it is asked for', () => {
    expect(big.variant('br')).toBe(big.variant('br'));
    expect(big.variant('gzip')).toBe(big.variant('gzip'));
    expect(big.variant('br').length).toBeLessThan(big.json.length / 4);
  });
});
