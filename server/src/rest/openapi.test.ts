/**
 * The OpenAPI document: the committed openapi.json is what the route tables produce (so a change
 * of a route without `npm run openapi:emit` fails here and in `npm run check:drift`), it is a
 * valid OpenAPI 3.1 document for a maintained validator, it names every route the app serves
 * under /api, and the app serves it at GET /api/openapi.json.
 */
import fs from 'node:fs';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { OPENAPI_FILE } from './emit-openapi';
import { buildOpenApi, openApiText } from './openapi';
import { REST_ROUTES } from './routes';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
  match(path: string): unknown;
}

/** Every `METHOD /path` the app serves under /api, read from its routers (as the access matrix does). */
function apiRoutes(app: Express): string[] {
  const routes = (stack: readonly RouterLayer[]): string[] =>
    stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map((method) => `${method} /api${layer.route!.path}`)
        : routes(layer.handle.stack ?? []),
    );
  const top = (app as unknown as { router: { stack: RouterLayer[] } }).router.stack;
  return top
    .filter((layer) => !layer.route && layer.match('/api/any') && !layer.match('/any'))
    .flatMap((layer) => routes(layer.handle.stack ?? []));
}

const documented = (document: Record<string, unknown>) =>
  Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method} ${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`),
  );

describe('the OpenAPI document', () => {
  it('is committed as the route tables produce it', () => {
    expect(
      fs.readFileSync(OPENAPI_FILE, 'utf8') === openApiText(),
      'openapi.json differs from the REST route table: run `npm run openapi:emit` and commit it',
    ).toBe(true);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    // The validator is an ES module; this package is CommonJS.
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const result = await new Validator().validate(buildOpenApi());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(buildOpenApi().openapi).toBe('3.1.0');
  });

  it('describes every row of the REST table with its parameters', () => {
    const operations = documented(buildOpenApi());
    for (const route of REST_ROUTES) expect(operations).toContain(`${route.method} /api${route.path}`);
    const search = (buildOpenApi().paths as Record<string, { get: { parameters: { name: string }[] } }>)[
      '/api/service/{section}/search'
    ]!.get;
    expect(search.parameters.map((param) => param.name)).toEqual(
      expect.arrayContaining(['section', 'searchType', 'id', 'searchKeyword', 'categories', 'page', 'sort']),
    );
  });

  describe('in the running app', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ seed: 'reference' });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('names every route served under /api', () => {
      const operations = documented(buildOpenApi());
      expect(apiRoutes(server.portal.app).filter((route) => !operations.includes(route))).toEqual([]);
    });

    it('is served at GET /api/openapi.json', async () => {
      const response = await fetch(`${server.url}/api/openapi.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.text()).toBe(openApiText());
    });
  });
});
