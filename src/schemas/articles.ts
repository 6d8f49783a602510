/**
 * Contracts of the article calls (spec §2, §7): news, press and promotions
 * share one list (`/api/articles/?kind=`, and `/api/press/` for press) with
 * `facets/` (categories and projects with counts), `specs/` (date ranges),
 * `{id}/` and the by-slug lookup the article screen uses.
 */
import { z } from 'zod';
import { ARTICLE_KINDS } from './article-kinds.ts';
import { MAX_INT } from './query-params.ts';
import { wholeNumber } from './whole-numbers.ts';

const ARTICLES_PAGE_SIZE = 9;
const MAX_ARTICLES_PAGE_SIZE = 60;

const KIND_ERROR = 'Допустимые значения: news, press, promo';
const PROJECT_ERROR = 'Укажите номер проекта — целое положительное число';
const PAGE_ERROR = 'Номер страницы — целое число от 1 до 10 000';
const SIZE_ERROR = `Размер страницы — целое число от 1 до ${MAX_ARTICLES_PAGE_SIZE}`;
const SLUG_ERROR = 'Адрес статьи: латинские буквы, цифры и дефисы';

const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);
const positive = (max: number, error: string) => z.preprocess(last, wholeNumber(1, max, error));

const articleKindSchema = z.enum(ARTICLE_KINDS, { error: KIND_ERROR });

/** Filters shared by the list, its facets and specs. */
export const articleFiltersSchema = z.object({
  kind: z.preprocess(last, articleKindSchema),
  category: z
    .preprocess(
      last,
      z
        .string()
        .trim()
        .min(1, { error: 'Укажите категорию' })
        .max(100, { error: 'Не длиннее 100 символов' })
        .regex(/^[a-z0-9-]+$/, { error: 'Категория: латинские буквы, цифры и дефисы' }),
    )
    .optional(),
  project: positive(MAX_INT, PROJECT_ERROR).optional(),
});
export type ArticleFilters = z.infer<typeof articleFiltersSchema>;

export const articlesQuerySchema = articleFiltersSchema.extend({
  page: positive(10_000, PAGE_ERROR).default(1),
  page_size: positive(MAX_ARTICLES_PAGE_SIZE, SIZE_ERROR).default(ARTICLES_PAGE_SIZE),
});
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;

/** `/api/press/facets/` and `specs/`: the kind is fixed by the path. */
export const pressFiltersSchema = articleFiltersSchema.omit({ kind: true });

export const articleIdParamsSchema = z.object({ id: positive(MAX_INT, 'Номер статьи — целое положительное число') });
export const articleSlugParamsSchema = z.object({
  kind: articleKindSchema,
  slug: z
    .string()
    .min(1, { error: SLUG_ERROR })
    .max(200, { error: SLUG_ERROR })
    .regex(/^[a-z0-9-]+$/, { error: SLUG_ERROR }),
});

const categorySchema = z.object({ value: z.string(), label: z.string() });
const projectRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), url: z.string() });

const articleListItemSchema = z.object({
  id: z.number().int(),
  kind: articleKindSchema,
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  category: categorySchema.nullable(),
  project: projectRefSchema.nullable(),
  published_at: z.string(),
  /** End of a promotion (ISO); null for news and press. */
  ends_at: z.string().nullable(),
  /** Publication that wrote a press item. */
  source: z.string().nullable(),
  image: z.string().nullable(),
  url: z.string(),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articleListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  next_page: z.number().int().nullable(),
  results: z.array(articleListItemSchema),
});
export type ArticleList = z.infer<typeof articleListSchema>;

const facetOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
/** Each facet counts under the other filters, so a chip shows what picking it would give. */
export const articleFacetsSchema = z.object({
  count: z.number().int(),
  categories: z.array(facetOptionSchema),
  projects: z.array(facetOptionSchema),
});
export type ArticleFacets = z.infer<typeof articleFacetsSchema>;

const rangeSchema = z.object({ min: z.string(), max: z.string() }).nullable();
export const articleSpecsSchema = z.object({
  count: z.number().int(),
  published_at: rangeSchema,
  ends_at: rangeSchema,
});
export type ArticleSpecs = z.infer<typeof articleSpecsSchema>;

/** Body blocks: plain text only, so the page renders them as React text, never as HTML. */
const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({ type: z.literal('quote'), text: z.string(), author: z.string().nullable() }),
]);
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

export const articleDetailSchema = articleListItemSchema.extend({
  body: z.array(articleBlockSchema),
  gallery: z.array(z.object({ src: z.string(), alt: z.string() })),
  source_url: z.string().nullable(),
  project: projectRefSchema
    .extend({
      kind: z.enum(['residential', 'commercial']),
      district: z.string(),
      address: z.string(),
      image: z.string(),
    })
    .nullable(),
  /** Other articles of the same kind, the same project first. */
  related: z.array(articleListItemSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
