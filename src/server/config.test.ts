import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'tiplist-config-'));

describe('configuration', () => {
  it('holds 20 live pages per user and 100 per address unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).livePages).toEqual({ perUser: 20, perAddress: 100 });
  });

  it('needs nothing on a first run: SQLite in DATA_DIR and a secret kept there', () => {
    const dir = freshDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(dir, 'tiplist.sqlite') });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it('selects PostgreSQL from a postgres:// URL and reads the other variables', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      DATABASE_URL: 'postgres://app@db.internal:5432/tiplist',
      AUTH_SECRET: 's'.repeat(40),
      PORT: '8080',
      PUBLIC_URL: 'https://tips.example.org/',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      TRUST_PROXY: 'true',
      LIVE_PAGES_PER_USER: '50',
      LIVE_PAGES_PER_ADDRESS: '500',
    });
    expect(config.livePages).toEqual({ perUser: 50, perAddress: 500 });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://app@db.internal:5432/tiplist' });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://tips.example.org');
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.trustProxy).toBe(1);
  });

  it.each([
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8 ,::1', ['10.0.0.1', '10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%s as the proxies to believe', (value, expected) => {
    expect(loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('fails with the list of every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: freshDir(),
        PORT: 'eighty',
        PUBLIC_URL: 'not a url',
        SMTP_URL: 'http://mail.example.com',
        TRUST_PROXY: 'maybe',
        DATABASE_URL: 'mysql://x',
        LIVE_PAGES_PER_USER: '0',
        LIVE_PAGES_PER_ADDRESS: 'many',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT',
        'PUBLIC_URL',
        'SMTP_URL',
        'TRUST_PROXY',
        'DATABASE_URL',
        'LIVE_PAGES_PER_USER',
        'LIVE_PAGES_PER_ADDRESS',
      ]),
    );
  });

  it('requires AUTH_SECRET with PostgreSQL, where several instances must share it', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: 'postgres://localhost/tiplist' })).toThrow(
      /AUTH_SECRET: is required with PostgreSQL/,
    );
  });

  it.each([
    [
      'nothing set: Photon, which needs no key',
      {},
      { provider: 'photon', photonUrl: 'https://photon.komoot.io' },
    ],
    ['a blank key: still Photon', { GOOGLE_MAPS_API_KEY: '  ' }, { provider: 'photon' }],
    [
      'a Google key: Google',
      { GOOGLE_MAPS_API_KEY: 'AIzaSyExample-key_123' },
      {
        provider: 'google',
        googleApiKey: 'AIzaSyExample-key_123',
        googleUrl: 'https://places.googleapis.com',
      },
    ],
    [
      'a key, but Photon asked for',
      { GOOGLE_MAPS_API_KEY: 'AIzaSyExample-key_123', PLACES_PROVIDER: 'photon' },
      { provider: 'photon' },
    ],
    [
      'offline asked for',
      { PLACES_PROVIDER: 'offline', PHOTON_URL: 'http://photon.lan/' },
      { provider: 'offline' },
    ],
    [
      'a self-hosted Photon',
      { PHOTON_URL: 'http://photon.lan:2322/' },
      { photonUrl: 'http://photon.lan:2322' },
    ],
  ])('chooses the place search provider from %s', (_case, env, expected) => {
    expect(loadConfig({ DATA_DIR: freshDir(), ...env }).places).toMatchObject(expected);
  });

  it.each([
    [{ PLACES_PROVIDER: 'google' }, /GOOGLE_MAPS_API_KEY: is required when PLACES_PROVIDER is google/],
    [{ PLACES_PROVIDER: 'mapbox' }, /PLACES_PROVIDER: must be photon, google or offline/],
    [{ GOOGLE_MAPS_API_KEY: 'key with spaces in it' }, /GOOGLE_MAPS_API_KEY: must be the API key/],
    [{ PHOTON_URL: 'ftp://photon.lan' }, /PHOTON_URL/],
  ])('refuses a place search setting that cannot work: %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrow(message);
  });

  it.each([
    [{}, 'https://tiles.openfreemap.org/styles/liberty'],
    [{ MAP_STYLE_URL: 'offline' }, null],
    [
      { MAP_STYLE_URL: 'https://maps.example.org/styles/bright.json' },
      'https://maps.example.org/styles/bright.json',
    ],
  ])('reads the basemap from %o', (env, styleUrl) => {
    expect(loadConfig({ DATA_DIR: freshDir(), ...env }).maps).toEqual({ styleUrl });
  });

  it.each(['ftp://maps.example.org/style.json', 'none', 'tiles.openfreemap.org/styles/liberty'])(
    'refuses MAP_STYLE_URL=%s',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: freshDir(), MAP_STYLE_URL: value })).toThrow(
        /MAP_STYLE_URL: must be offline or the http\(s\) URL of a MapLibre style/,
      );
    },
  );
  it.each([
    [{}, null],
    [{ METRICS_PORT: '' }, null],
    [{ METRICS_PORT: '9464' }, { host: '127.0.0.1', port: 9464 }],
    [
      { METRICS_PORT: ' 9464 ', METRICS_HOST: '0.0.0.0' },
      { host: '0.0.0.0', port: 9464 },
    ],
    [
      { METRICS_PORT: '9464', METRICS_HOST: '::1' },
      { host: '::1', port: 9464 },
    ],
    [{ METRICS_HOST: '0.0.0.0' }, null],
  ])('reads the metrics listener from %o', (env, metrics) => {
    expect(loadConfig({ DATA_DIR: freshDir(), ...env }).metrics).toEqual(metrics);
  });

  it.each([
    [{ METRICS_PORT: '3000' }, /METRICS_PORT: must differ from PORT \(3000\)/],
    [{ METRICS_PORT: '8080', PORT: '8080' }, /METRICS_PORT: must differ from PORT \(8080\)/],
    [{ METRICS_PORT: 'metrics' }, /METRICS_PORT: must be a port number/],
    [{ METRICS_PORT: '0' }, /METRICS_PORT/],
    [{ METRICS_PORT: '65536' }, /METRICS_PORT/],
    [{ METRICS_PORT: '9464.5' }, /METRICS_PORT/],
    [{ METRICS_PORT: '9464', METRICS_HOST: 'my host' }, /METRICS_HOST: must be an address or a host name/],
    [{ METRICS_PORT: '9464', METRICS_HOST: 'http://127.0.0.1' }, /METRICS_HOST: must be an address/],
  ])('refuses a metrics listener that cannot work: %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrow(message);
  });

  it('follows Google’s short map links at their own hosts, at MAP_LINK_RESOLVER_URL, or not at all offline', () => {
    const base = { DATA_DIR: freshDir() };
    expect(loadConfig(base).mapLinks).toEqual({ followShortLinks: true, resolverUrl: null });
    expect(loadConfig({ ...base, PLACES_PROVIDER: 'offline' }).mapLinks.followShortLinks).toBe(false);
    expect(loadConfig({ ...base, MAP_LINK_RESOLVER_URL: 'off' }).mapLinks.followShortLinks).toBe(false);
    expect(loadConfig({ ...base, MAP_LINK_RESOLVER_URL: 'http://127.0.0.1:9/' }).mapLinks).toEqual({
      followShortLinks: true,
      resolverUrl: 'http://127.0.0.1:9',
    });
    expect(() => loadConfig({ ...base, MAP_LINK_RESOLVER_URL: 'ftp://example.org' })).toThrow(
      /MAP_LINK_RESOLVER_URL/,
    );
  });
});
