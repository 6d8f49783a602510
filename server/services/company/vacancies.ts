/**
 * The vacancy pages (spec §7 `vacancy/` + `facets/` — department, city,
 * employment type, experience — `specs/`, `{id}/`, and `vacancy_page/`).
 * Published vacancies only, newest first, as the older `/vacancies/` list.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vacancies } from '../../db/schema/index.ts';
import {
  EMPLOYMENT_NAMES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  type EmploymentType,
  type VacancyCard,
  type VacancyDetail,
  type VacancyPage,
  type VacancyQuery,
} from '../../../src/schemas/company-lists.ts';
import { httpError } from '../project-page.ts';
import { blockOf, blocksOf, COMPANY_BLOCK_PAGES as PAGES, INTRO_KEY } from './company-blocks.ts';
import { byIdOrSlug, facetsOf, filterItems, rangeOf, type Dimension } from './list-filters.ts';

const VACANCY_NOT_FOUND = 'Вакансия не найдена';

const DIMENSIONS: Dimension<VacancyCard>[] = [
  { key: 'department', value: (vacancy) => vacancy.department },
  { key: 'city', value: (vacancy) => vacancy.city },
  {
    key: 'employment',
    value: (vacancy) => vacancy.employment,
    label: (value) => EMPLOYMENT_NAMES[value as EmploymentType],
    order: EMPLOYMENT_TYPES,
  },
  { key: 'experience', value: (vacancy) => vacancy.experience, order: EXPERIENCE_LEVELS },
];

type VacancyRow = typeof vacancies.$inferSelect;

async function publishedRows(db: Db): Promise<{ rows: VacancyRow[]; cards: VacancyCard[] }> {
  const [rows, extras] = await Promise.all([
    db
      .select()
      .from(vacancies)
      .where(eq(vacancies.isPublished, true))
      .orderBy(desc(vacancies.publishedAt), desc(vacancies.id)),
    blocksOf(db, PAGES.vacancy),
  ]);
  const cards = rows.map((row): VacancyCard => {
    const extra = extras.get(row.slug) as { employment?: EmploymentType; office?: string } | undefined;
    // A vacancy without its block is an office job in its city: the most common case.
    const employment = extra?.employment && EMPLOYMENT_TYPES.includes(extra.employment) ? extra.employment : 'full';
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      department: row.department,
      city: row.city,
      office: extra?.office ?? row.city,
      employment,
      employment_label: EMPLOYMENT_NAMES[employment],
      experience: row.experience,
      schedule: row.schedule,
      salary_from: row.salaryFrom,
      salary_to: row.salaryTo,
      description: row.description,
      published_at: row.publishedAt.toISOString(),
    };
  });
  return { rows, cards };
}

/** The CV form's select (`GET /api/vacancies/`): published vacancies, newest first, the fields it shows. */
export function vacancyOptions(db: Db) {
  return db
    .select({
      id: vacancies.id,
      slug: vacancies.slug,
      title: vacancies.title,
      department: vacancies.department,
      city: vacancies.city,
      salary_from: vacancies.salaryFrom,
      salary_to: vacancies.salaryTo,
      experience: vacancies.experience,
      schedule: vacancies.schedule,
    })
    .from(vacancies)
    .where(eq(vacancies.isPublished, true))
    .orderBy(desc(vacancies.publishedAt), desc(vacancies.id));
}

export async function vacancyList(db: Db, query: VacancyQuery) {
  const results = filterItems((await publishedRows(db)).cards, DIMENSIONS, query);
  return { count: results.length, results };
}

export async function vacancyFacets(db: Db, query: VacancyQuery) {
  return { facets: facetsOf((await publishedRows(db)).cards, DIMENSIONS, query) };
}

export async function vacancySpecs(db: Db, query: VacancyQuery) {
  const results = filterItems((await publishedRows(db)).cards, DIMENSIONS, query);
  return {
    count: results.length,
    salary: rangeOf(results.flatMap((vacancy) => [vacancy.salary_from, vacancy.salary_to])),
  };
}

export async function vacancyDetail(db: Db, id: string): Promise<VacancyDetail> {
  const { rows, cards } = await publishedRows(db);
  const card = cards.find(byIdOrSlug(id));
  const row = card && rows.find((candidate) => candidate.id === card.id);
  if (!card || !row) throw httpError(404, VACANCY_NOT_FOUND);
  return { ...card, duties: row.duties, requirements: row.requirements, conditions: row.conditions };
}

export async function vacancyPage(db: Db): Promise<VacancyPage> {
  const data = (await blockOf(db, PAGES.vacancyPage, INTRO_KEY)) as VacancyPage | undefined;
  if (!data) throw httpError(404, 'Страница вакансий не найдена');
  return data;
}
