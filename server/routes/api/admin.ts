/**
 * The admin endpoints under `/api/admin/` (issue 32), registered only when
 * ADMIN_TOKEN is set (routes/api/index.ts): unset, they do not exist and
 * answer 404 like any unknown path. Every route here is an admin route:
 * bearer token, rate limit, no-store (plugins/admin-auth.ts), out of the
 * public OpenAPI.
 */
import type { FastifyInstance } from 'fastify';
import { markAdminRoutes } from '../../plugins/admin-auth.ts';
import adminLotsExportRoutes from './admin-lots-export.ts';
import adminLotsImportRoutes from './admin-lots-import.ts';

export default async function adminRoutes(app: FastifyInstance) {
  markAdminRoutes(app);
  await app.register(adminLotsExportRoutes);
  await app.register(adminLotsImportRoutes);
}
