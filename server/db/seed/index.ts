/**
 * Deterministic demo content: one seeded generator drives every step, and
 * each step forks its own stream so steps do not disturb each other.
 * Runs in one transaction, so a failed seed leaves an empty database behind.
 */
import type { Db } from '../client.ts';
import { mediaFiles } from '../schema/index.ts';
import { counter, insertAll, syncIdentitySequences } from './insert.ts';
import { insertArticles } from './insert-articles.ts';
import { insertCompany } from './insert-company.ts';
import { insertAboutPages } from './insert-about-pages.ts';
import { insertDocuments } from './insert-documents.ts';
import { insertGenplans } from './insert-genplans.ts';
import { insertHomeDrafts } from './insert-home-drafts.ts';
import { insertLegalPages } from './insert-legal.ts';
import { insertLots } from './insert-lots.ts';
import { insertProjects } from './insert-projects.ts';
import { insertPurchase } from './insert-purchase.ts';
import { insertSite } from './insert-site.ts';
import { MediaLibrary } from './media-library.ts';
import { Random, SEED_ANCHOR } from './random.ts';

export interface SeedOptions {
  /** Minimum number of lots; the plan rounds up to whole sections. */
  lots: number;
  /** Moment promotions and open tenders are dated from; defaults to the real current time. */
  now?: Date;
}

export interface SeedReport {
  lots: number;
  projects: number;
  buildings: number;
  layouts: number;
  articles: number;
  mediaFiles: number;
  milliseconds: number;
}

/** Tables whose ids the seed sets itself; their identity sequences are moved past the seeded ids. */
const SEEDED_TABLES = [
  'metro_lines',
  'metro_stations',
  'projects',
  'infrastructure',
  'panoramas',
  'construction_reports',
  'construction_media',
  'finishings',
  'layouts',
  'buildings',
  'sections',
  'floors',
  'lots',
  'articles',
  'purchase_methods',
  'mortgage_programs',
  'installment_plans',
  'documents',
  'vacancies',
  'tenders',
  'partner_types',
  'partners',
  'team_members',
  'cooperation',
  'content_blocks',
  'promo_forms',
  'promo_banners',
  'seo_pages',
  'media_files',
];

const SEED = 20_140_501;

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const rng = new Random(SEED);
  const media = new MediaLibrary();
  const report = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const projects = await insertProjects(tx, rng.fork('projects'), media);
    const projectIds = new Map(projects.map((project) => [project.seed.slug, project.id]));
    const lots = await insertLots(tx, rng.fork('lots'), projects, options.lots);
    await insertGenplans(tx, rng.fork('genplans'), media, projects);
    const articles = await insertArticles(tx, rng.fork('articles'), media, projectIds, now);
    await insertPurchase(tx, media);
    await insertCompany(tx, media, projectIds, now);
    await insertDocuments(tx, media, projectIds);
    await insertSite(tx, media, projects[0].heroImage);
    await insertLegalPages(tx);
    await insertAboutPages(tx, media);
    const fileId = counter();
    await insertAll(
      tx,
      mediaFiles,
      media.rows().map((row) => ({ id: fileId(), ...row, createdAt: SEED_ANCHOR })),
    );
    await syncIdentitySequences(tx, SEEDED_TABLES);
    // After the sync: these rows take generated ids.
    await insertHomeDrafts(tx, projects[1].heroImage, now);
    return { ...lots, articles, projects: projects.length };
  });
  return { ...report, mediaFiles: media.size, milliseconds: Math.round(performance.now() - started) };
}
