/**
 * Contracts of the common site calls (spec §3, §7). One zod schema per
 * contract: the Fastify routes validate their responses with these, the
 * browser reads the inferred types, the tests parse real answers with them.
 */
import { z } from 'zod';
import { wholeNumber } from './whole-numbers.ts';

export const socialSchema = z.object({
  id: z.number().int(),
  title: z.enum(['vkontakte', 'telegram', 'whatsapp', 'youtube', 'dzen', 'rutube']),
  link: z.string().url(),
  icon: z.string(),
});

const menuItemSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** A route path such as `/projects/zamoskvorechye`. */
  value: z.string(),
  disabled: z.boolean().default(false),
});

const purchaseEntrySchema = z.object({
  slug: z.string(),
  /** May contain line breaks (spec §3). */
  label: z.string(),
  title: z.string(),
});

export const siteInfoSchema = z.object({
  brand: z.object({ name: z.string(), legal_name: z.string(), slogan: z.string() }),
  header_projects: z.array(menuItemSchema),
  estate: z.array(menuItemSchema.omit({ disabled: true })),
  purchase: z.array(purchaseEntrySchema),
  about: z.object({ title: z.string(), submenu: z.array(menuItemSchema.omit({ disabled: true })) }),
  media: z.object({
    socials: z.array(socialSchema),
    address: z.string(),
    work_time: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  apps: z.object({ app_store: z.string().url(), google_play: z.string().url() }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

const headerProjectSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  clickable: z.boolean(),
  finished: z.boolean(),
});
export const headerListSchema = z.object({ results: z.array(headerProjectSchema) });
export type HeaderProject = z.infer<typeof headerProjectSchema>;

/** Maintenance announcement: `time` is when the works end (ISO), null when none. */
export const techSchema = z.object({ time: z.string().datetime({ offset: true }).nullable() });
export type Tech = z.infer<typeof techSchema>;

export const seoPageQuerySchema = z.object({
  slug: z.string().min(1).max(300).startsWith('/', { message: 'Путь должен начинаться с «/»' }),
});
export const seoPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  og_image: z.string().nullable(),
  /** Heading of the page (entity name for parameterised routes). */
  h1: z.string(),
});
export type SeoPage = z.infer<typeof seoPageSchema>;

const promoFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  button_label: z.string().default('Подробнее'),
  url: z.string(),
});
export const promoFormsSchema = z.object({ results: z.array(promoFormSchema) });
export type PromoForm = z.infer<typeof promoFormSchema>;

const positiveInt = (max: number, error: string) => wholeNumber(1, max, error);

export const pressQuerySchema = z.object({
  type: z
    .enum(['about_us', 'news', 'publication'], { error: 'Допустимые значения: about_us, news, publication' })
    .optional(),
  category: z.string().max(100, { error: 'Не длиннее 100 символов' }).optional(),
  project: positiveInt(2_147_483_647, 'Укажите номер проекта — целое положительное число').optional(),
  page: positiveInt(10_000, 'Номер страницы — целое число от 1 до 10 000').default(1),
  page_size: positiveInt(100, 'Размер страницы — целое число от 1 до 100').default(12),
});
const pressItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  /** Category slug: `interview`, `review`, `analytics`, `news`. */
  category: z.string().nullable(),
  type: z.enum(['about_us', 'news', 'publication']),
  /** Publication name. */
  source: z.string(),
  published_at: z.string(),
  url: z.string(),
  image: z.string().nullable(),
});
export const pressListSchema = z.object({ count: z.number().int(), results: z.array(pressItemSchema) });
export type PressItem = z.infer<typeof pressItemSchema>;

export const projectCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(['residential', 'commercial']),
  district: z.string(),
  address: z.string(),
  image: z.string(),
  min_price: z.number().nullable(),
  lots_free: z.number().int(),
  completion_text: z.string(),
  metro: z.string().nullable(),
});

const articleCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['news', 'press', 'promo']),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  image: z.string().nullable(),
  published_at: z.string(),
  ends_at: z.string().nullable(),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const mainPageSchema = z.object({
  hero: z.object({ title: z.string(), subtitle: z.string(), image: z.string(), url: z.string() }),
  projects: z.array(projectCardSchema),
  promos: z.array(articleCardSchema),
  news: z.array(articleCardSchema),
  purchase: z.array(purchaseEntrySchema),
  about: z.object({
    title: z.string(),
    text: z.string(),
    facts: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
});
export type MainPage = z.infer<typeof mainPageSchema>;

/** `main_page/preview/`: the key may come as `?token=` (a link for editors) or the `X-Preview-Token` header. */
export const mainPagePreviewQuerySchema = z.object({
  token: z.string().max(200, { error: 'Ключ предпросмотра — не длиннее 200 символов' }).optional(),
});

/** `action_timers/`: optional project filter (its running promotions only). */
export const actionTimersQuerySchema = z.object({
  project: positiveInt(2_147_483_647, 'Укажите номер проекта — целое положительное число').optional(),
});
/** A running promotion's countdown: where it leads and when it ends. */
const actionTimerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** `/promo/{slug}/`. */
  url: z.string(),
  project: z.number().int().nullable(),
  ends_at: z.string().datetime({ offset: true }),
});
export const actionTimersSchema = z.object({
  /** The server's clock: the browser counts down by it, not by a possibly wrong local clock. */
  server_time: z.string().datetime({ offset: true }),
  results: z.array(actionTimerSchema),
});
export type ActionTimers = z.infer<typeof actionTimersSchema>;

/** Error body of every failed `/api` call: a Russian message, optional field errors. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.object({ error_msg: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
