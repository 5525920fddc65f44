import helmet from '@fastify/helmet';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorCodes } from '../../shared/contracts/errors.js';
import type { AppConfig } from '../config.js';
import { errorBody } from '../errors.js';
import { allowedOrigins } from './origins.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** host, IPv4 or [IPv6], with an optional port: what a URL's authority may hold. */
const HOST_PATTERN = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._~-]+)(:\d{1,5})?$/;

function isValidHost(host: string | undefined): boolean {
  return typeof host === 'string' && HOST_PATTERN.test(host);
}
const VITE_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * An event stream's route. The stream holds its headers in memory for as long as it is open, so it
 * carries only the two a non-document needs (realtime/event-streams.ts); every other answer of the
 * route (401, 404, 429) gets the whole set here, as every other route's do.
 */
export const eventStreamRouteOptions: Pick<RouteOptions, 'helmet' | 'onSend'> = {
  helmet: false,
  onSend: (_request, reply, payload, done) => {
    reply.helmet();
    done(null, payload);
  },
};

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  // The map's style, tiles, glyphs and sprites come from the style's origin; nothing else leaves.
  const mapOrigins = config.maps.styleUrl ? [new URL(config.maps.styleUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Not helmet's defaults: upgrade-insecure-requests would break plain-HTTP installs on a LAN.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pictures are our own (profile pictures, icons); the map draws its sprites from blob: and data:.
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...mapOrigins],
        // The map's own worker (blob:), and the owner app's service worker (/sw.js, decision 024).
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Share tokens live in URLs: never hand them to another site in a Referer.
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only where PUBLIC_URL is https: an install on plain HTTP (a LAN) must not bind its name to
    // HTTPS for a year in any browser that once reached it through a TLS proxy.
    ...(config.publicUrl?.startsWith('https:') ? {} : { strictTransportSecurity: false }),
  });

  // A Host we cannot read would break every origin and link we build from it.
  app.addHook('onRequest', async (request, reply) => {
    if (!isValidHost(request.host)) {
      return reply
        .status(400)
        .send(errorBody(errorCodes.validation, 'The Host header is missing or malformed.'));
    }
  });

  // Cookies authenticate; a state change must come from one of our own pages. Every unsafe request is
  // checked, whatever its path says: a percent-encoded path reaches the same route as a plain one.
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const allowed = [
      ...allowedOrigins(config.publicUrl, request),
      ...(config.env === 'development' ? VITE_DEV_ORIGINS : []),
    ];
    const crossSite = origin ? !allowed.includes(origin) : request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite) {
      request.log.warn({ origin }, 'rejected a state-changing request from a foreign origin');
      return reply
        .status(403)
        .send(
          errorBody(errorCodes.forbiddenOrigin, 'This request did not come from Tiplist and was refused.'),
        );
    }
  });
}
