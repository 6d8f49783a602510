/**
 * Contracts of the project calls (spec §3, §7): `/api/projects/` and
 * `/api/commercial_projects/` (list, `facets/`, `specs/`, `{id}/` and the
 * page blocks under it), `/api/project-infra/`, `/api/infras/`,
 * `/api/project-teams/`. The routes validate with these, the browser reads
 * the inferred types, the tests parse real answers with them.
 *
 * Shapes shared with the lot catalogue (metro entry, completion, facet
 * option, range) come from `lots.ts`, so a project page and a lot page
 * render them with the same components. Query values follow spec §2:
 * arrays comma-joined, `true`/`false`, numerals. The page blocks'
 * contracts live in `project-blocks.ts` and are re-exported here.
 */
import { z } from 'zod';
import { completionSchema, facetsSchema, metroEntrySchema, rangeSchema } from './lots.ts';
import { imageSchema } from './project-blocks.ts';
import { bound, csv, flag, intIn, MAX_INT, page } from './query-params.ts';
import { projectCardSchema } from './site.ts';

const PROJECT_KINDS = ['residential', 'commercial'] as const;
export type ProjectKindValue = (typeof PROJECT_KINDS)[number];
const PROJECT_ORDERINGS = [
  'sort',
  'name',
  'min_price',
  '-min_price',
  'completion',
  '-completion',
  '-lots_free',
] as const;
const PROJECT_PAGE_SIZE = 12;
const MAX_PROJECT_PAGE_SIZE = 60;

// ---- projects list ----

export const projectsQuerySchema = z.object({
  /** District names as on the cards, e.g. «Хамовники,Якиманка». */
  district: csv(
    (part) => (part.length <= 100 ? part : undefined),
    'Район — название не длиннее 100 символов',
  ).optional(),
  /** Years in which some building of the project completes. */
  completion_year: csv(intIn(2000, 2100), 'Год сдачи — четыре цифры от 2000 до 2100, через запятую').optional(),
  /** Metro station ids (facets give their names). */
  metro: csv(intIn(1, MAX_INT), 'Укажите станции метро: целые положительные числа через запятую').optional(),
  /** Only projects with free lots on sale; `false` means «no filter». */
  has_free_lots: flag().optional(),
  /** Projects with a free lot priced within the range, roubles. */
  price_min: bound(0, 1e10, 'Цена — число рублей от 0 до 10 000 000 000').optional(),
  price_max: bound(0, 1e10, 'Цена — число рублей от 0 до 10 000 000 000').optional(),
  ordering: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(PROJECT_ORDERINGS, { error: `Допустимые значения: ${PROJECT_ORDERINGS.join(', ')}` }),
    )
    .optional(),
  page,
  page_size: bound(
    1,
    MAX_PROJECT_PAGE_SIZE,
    `Размер страницы — целое число от 1 до ${MAX_PROJECT_PAGE_SIZE}`,
    true,
    PROJECT_PAGE_SIZE,
  ).transform((n) => n ?? PROJECT_PAGE_SIZE),
});
export type ProjectsQuery = z.output<typeof projectsQuerySchema>;
export type ProjectsFilters = Partial<ProjectsQuery>;

export const projectListItemSchema = projectCardSchema.extend({
  class: z.string(),
  lead: z.string(),
  lat: z.number(),
  lng: z.number(),
  clickable: z.boolean(),
  finished: z.boolean(),
  /** Years in which the project's buildings complete, ascending. */
  completion_years: z.array(z.number().int()),
  /** Up to three nearest stations, spec §3 shape. */
  metros: z.array(metroEntrySchema),
  min_area: z.number().nullable(),
  /** Page path: `/projects/{slug}` or `/projects-commercial/{slug}`. */
  url: z.string(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Null on the last page. */
  next_page: z.number().int().nullable(),
  results: z.array(projectListItemSchema),
});
export type ProjectList = z.infer<typeof projectListSchema>;

/** Options of `district`, `completion_year`, `metro`, `has_free_lots`, counted under the other active filters. */
export const projectFacetsSchema = facetsSchema;
export type ProjectFacets = z.infer<typeof projectFacetsSchema>;

/** Ranges under the active filters; the price range covers free lots of the matching projects. */
export const projectSpecsSchema = z.object({ price: rangeSchema, area: rangeSchema, completion_year: rangeSchema });
export type ProjectSpecs = z.infer<typeof projectSpecsSchema>;

// ---- one project ----

export const projectDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(PROJECT_KINDS),
  /** Housing class («Делюкс», «Премиум») or office class («A»). */
  class: z.string(),
  district: z.string(),
  address: z.string(),
  lead: z.string(),
  /** Plain-text paragraphs, no HTML. */
  description: z.array(z.string()),
  hero_image: z.string(),
  logo: z.string().nullable(),
  gallery: z.array(imageSchema),
  lat: z.number(),
  lng: z.number(),
  metro: z.array(metroEntrySchema),
  /** Spec §4 text of the nearest completion, e.g. «Сдача 4 кв. 2027». */
  completion_text: z.string(),
  stats: z.object({
    lots_free: z.number().int(),
    min_price: z.number().nullable(),
    min_area: z.number().nullable(),
    buildings: z.number().int(),
  }),
  clickable: z.boolean(),
  finished: z.boolean(),
  url: z.string(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** Id or slug in `{id}`: the browser asks by slug from `/projects/{slug}`. */
export const projectParamsSchema = z.object({
  id: z.string().regex(/^(?:\d{1,12}|[a-z0-9][a-z0-9-]{0,99})$/, { error: 'Укажите номер или адрес (slug) проекта' }),
});

const genplanBuildingSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  /** SVG `points` in the plan's `width`×`height` box. */
  polygon: z.string(),
  floors_total: z.number().int(),
  completion: completionSchema,
  /** Free main lots (not parking or storage) and the lowest of their prices. */
  lots_free: z.number().int(),
  min_price: z.number().nullable(),
});
export type GenplanBuilding = z.infer<typeof genplanBuildingSchema>;

export const genplanSchema = z.object({
  /** Backdrop, drawn to cover the box (`preserveAspectRatio="xMidYMid slice"`). */
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  buildings: z.array(genplanBuildingSchema),
});
export type Genplan = z.infer<typeof genplanSchema>;

const panoramaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  preview: z.string(),
});
export const panoramasSchema = z.object({ results: z.array(panoramaSchema) });
export type Panorama = z.infer<typeof panoramaSchema>;

export * from './project-blocks.ts';
