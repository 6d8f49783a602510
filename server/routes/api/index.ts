/** Registers one plugin per API resource; unknown `/api` paths answer JSON 404. */
import type { FastifyInstance } from 'fastify';
import { bodyEtag } from '../../plugins/etag.ts';
import type { ApiError } from '../../../src/schemas/site.ts';
import healthRoutes from './health.ts';
import infoRoutes from './info.ts';
import mainPageRoutes from './main-page.ts';
import actionTimersRoutes from './action-timers.ts';
import pressRoutes from './press.ts';
import articlesRoutes from './articles.ts';
import projectsRoutes from './projects.ts';
import promoFormsRoutes from './promo-forms.ts';
import seoRoutes from './seo.ts';
import maintenanceRoutes from './maintenance.ts';
// Lot catalogue (issue 3): lists, facets, specs, details, zero-result.
import apartmentsRoutes from './apartments.ts';
import commercialsRoutes from './commercials.ts';
import zeroResultRoutes from './zero-result.ts';
import buildingsRoutes from './buildings.ts';
import sectionsRoutes from './sections.ts';
import floorsRoutes from './floors.ts';
import layoutsRoutes from './layouts.ts';
import documentsRoutes from './documents.ts';
import lotsByIdsRoutes from './lots-by-ids.ts';
// Favourites and comparison (issue 4).
import favoritesRoutes from './favorites.ts';
import comparisonRoutes from './comparison.ts';
import comparisonSharedRoutes from './comparison-shared.ts';
// Lead forms and their file uploads (decision 008).
import leadsRoutes from './leads.ts';
import uploadsRoutes from './uploads.ts';
// Company lists the tender and vacancy forms pick from.
import tendersRoutes from './tenders.ts';
import vacanciesRoutes from './vacancies.ts';
import cooperationRoutes from './cooperation.ts';
// Content pages (issue 8): owners' guides, media stories, legal texts.
import ownersRoutes from './owners.ts';
import mediaPagesRoutes from './media-pages.ts';
import legalRoutes from './legal.ts';
// Purchase methods: mortgage programmes, instalments, commercial selection (issue 8).
import purchaseRoutes from './purchase.ts';
import mortgageRoutes from './mortgage.ts';
import installmentsRoutes from './installments.ts';
import commercialSelectionRoutes from './commercial-selection.ts';
// Company pages (issue 8): about, team, charity, partners, services, contacts, page modules.
import aboutRoutes from './about.ts';
import partnersRoutes from './partners.ts';
import servicesRoutes from './services.ts';
import contactsRoutes from './contacts.ts';
import contentBlocksRoutes from './content-blocks.ts';
// Lots export and import by bearer token (issue 32).
import adminRoutes from './admin.ts';

export default async function apiRoutes(app: FastifyInstance) {
  // Every GET gets an ETag (body hash unless the route set a versioned one): the service worker's
  // update broadcast and conditional requests depend on it. Added first so all routes below inherit it.
  app.addHook('preSerialization', bodyEtag);
  await app.register(healthRoutes);
  await app.register(infoRoutes);
  await app.register(projectsRoutes);
  await app.register(mainPageRoutes);
  await app.register(actionTimersRoutes);
  await app.register(maintenanceRoutes);
  await app.register(seoRoutes);
  await app.register(promoFormsRoutes);
  await app.register(pressRoutes);
  await app.register(articlesRoutes);
  await app.register(apartmentsRoutes);
  await app.register(commercialsRoutes);
  await app.register(zeroResultRoutes);
  await app.register(buildingsRoutes);
  await app.register(sectionsRoutes);
  await app.register(floorsRoutes);
  await app.register(layoutsRoutes);
  await app.register(documentsRoutes);
  await app.register(lotsByIdsRoutes);
  await app.register(favoritesRoutes);
  await app.register(comparisonRoutes);
  await app.register(comparisonSharedRoutes);
  await app.register(leadsRoutes);
  await app.register(uploadsRoutes);
  await app.register(tendersRoutes);
  await app.register(vacanciesRoutes);
  await app.register(cooperationRoutes);
  await app.register(ownersRoutes);
  await app.register(mediaPagesRoutes);
  await app.register(legalRoutes);
  await app.register(purchaseRoutes);
  await app.register(mortgageRoutes);
  await app.register(installmentsRoutes);
  await app.register(commercialSelectionRoutes);
  await app.register(aboutRoutes);
  await app.register(partnersRoutes);
  await app.register(servicesRoutes);
  await app.register(contactsRoutes);
  await app.register(contentBlocksRoutes);
  // Only with ADMIN_TOKEN set: unset, `/api/admin/…` are unknown paths (404), not refusals that tell they exist.
  if (app.config.ADMIN_TOKEN) await app.register(adminRoutes, { prefix: '/admin' });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = { status: 404, message: `Не найдено: ${request.method} ${request.url.split('?')[0]}` };
    return reply.status(404).send(body);
  });
}
