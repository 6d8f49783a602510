/** `GET /api/info/`: common site data for the header, menus and footer (spec §3). */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoSchema, type SiteInfo } from '../../../src/schemas/site.ts';
import { purchaseMethods } from '../../db/schema/index.ts';
import { headerProjects } from '../../services/projects-menu.ts';
import { readSettings } from '../../services/site-settings.ts';

export default async function infoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/info/',
    {
      schema: {
        tags: ['site'],
        summary: 'Общие данные сайта: проекты для меню, способы покупки, контакты и соцсети',
        response: { 200: siteInfoSchema },
      },
    },
    async (): Promise<SiteInfo> => {
      const settings = await readSettings(app.db, [
        'brand',
        'contacts',
        'socials',
        'apps',
        'about_menu',
        'estate_menu',
      ]);
      const [projects, purchase] = await Promise.all([
        headerProjects(app.db),
        app.db
          .select({ slug: purchaseMethods.slug, label: purchaseMethods.label, title: purchaseMethods.title })
          .from(purchaseMethods)
          .where(eq(purchaseMethods.isPublished, true))
          .orderBy(asc(purchaseMethods.sort)),
      ]);
      const { brand, contacts } = settings;
      return {
        brand,
        header_projects: projects.map((project) => ({
          id: project.id,
          label: project.name,
          value: `/projects/${project.slug}`,
          disabled: !project.clickable,
        })),
        estate: settings.estate_menu,
        purchase,
        about: settings.about_menu,
        media: {
          socials: settings.socials,
          address: contacts.address,
          work_time: contacts.work_time,
          email: contacts.email,
          phone: contacts.phone,
        },
        apps: settings.apps,
      };
    },
  );
}
