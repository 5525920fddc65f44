import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiDocsContracts } from '../../shared/contracts/api-docs.js';
import type { PublicRouter, RoutesOf } from './api-scopes.js';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document is generated from the routes' contracts as they are registered; the reference
 * page is served from its own static files under /api/docs (no inline script, so our CSP holds) and
 * is no part of the app's bundles.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tiplist API',
        // The version of this API's shape, not of the product.
        version: '1.0.0',
        description:
          'Trips, recommendations from friends, shared favourites. Owner endpoints need the session cookie set by ' +
          'sign-in; unsafe requests from a browser must come from this site (Origin checked). Errors are always ' +
          '`{ "error": { "code", "message", "fields"? } }`.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
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
