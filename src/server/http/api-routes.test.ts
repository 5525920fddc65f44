import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, jsonRequest, type TestApp } from '../../../tests/support/test-app.js';
import { ONE_DIALECT } from '../../../tests/support/test-database.js';
import { API_DOCS_PREFIX } from './api-docs.js';
import { PUBLIC_RATE_LIMITS } from './rate-limits.js';

type Schema = NonNullable<RouteOptions['schema']> & { response?: Record<string, unknown> };

const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
/** Routes the reference page's plugin serves: its files, not API endpoints. */
const isDocsPage = (route: RouteOptions) => route.url.startsWith(API_DOCS_PREFIX);

// How the routes are registered and described does not depend on the database: checked once.
describe.each(ONE_DIALECT)('the API routes on %s', (dialect) => {
  let t: TestApp;
  let apiRoutes: RouteOptions[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Fastify adds a HEAD route beside each GET; the GET stands for both.
    apiRoutes = t.routes.filter(
      (route) => route.url.startsWith('/api/') && !isDocsPage(route) && methodsOf(route).length > 0,
    );
  });
  afterAll(() => t.close());

  it('are each registered from a contract, with a schema for every part of the request and the answer', () => {
    expect(apiRoutes.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const route of apiRoutes) {
      const name = `${methodsOf(route).join(',')} ${route.url}`;
      const schema = route.schema as Schema | undefined;
      if (!schema) {
        problems.push(`${name}: no schema`);
        continue;
      }
      const success = Object.keys(schema.response ?? {}).filter((status) => /^2\d\d$/.test(status));
      if (success.length !== 1) problems.push(`${name}: no success response schema`);
      if (!schema.response?.['4xx']) problems.push(`${name}: no error response schema`);
      if (route.url.includes(':') && !(schema.params instanceof z.ZodType)) {
        problems.push(`${name}: path parameters without a schema`);
      }
      const hasBody = methodsOf(route).some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
      if (hasBody && !(schema.body instanceof z.ZodType)) problems.push(`${name}: a body without a schema`);
      if (!schema.summary) problems.push(`${name}: no summary for the API reference`);
    }
    expect(problems).toEqual([]);
  });

  it('refuse a visitor without a session on every owner and admin route, before reading the input', async () => {
    const privateRoutes = apiRoutes.filter((route) => (route.schema as Schema).security);
    expect(privateRoutes.length).toBeGreaterThan(5);
    for (const route of privateRoutes) {
      for (const method of methodsOf(route)) {
        const url = route.url.replace(/:\w+/g, 'not-an-id');
        const response = await t.app.inject(
          jsonRequest(method as 'GET', url, method === 'GET' ? undefined : {}),
        );
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json<{ error: { code: string } }>().error.code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('limit every public route per client address, as the table declares', () => {
    const declared = new Set(PUBLIC_RATE_LIMITS.map(([contract]) => `${contract.method} ${contract.path}`));
    const publicRoutes = apiRoutes.filter((route) => !(route.schema as Schema).security);
    for (const route of publicRoutes) {
      for (const method of methodsOf(route))
        expect(declared, `${method} ${route.url}`).toContain(`${method} ${route.url}`);
    }
    expect(publicRoutes.length).toBe(PUBLIC_RATE_LIMITS.length);
  });

  it('are described by a valid OpenAPI 3.1 document, each with its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = apiRoutes.flatMap((route) =>
      methodsOf(route).map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(documented.sort()).toEqual(registered.sort());
    expect(document.paths['/api/trips/{id}/recommendations']?.post?.requestBody).toBeDefined();
    expect(document.paths['/api/trips']?.get?.responses['200']).toBeDefined();
  });

  it('serve the reference page from its own files, under the content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // No inline script: every script the page runs is a file of its own.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await t.app.inject({
        method: 'GET',
        url: new URL(src, `http://x${API_DOCS_PREFIX}/`).pathname,
      });
      expect(script.statusCode, src).toBe(200);
    }
  });
});
