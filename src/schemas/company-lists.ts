/**
 * Contracts of the tender and vacancy pages (spec §7 `tenders_page/`,
 * `tenders/` + `facets/`, `specs/`, `{id}/`; `vacancy_page/`, `vacancy/` the
 * same). The older `/tenders/` and `/vacancies/` lists of the forms keep
 * their own contracts in `company.ts`. Query values follow spec §2: arrays
 * comma-joined, numerals as numbers; one bad value answers 400 in Russian.
 */
import { z } from 'zod';
import { facetsSchema, rangeSchema } from './lots.ts';
import { csv, intIn, MAX_INT } from './query-params.ts';

/** Effective status: `open` also needs a deadline ahead, past it a tender is summing up. */
export const TENDER_STATES = ['open', 'summing_up', 'closed'] as const;
export type TenderState = (typeof TENDER_STATES)[number];
export const TENDER_STATE_NAMES: Record<TenderState, string> = {
  open: 'Приём предложений',
  summing_up: 'Подведение итогов',
  closed: 'Завершён',
};

export const EMPLOYMENT_TYPES = ['full', 'shift', 'hybrid', 'remote', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_NAMES: Record<EmploymentType, string> = {
  full: 'Полный день в офисе',
  shift: 'Сменный график',
  hybrid: 'Гибридный формат',
  remote: 'Удалённая работа',
  internship: 'Стажировка',
};

/** Experience levels as hh.ru names them; the seed writes exactly these. */
export const EXPERIENCE_LEVELS = ['Без опыта', 'От 1 года', 'От 2 лет', 'От 3 лет', 'От 5 лет'] as const;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (part: string) =>
    (values as readonly string[]).includes(part) ? (part as T) : undefined;
const text = (max: number) => (part: string) => (part.length <= max ? part : undefined);

/** Without `status` the list shows open tenders only: what the offer form and the page open with. */
export const tendersQuerySchema = z.object({
  category: csv(text(100), 'Категория работ — строка до 100 символов').optional(),
  project: csv(intIn(1, MAX_INT), 'Проект — целое положительное число').optional(),
  status: csv(oneOf(TENDER_STATES), 'Статус тендера: open, summing_up или closed').optional(),
});
export type TendersQuery = z.infer<typeof tendersQuerySchema>;

export const vacancyQuerySchema = z.object({
  department: csv(text(100), 'Отдел — строка до 100 символов').optional(),
  city: csv(text(100), 'Город — строка до 100 символов').optional(),
  employment: csv(oneOf(EMPLOYMENT_TYPES), 'Тип занятости: full, shift, hybrid, remote или internship').optional(),
  experience: csv(oneOf(EXPERIENCE_LEVELS), 'Опыт работы: одно из значений фасета experience').optional(),
});
export type VacancyQuery = z.infer<typeof vacancyQuerySchema>;

/** `{id}` of a tender or a vacancy: the number or the slug. */
export const companyItemParamsSchema = z.object({
  id: z.string().regex(/^(?:\d{1,9}|[a-z0-9][a-z0-9-]{0,99})$/, { error: 'Укажите номер или адрес (slug) записи' }),
});

const titledTextSchema = z.object({ title: z.string(), text: z.string() });
const statSchema = z.object({ value: z.string(), label: z.string() });
const contactPersonSchema = z.object({
  name: z.string(),
  position: z.string(),
  email: z.string(),
  phone: z.string(),
});

const tenderCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  /** The project's name, as the forms' `/tenders/` list has always given it. */
  project: z.string().nullable(),
  project_id: z.number().int().nullable(),
  status: z.enum(TENDER_STATES),
  status_label: z.string(),
  description: z.string(),
  /** ISO 8601: offers are accepted until this moment. */
  deadline: z.string(),
  published_at: z.string(),
});
export type TenderCard = z.infer<typeof tenderCardSchema>;
export const tenderListSchema = z.object({ count: z.number().int(), results: z.array(tenderCardSchema) });

export const tenderDetailSchema = tenderCardSchema.extend({
  requirements: z.array(z.string()),
  /** Tender documentation: what it is and how it is handed over. */
  documents: z.array(z.object({ title: z.string(), note: z.string() })),
  contact: contactPersonSchema,
});
export type TenderDetail = z.infer<typeof tenderDetailSchema>;

export const tendersFacetsSchema = facetsSchema;
export const tendersSpecsSchema = z.object({ count: z.number().int(), days_left: rangeSchema });

export const tendersPageSchema = z.object({
  title: z.string(),
  lead: z.string(),
  stats: z.array(statSchema),
  steps: z.array(titledTextSchema),
  principles: z.array(titledTextSchema),
  contact: contactPersonSchema,
});
export type TendersPage = z.infer<typeof tendersPageSchema>;

const vacancyCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  city: z.string(),
  office: z.string(),
  employment: z.enum(EMPLOYMENT_TYPES),
  employment_label: z.string(),
  experience: z.string(),
  schedule: z.string(),
  salary_from: z.number().int().nullable(),
  salary_to: z.number().int().nullable(),
  description: z.string(),
  published_at: z.string(),
});
export type VacancyCard = z.infer<typeof vacancyCardSchema>;
export const vacancyListSchema = z.object({ count: z.number().int(), results: z.array(vacancyCardSchema) });

export const vacancyDetailSchema = vacancyCardSchema.extend({
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  conditions: z.array(z.string()),
});
export type VacancyDetail = z.infer<typeof vacancyDetailSchema>;

export const vacancyFacetsSchema = facetsSchema;
export const vacancySpecsSchema = z.object({ count: z.number().int(), salary: rangeSchema });

export const vacancyPageSchema = z.object({
  title: z.string(),
  lead: z.string(),
  stats: z.array(statSchema),
  benefits: z.array(titledTextSchema),
  steps: z.array(titledTextSchema),
  contact: contactPersonSchema,
});
export type VacancyPage = z.infer<typeof vacancyPageSchema>;
