/**
 * What plugins/openapi-operation.ts gives every operation of the OpenAPI
 * description: a unique operationId, the security it needs (the CSRF pair on
 * unsafe methods, the bearer token on admin ones) and error answers in the
 * shared shape. `npm run lint:openapi` runs Redocly on the same documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { commonErrorStatuses, operationIdOf } from '../../server/plugins/openapi-operation.ts';
import { buildTestApp, openEmptyDatabase } from './helpers/test-app.ts';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
}

const ADMIN_TOKEN = 'openapi-test-admin-token-0123456789';
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

let database: Database;
let served: Document;
let withAdmin: Document;

async function documentOf(options: { withAdmin: boolean }): Promise<Document> {
  const built = await buildTestApp(database, { env: { ADMIN_TOKEN }, openapi: options });
  try {
    return (await built.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
  } finally {
    await built.close();
  }
}

beforeAll(async () => {
  // The routes need the tables to start, not their rows.
  database = await openEmptyDatabase();
  await database.migrate();
  served = await documentOf({ withAdmin: false });
  withAdmin = await documentOf({ withAdmin: true });
});

afterAll(async () => {
  await database?.close();
});

function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );
}

describe('operationIdOf', () => {
  it('names an operation by its method and path, parameters included', () => {
    expect(operationIdOf('GET', '/api/projects/header_list/')).toBe('getProjectsHeaderList');
    expect(operationIdOf('DELETE', '/api/favorites/:id/')).toBe('deleteFavoritesById');
    expect(operationIdOf('GET', '/api/articles/:kind/:slug/')).toBe('getArticlesByKindBySlug');
    expect(operationIdOf('GET', '/api/mortgage/:kind(^[a-z-]{1,40})_facets/')).toBe('getMortgageByKindFacets');
    expect(operationIdOf('GET', '/api/admin/lots.csv')).toBe('getAdminLotsCsv');
  });
});

describe('commonErrorStatuses', () => {
  it('lists what the hooks answer: validation always, CSRF and body limits on writes, 404 with a path parameter', () => {
    expect(commonErrorStatuses({ url: '/api/info/' }, 'GET')).toEqual([400]);
    expect(commonErrorStatuses({ url: '/api/press/:id/' }, 'GET')).toEqual([400, 404]);
    expect(commonErrorStatuses({ url: '/api/request/', config: { rateLimit: { max: 5 } } }, 'POST')).toEqual([
      400, 403, 413, 415, 429,
    ]);
    expect(commonErrorStatuses({ url: '/api/admin/lots.csv', config: { admin: true } }, 'GET')).toEqual([
      400, 401, 429,
    ]);
  });
});

describe('the OpenAPI description', () => {
  it('gives every operation a unique, URL-safe operationId', () => {
    const operations = operationsOf(withAdmin);
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ path, method, operation }) => {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks the CSRF header and cookie on every unsafe operation, the bearer token on admin ones, nothing on reads', () => {
    const schemes = withAdmin.components?.securitySchemes ?? {};
    expect(schemes.csrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-CSRFToken' });
    expect(schemes.csrfCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'csrftoken' });
    expect(schemes.adminBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const unsafe = operationsOf(withAdmin).filter(({ method }) => UNSAFE.has(method));
    expect(unsafe.length).toBeGreaterThanOrEqual(8);
    for (const { path, method, operation } of operationsOf(withAdmin)) {
      const expected = path.startsWith('/api/admin/')
        ? [{ adminBearer: [] }]
        : UNSAFE.has(method)
          ? [{ csrfHeader: [], csrfCookie: [] }]
          : [];
      expect(operation.security, `${method} ${path}`).toEqual(expected);
    }
  });

  it('declares 4xx answers in the shared error shape', () => {
    for (const { path, method, operation } of operationsOf(withAdmin)) {
      const errors = Object.keys(operation.responses).filter((code) => code.startsWith('4'));
      expect(errors, `${method} ${path}`).toContain('400');
      if (UNSAFE.has(method) && !path.startsWith('/api/admin/')) expect(errors, `${method} ${path}`).toContain('403');
      if (path.includes('{')) expect(errors, `${method} ${path}`).toContain('404');
      expect(operation.responses['400']?.content?.['application/json']?.schema?.$ref).toBe(
        '#/components/schemas/ApiError',
      );
    }
  });

  it('serves the same operations without the admin ones and their scheme', () => {
    const adminless = operationsOf(withAdmin).filter(({ path }) => !path.startsWith('/api/admin/'));
    expect(operationsOf(withAdmin).length).toBeGreaterThan(adminless.length);
    expect(operationsOf(served)).toEqual(adminless);
    expect(Object.keys(served.components?.securitySchemes ?? {}).sort()).toEqual(['csrfCookie', 'csrfHeader']);
  });
});
