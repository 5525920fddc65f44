import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiDocsContracts } from '../../shared/contracts/api-docs.js';
import { sessionCookieName } from '../auth/session-cookie.js';
import type { AppConfig } from '../config.js';
import type { PublicRouter, RoutesOf } from './api-scopes.js';
import { servedOverHttps } from './origins.js';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document is generated from the routes' contracts as they are registered; the reference
 * page is served from its own static files under /api/docs (no inline script, so our CSP holds) and
 * is no part of the app's bundles. It names the session cookie this install sets: over HTTPS its name
 * carries the "__Host-" prefix (auth/session-cookie.ts), over plain HTTP it does not.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl' | 'port'>,
): Promise<void> {
  const https = servedOverHttps(config);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tiplist API',
        // The version of this API's shape, not of the product.
        version: '1.0.0',
        description:
          'Trips, recommendations from friends, shared favourites. Owner endpoints need the session cookie set by ' +
          `sign-in: \`${sessionCookieName(true)}\` when the site is served over HTTPS, ` +
          `\`${sessionCookieName(false)}\` over plain HTTP (this install: \`${sessionCookieName(https)}\`); ` +
          'unsafe requests from a browser must come from this site (Origin checked). Errors are always ' +
          '`{ "error": { "code", "message", "fields"? } }`.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(https) },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, theme: { title: 'Tiplist API' } });
}

export const apiDocsRoutes: RoutesOf<PublicRouter> = (route) => {
  route(apiDocsContracts.openApi, (request) => Promise.resolve(request.server.swagger() as never));
};
