import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_SIGN_IN_DELAYS,
  DEFAULT_STREAM_LIMITS,
  type SignInDelays,
  type StreamLimits,
} from './limits.js';

/**
 * Which X-Forwarded-For entries to believe. Only the hops our own proxies appended are true: the
 * left-most entries are whatever the client wrote. `true` means one proxy in front.
 */
export type TrustProxy = false | number | string[];

const IP_OR_CIDR = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(\/\d{1,3})?$/;

function parseTrustProxy(value: string): TrustProxy | null {
  const lower = value.toLowerCase();
  if (['false', '0', 'no', ''].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return 1;
  if (/^\d+$/.test(value)) return Math.min(Number(value), 10);
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return addresses.every((address) => IP_OR_CIDR.test(address)) ? addresses : null;
}

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function blankAsUnset(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** OpenFreeMap's OpenStreetMap style: free, and no key. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Blank counts as unset, so a compose file may pass it through empty.
  METRICS_PORT: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.:-]+$/, 'must be an address or a host name to listen on, such as 127.0.0.1 or ::')
      .default('127.0.0.1'),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|file:|sqlite:)/, 'must start with postgres://, file: or sqlite:')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Tiplist <no-reply@tiplist.local>'),
  ADMIN_EMAILS: z.string().default(''),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        context.addIssue({
          code: 'custom',
          message:
            'must be false, true (one proxy), a number of proxies, or a comma-separated list of proxy addresses',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  LIVE_PAGES_PER_USER: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_STREAM_LIMITS.perUser),
  LIVE_PAGES_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(DEFAULT_STREAM_LIMITS.perAddress),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PLACES_PROVIDER: z
    .enum(['photon', 'google', 'offline'], { error: 'must be photon, google or offline' })
    .optional(),
  PHOTON_URL: z.url({ protocol: /^https?$/ }).default('https://photon.komoot.io'),
  GOOGLE_MAPS_API_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^[\x21-\x7e]{10,200}$/, 'must be the API key as Google shows it')
      .optional(),
  ),
  GOOGLE_PLACES_URL: z.url({ protocol: /^https?$/ }).default('https://places.googleapis.com'),
  MAP_LINK_RESOLVER_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .refine((value) => value === 'off' || isWebUrl(value), {
        message: 'must be off or the http(s) URL that answers for maps.app.goo.gl',
      })
      .optional(),
  ),
  NOTIFY_BATCH_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(600),
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false', ''], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  MAP_STYLE_URL: z
    .string()
    .trim()
    .refine((value) => value === 'offline' || isWebUrl(value), {
      message: 'must be offline or the http(s) URL of a MapLibre style',
    })
    .default(DEFAULT_MAP_STYLE_URL),
});

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  publicUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  trustProxy: TrustProxy;
  /** Owners' pages with live updates open at once on one instance, per user and per client address. */
  livePages: StreamLimits;
  /** The wait before a sign-in's password check after its e-mail's recent failures (not from env). */
  signInDelays: SignInDelays;
  logLevel: string;
  /** Online place search (with the offline search as fallback), or the offline search alone. */
  places: PlacesConfig;
  /**
   * Google's short map links: followed at their own hosts (public addresses only), at `resolverUrl`
   * instead (MAP_LINK_RESOLVER_URL), or not at all (`off`, and by default with PLACES_PROVIDER=offline).
   */
  mapLinks: { followShortLinks: boolean; resolverUrl: string | null };
  /** The online basemap style, or null for the bundled offline basemap alone. */
  maps: { styleUrl: string | null };
  /**
   * Where the second listener serves Prometheus metrics (`/metrics`), never the public port; null: no
   * listener, and nothing measured that costs a request anything.
   */
  metrics: { host: string; port: number } | null;
  /**
   * New tips are told to their trip's owner at most once per `batchMs`; webhooks may reach private
   * addresses, and plain http, only when `webhookAllowPrivate` (decision 060).
   */
  notifications: { batchMs: number; webhookAllowPrivate: boolean };
  /** Where the built client lives; absent in API-only tests. */
  webDir: string | undefined;
}

export type PlacesConfig =
  | { provider: 'photon'; photonUrl: string }
  | { provider: 'google'; googleUrl: string; googleApiKey: string }
  | { provider: 'offline' };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment once; fails with every bad variable listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (env.DATABASE_URL?.startsWith('postgres') && !env.AUTH_SECRET) {
    problems.push(
      'AUTH_SECRET: is required with PostgreSQL, so every instance signs sessions with the same secret',
    );
  }
  if (env.PLACES_PROVIDER === 'google' && !env.GOOGLE_MAPS_API_KEY?.trim()) {
    problems.push('GOOGLE_MAPS_API_KEY: is required when PLACES_PROVIDER is google');
  }
  if (parsed.success && parsed.data.METRICS_PORT === parsed.data.PORT) {
    problems.push(
      `METRICS_PORT: must differ from PORT (${parsed.data.PORT}): metrics are served on a listener of their own, never on the public port`,
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir,
    database: resolveDatabase(values.DATABASE_URL, dataDir),
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ''),
    authSecret: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    adminEmails: values.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: values.TRUST_PROXY,
    livePages: { perUser: values.LIVE_PAGES_PER_USER, perAddress: values.LIVE_PAGES_PER_ADDRESS },
    signInDelays: DEFAULT_SIGN_IN_DELAYS,
    logLevel: values.LOG_LEVEL,
    places: resolvePlaces(values),
    mapLinks: resolveMapLinks(values),
    maps: { styleUrl: values.MAP_STYLE_URL === 'offline' ? null : values.MAP_STYLE_URL },
    metrics:
      values.METRICS_PORT === undefined ? null : { host: values.METRICS_HOST, port: values.METRICS_PORT },
    notifications: {
      batchMs: values.NOTIFY_BATCH_SECONDS * 1000,
      webhookAllowPrivate: values.WEBHOOK_ALLOW_PRIVATE,
    },
    webDir: resolveWebDir(),
  };
}

function resolveMapLinks(values: z.infer<typeof envSchema>): AppConfig['mapLinks'] {
  const setting = values.MAP_LINK_RESOLVER_URL;
  if (setting === 'off') return { followShortLinks: false, resolverUrl: null };
  if (setting) return { followShortLinks: true, resolverUrl: setting.replace(/\/+$/, '') };
  return { followShortLinks: values.PLACES_PROVIDER !== 'offline', resolverUrl: null };
}

/** Google when a key is set (unless told otherwise), else Photon, which needs no key. */
function resolvePlaces(values: z.infer<typeof envSchema>): PlacesConfig {
  const key = values.GOOGLE_MAPS_API_KEY;
  const provider = values.PLACES_PROVIDER ?? (key ? 'google' : 'photon');
  if (provider === 'offline') return { provider };
  if (provider === 'google' && key) {
    return { provider, googleApiKey: key, googleUrl: values.GOOGLE_PLACES_URL.replace(/\/+$/, '') };
  }
  return { provider: 'photon', photonUrl: values.PHOTON_URL.replace(/\/+$/, '') };
}

function resolveDatabase(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url?.startsWith('postgres')) return { dialect: 'postgres', url };
  if (url) return { dialect: 'sqlite', file: path.resolve(url.replace(/^(file:|sqlite:)(\/\/)?/, '')) };
  return { dialect: 'sqlite', file: path.join(dataDir, 'tiplist.sqlite') };
}

/** A single SQLite install needs no setup: the secret is made once and kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function resolveWebDir(): string | undefined {
  const candidate = path.resolve(import.meta.dirname, '../../web');
  return existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}
