/**
 * `GET /api/documents/project/{id}/` (spec §7): one project's documents,
 * newest first. `{id}` is a numeric id or a slug of a published project of
 * either kind; an unknown one answers 404 «Проект не найден».
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentListSchema, type DocumentItem } from '../../../src/schemas/documents.ts';
import { projectParamsSchema } from '../../../src/schemas/projects.ts';
import { documents } from '../../db/schema/index.ts';
import { bodyEtag } from '../../plugins/etag.ts';
import { findProject, httpError, PROJECT_NOT_FOUND } from '../../services/project-page.ts';

export default async function documentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/documents/project/:id/',
    {
      preSerialization: bodyEtag,
      schema: {
        tags: ['documents'],
        summary: 'Документы проекта: декларации, разрешения, ввод в эксплуатацию — новые сверху',
        params: projectParamsSchema,
        response: { 200: documentListSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const project = (await findProject(app.db, 'residential', id)) ?? (await findProject(app.db, 'commercial', id));
      if (!project) throw httpError(404, PROJECT_NOT_FOUND);
      const rows = await app.db
        .select()
        .from(documents)
        .where(eq(documents.projectId, project.id))
        .orderBy(desc(documents.publishedAt), desc(documents.id));
      const results: DocumentItem[] = rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        category: row.type,
        file_url: row.fileUrl,
        file_format: row.fileFormat,
        file_size: row.fileSize,
        published_at: row.publishedAt.toISOString(),
      }));
      return { count: results.length, results };
    },
  );
}
