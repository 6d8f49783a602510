/** OpenAPI generated from the zod route schemas, served at /api/openapi.json. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Tag of the admin endpoints; the tag hides them from /api/openapi.json. */
export const ADMIN_TAG = 'admin';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'API сайта девелопера', version: '1.0.0' },
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
        ],
      },
      // The admin endpoints (routes/api/admin.ts, by bearer token) stay out of the public document.
      hiddenTag: ADMIN_TAG,
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
