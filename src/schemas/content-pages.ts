/**
 * Contracts of the content pages (issue 8): the documents catalogue
 * (`/api/documents/` + `facets/`, `specs/`, `{slug}/`), owners' guides
 * (`/api/owners/`), media stories (`/api/media_pages/`) and the legal pages
 * (`/api/privacy_policy/`, `/api/personal_data_consent/`, `/api/anti_corruption/`).
 * Texts travel as typed blocks, never as HTML, so every screen renders them as text.
 */
import { z } from 'zod';
import { DOCUMENT_CATEGORIES, MEDIA_CATEGORIES, type DocumentCategory } from './content-categories.ts';
import { documentItemSchema } from './documents.ts';
import { facetsSchema, rangeSchema } from './lots.ts';
import { csv, intIn, MAX_INT } from './query-params.ts';

// Categories, names and labels live in a zod-free module (the screens read them without schemas); the server imports them from here.
export {
  COMPANY_DOCUMENTS_LABEL,
  COMPANY_PROJECT_ID,
  DOCUMENT_CATEGORY_NAMES,
  GUIDE_CATEGORY_NAMES,
  MEDIA_CATEGORIES,
  MEDIA_CATEGORY_NAMES,
  type DocumentCategory,
  type MediaCategory,
} from './content-categories.ts';

const isCategory = (part: string): DocumentCategory | undefined =>
  (DOCUMENT_CATEGORIES as readonly string[]).includes(part) ? (part as DocumentCategory) : undefined;

export const documentsQuerySchema = z.object({
  project: csv(intIn(0, MAX_INT), 'Укажите проекты: целые неотрицательные числа через запятую').optional(),
  category: csv(isCategory, `Допустимые категории: ${DOCUMENT_CATEGORIES.join(', ')}`).optional(),
  year: csv(intIn(2000, 2100), 'Год — четыре цифры от 2000 до 2100').optional(),
});
export type DocumentsQuery = z.output<typeof documentsQuerySchema>;
/** What the browser sends: plain arrays, comma-joined by the base query. */
export interface DocumentsFilter {
  project?: number[];
  category?: DocumentCategory[];
  year?: number[];
}

const documentProjectSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  url: z.string(),
});

const catalogueDocumentSchema = documentItemSchema.extend({
  category_name: z.string(),
  project: documentProjectSchema.nullable(),
});
export type CatalogueDocument = z.infer<typeof catalogueDocumentSchema>;

export const documentsCatalogueSchema = z.object({
  count: z.number().int(),
  results: z.array(catalogueDocumentSchema),
});
export type DocumentsCatalogue = z.infer<typeof documentsCatalogueSchema>;

/** `project`, `category`, `year` options, each counted under the other two filters. */
export const documentsFacetsSchema = facetsSchema;
export const documentsSpecsSchema = z.object({ year: rangeSchema, file_size: rangeSchema, count: z.number().int() });

export const slugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, { error: 'Адрес страницы: латинские буквы, цифры и дефисы' }),
});

export const documentDetailSchema = catalogueDocumentSchema.extend({
  related: z.array(catalogueDocumentSchema).max(6),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

// ---- text blocks shared by guides, media stories and legal pages ----

const textBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
]);
export type TextBlock = z.infer<typeof textBlockSchema>;

// ---- owners' guides ----

const guideCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  category: z.string(),
  category_name: z.string(),
  image: z.string().nullable(),
  published_at: z.string(),
  url: z.string(),
});
export type GuideCard = z.infer<typeof guideCardSchema>;
export const guideListSchema = z.object({ count: z.number().int(), results: z.array(guideCardSchema) });
export type GuideList = z.infer<typeof guideListSchema>;

export const guideDetailSchema = guideCardSchema.extend({
  blocks: z.array(textBlockSchema),
  related: z.array(guideCardSchema).max(4),
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;

// ---- media stories ----

export const mediaQuerySchema = z.object({
  category: z.enum(MEDIA_CATEGORIES, { error: `Допустимые значения: ${MEDIA_CATEGORIES.join(', ')}` }).optional(),
});

const mediaImageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

const mediaCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  category: z.enum(MEDIA_CATEGORIES),
  category_name: z.string(),
  project: documentProjectSchema.nullable(),
  cover: mediaImageSchema.nullable(),
  photos: z.number().int(),
  published_at: z.string(),
  url: z.string(),
});
export type MediaCard = z.infer<typeof mediaCardSchema>;
export const mediaListSchema = z.object({ count: z.number().int(), results: z.array(mediaCardSchema) });
export type MediaList = z.infer<typeof mediaListSchema>;
export const mediaFacetsSchema = facetsSchema;

export const mediaDetailSchema = mediaCardSchema.extend({
  blocks: z.array(textBlockSchema),
  gallery: z.array(mediaImageSchema),
});
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

// ---- legal pages ----

const legalSectionSchema = z.object({
  /** Anchor of the section: `#{anchor}` links from the table of contents. */
  anchor: z.string().regex(/^[a-z][a-z0-9-]*$/),
  title: z.string(),
  blocks: z.array(textBlockSchema),
});

export const legalPageSchema = z.object({
  title: z.string(),
  lead: z.string(),
  /** Date of the current edition, `YYYY-MM-DD`. */
  updated_at: z.string(),
  sections: z.array(legalSectionSchema).min(1),
  /** Anti-corruption only: the hotline and the company documents on the subject. */
  hotline: z.object({ phone: z.string(), email: z.string(), note: z.string() }).optional(),
  documents: z.array(documentItemSchema).optional(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export const LEGAL_PAGES = ['privacy_policy', 'personal_data_consent', 'anti_corruption'] as const;
export type LegalPageKey = (typeof LEGAL_PAGES)[number];
