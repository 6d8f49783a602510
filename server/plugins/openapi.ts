/**
 * OpenAPI generated from the zod route schemas, served at /api/openapi.json.
 * Operation ids, security and the common error answers are added to every
 * route here (plugins/openapi-operation.ts), not in each route file; the
 * document passes `npm run lint:openapi` (Redocly's recommended rules).
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { z } from 'zod';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import {
  commonErrorStatuses,
  operationIdOf,
  securityOf,
  securitySchemesFor,
  withErrorResponses,
} from './openapi-operation.ts';

/** Tag of the admin endpoints; the tag hides them from /api/openapi.json. */
export const ADMIN_TAG = 'admin';

export interface OpenapiOptions {
  /**
   * List the admin endpoints too (`npm run lint:openapi` and the tests check them with the rest);
   * the document the server serves leaves them out.
   */
  withAdmin?: boolean;
}

/** Schemas written once under `components.schemas` and referenced from each operation. */
const components = z.registry<{ id: string }>();
components.add(apiErrorSchema, { id: 'ApiError' });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: components });

type Transform = Parameters<typeof zodTransform>[0];

/** The zod transform, after the id, security and error answers of the route are added. */
function describeRoute(input: Transform) {
  const { route, url } = input;
  const schema = input.schema ?? {};
  if (schema.hide) return zodTransform(input);
  const method = String(route.method);
  const described = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, url),
    security: securityOf(route, method),
    response: withErrorResponses(schema.response as Record<string, unknown>, commonErrorStatuses(route, method)),
  };
  return zodTransform({ ...input, schema: described });
}

/** The registry writes each schema twice (as read and as answered); a copy no operation refers to is dropped. */
function withoutUnusedSchemas<T extends object>(document: T): T {
  const { components: parts } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = parts?.schemas;
  if (!schemas) return document;
  const text = JSON.stringify({ ...document, components: { ...parts, schemas: {} } });
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}

export default fp<OpenapiOptions>(
  async (app, { withAdmin = false }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'API сайта девелопера',
          version: '1.0.0',
          description: 'Данные страниц сайта, каталог лотов, избранное, сравнение и заявки с форм',
          // Not an open API: the site's legal documents are the terms (Redocly's info-license asks for a link).
          license: { name: 'Proprietary', url: `${app.config.PUBLIC_ORIGIN}/documents` },
        },
        // The host that serves the document: the production site and each test stage alike.
        servers: [{ url: '/' }],
        tags: [
          { name: 'site', description: 'Общие данные сайта' },
          { name: 'service', description: 'Служебное' },
          { name: 'projects', description: 'Проекты' },
          { name: 'lots', description: 'Каталог лотов' },
          { name: 'documents', description: 'Документы' },
          { name: 'articles', description: 'Новости и пресса' },
          { name: 'favorites', description: 'Избранное' },
          { name: 'comparison', description: 'Сравнение' },
          { name: 'leads', description: 'Заявки с форм (POST /api/request/)' },
          { name: 'uploads', description: 'Файлы к заявкам' },
          { name: 'company', description: 'Тендеры и вакансии' },
          ...(withAdmin ? [{ name: ADMIN_TAG, description: 'Служебные вызовы по ключу администратора' }] : []),
        ],
        components: { securitySchemes: securitySchemesFor(withAdmin) },
      },
      // The admin endpoints (routes/api/admin.ts, by bearer token) stay out of the served document.
      hiddenTag: withAdmin ? undefined : ADMIN_TAG,
      transform: describeRoute,
      transformObject: (document) => withoutUnusedSchemas(zodTransformObject(document)),
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
