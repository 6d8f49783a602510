/**
 * Contracts of a project page's blocks (spec §7): construction progress with
 * facets and specs, photo and video reports, current descriptions,
 * `/api/project-infra/`, `/api/infras/` (+ facets, specs) and
 * `/api/project-teams/`. Re-exported by `projects.ts`: import from there.
 */
import { z } from 'zod';
import { facetsSchema, rangeSchema } from './lots.ts';
import { bound, csv, intIn, MAX_INT, projectId } from './query-params.ts';

export const INFRA_TYPES = [
  'school',
  'kindergarten',
  'park',
  'sport',
  'shop',
  'restaurant',
  'clinic',
  'culture',
] as const;
export type InfraType = (typeof INFRA_TYPES)[number];
/** Russian names of infrastructure types, for tabs and map legends. */
export const INFRA_TYPE_NAMES: Record<InfraType, string> = {
  school: 'Школы',
  kindergarten: 'Детские сады',
  park: 'Парки',
  sport: 'Спорт',
  shop: 'Магазины',
  restaurant: 'Рестораны и кафе',
  clinic: 'Медицина',
  culture: 'Культура',
};

export const imageSchema = z.object({ src: z.string(), alt: z.string() });

// ---- construction progress ----

const MONTH_RE = /^\d{4}-(?:0[1-9]|1[0-2])$/;
export const constructionQuerySchema = z.object({
  year: bound(2000, 2100, 'Год — четыре цифры от 2000 до 2100', true).optional(),
  /** `2025-03`; several comma-joined. */
  month: csv(
    (part) => (MONTH_RE.test(part) ? part : undefined),
    'Месяц в формате ГГГГ-ММ, например 2025-03',
  ).optional(),
});
export type ConstructionQuery = z.output<typeof constructionQuerySchema>;

const videoSchema = z.object({ src: z.string(), preview: z.string(), title: z.string() });
const constructionMonthSchema = z.object({
  id: z.number().int(),
  /** `YYYY-MM`. */
  month: z.string(),
  /** «Март 2025». */
  month_name: z.string(),
  title: z.string(),
  description: z.string(),
  /** Readiness, percent. */
  progress: z.number().int(),
  photos: z.array(imageSchema),
  videos: z.array(videoSchema),
});
export type ConstructionMonth = z.infer<typeof constructionMonthSchema>;
/** Newest month first. */
export const constructionProgressSchema = z.object({
  count: z.number().int(),
  months: z.array(constructionMonthSchema),
});
export type ConstructionProgress = z.infer<typeof constructionProgressSchema>;
/** `year` and `month` options; months counted under the `year` filter. */
export const constructionFacetsSchema = facetsSchema;
export const constructionSpecsSchema = z.object({
  progress: rangeSchema,
  /** First and last reported months, `YYYY-MM`; null when there are none. */
  month: z.object({ min: z.string().nullable(), max: z.string().nullable() }),
});

/** Photo or video report of one month: cover plus items. */
const mediaReportSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  month_name: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  count: z.number().int(),
  photos: z.array(imageSchema),
  videos: z.array(videoSchema),
});
export const mediaReportsSchema = z.object({ results: z.array(mediaReportSchema) });
export type MediaReport = z.infer<typeof mediaReportSchema>;

/** «Что происходит на стройке сейчас»: the latest readiness and the month texts, newest first. */
export const currentDescriptionsSchema = z.object({
  progress: z.number().int().nullable(),
  month: z.string().nullable(),
  results: z.array(
    z.object({
      id: z.number().int(),
      month: z.string(),
      title: z.string(),
      text: z.string(),
      progress: z.number().int(),
    }),
  ),
});
export type CurrentDescriptions = z.infer<typeof currentDescriptionsSchema>;

// ---- infrastructure and team ----

const infraItemSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  type: z.enum(INFRA_TYPES),
  type_name: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** Minutes on foot from the project. */
  time_walk: z.number().int(),
  image: z.string().nullable(),
});
export type InfraItem = z.infer<typeof infraItemSchema>;

const infraTypeSchema = z.object({ type: z.enum(INFRA_TYPES), type_name: z.string(), count: z.number().int() });

export const projectInfraQuerySchema = z.object({ project: projectId });
/** One project's map: its point, the type tabs present, every object nearest first. */
export const projectInfraSchema = z.object({
  project: z.object({ id: z.number().int(), name: z.string(), lat: z.number(), lng: z.number() }),
  types: z.array(infraTypeSchema),
  results: z.array(infraItemSchema),
});
export type ProjectInfra = z.infer<typeof projectInfraSchema>;

export const infrasQuerySchema = z.object({
  project: csv(intIn(1, MAX_INT), 'Укажите проекты: целые положительные числа через запятую').optional(),
  type: csv(
    (part) => (INFRA_TYPES.includes(part as InfraType) ? (part as InfraType) : undefined),
    `Допустимые значения: ${INFRA_TYPES.join(', ')}`,
  ).optional(),
  time_walk_max: bound(0, 600, 'Время пешком — целое число минут от 0 до 600', true).optional(),
});
export type InfrasQuery = z.output<typeof infrasQuerySchema>;
export const infrasSchema = z.object({ count: z.number().int(), results: z.array(infraItemSchema) });
/** `type` options under the project filter. */
export const infrasFacetsSchema = facetsSchema;
export const infrasSpecsSchema = z.object({ time_walk: rangeSchema });

const TEAM_GROUPS = ['architects', 'contractors'] as const;
const teamMemberSchema = z.object({
  id: z.number().int(),
  /** Partner kind: `architects` (architecture, landscape, interiors), `contractors`. */
  group: z.enum(TEAM_GROUPS),
  name: z.string(),
  /** «Архитектура», «Ландшафт», «Генеральный подрядчик»… */
  role: z.string(),
  description: z.string(),
  logo: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const projectTeamsQuerySchema = z.object({ project: projectId });
export const projectTeamsSchema = z.object({ results: z.array(teamMemberSchema) });
