/**
 * Company pages (spec §7 `about/`, `about/team/` + `facets/` + `specs/`,
 * `about/charity/`, `partners_page/`, `partners/`, `partners_type/`,
 * `services/`, `contacts/`, `module/`): the routes validate queries and
 * serialise answers with these, the screens read the inferred types.
 * Editorial blocks live in `content_blocks`; their shapes are here too, so
 * the seed, the server and a screen reading `module/` agree on one contract.
 */
import { z } from 'zod';
import { facetsSchema } from './lots.ts';
import { csv } from './query-params.ts';
import { TEAM_DEPARTMENTS, type DepartmentSlug } from './team-departments.ts';

// ---- editorial blocks (content_blocks.data) ----

/** A key figure: 12 проектов, 1,2 млн м². `value` is a number so the page can format and animate it. */
const figureSchema = z.object({ value: z.number(), unit: z.string().nullable(), label: z.string() });
export type Figure = z.infer<typeof figureSchema>;

export const missionBlockSchema = z.object({ title: z.string(), text: z.string(), principles: z.array(z.string()) });
export const figuresBlockSchema = z.object({ items: z.array(figureSchema) });
const milestoneSchema = z.object({ year: z.number().int(), title: z.string(), text: z.string() });
export const historyBlockSchema = z.object({ items: z.array(milestoneSchema) });
const awardSchema = z.object({
  year: z.number().int(),
  title: z.string(),
  issuer: z.string(),
  project: z.string().nullable(),
});
export const awardsBlockSchema = z.object({ items: z.array(awardSchema) });
export type Milestone = z.infer<typeof milestoneSchema>;
export type Award = z.infer<typeof awardSchema>;

/** A quality standard of /standarts: what we promise, point by point, with one measurable figure. */
const standartSectionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  points: z.array(z.string()),
  figure: z.object({ value: z.string(), label: z.string() }).nullable(),
});
export const standartsBlockSchema = z.object({ intro: z.string(), items: z.array(standartSectionSchema) });
export type StandartSection = z.infer<typeof standartSectionSchema>;
/** The screen checks this block with `isStandartsBlock` (standarts-block.ts), which keeps zod out of its first load. */
export type StandartsBlock = z.infer<typeof standartsBlockSchema>;

const linkSchema = z.object({ label: z.string(), url: z.string() });

const serviceSchema = z.object({
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  features: z.array(z.string()),
  /** Who it is for: «Покупателям», «Жителям». */
  audience: z.string(),
  link: linkSchema.nullable(),
});
export const servicesSchema = z.object({ lead: z.string(), items: z.array(serviceSchema) });
export type Service = z.infer<typeof serviceSchema>;
export type ServicesPage = z.infer<typeof servicesSchema>;

// ---- about/ and charity ----

const charityCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  image: z.string().nullable(),
  published_at: z.string(),
  url: z.string(),
});
export type CharityCard = z.infer<typeof charityCardSchema>;
export const charityListSchema = z.object({ count: z.number().int(), results: z.array(charityCardSchema) });
export const charityDetailSchema = charityCardSchema.extend({
  /** Plain paragraphs (no HTML). */
  body: z.array(z.string()),
  /** Other charity projects, newest first. */
  more: z.array(charityCardSchema),
});
export type CharityDetail = z.infer<typeof charityDetailSchema>;

const SLUG_ERROR = 'Адрес (slug) — латинские буквы в нижнем регистре, цифры и дефисы';
export const slugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: SLUG_ERROR }),
});

export const aboutPageSchema = z.object({
  mission: missionBlockSchema,
  figures: z.array(figureSchema),
  history: z.array(milestoneSchema),
  awards: z.array(awardSchema),
  charity: z.array(charityCardSchema),
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

// ---- team ----

export { TEAM_DEPARTMENTS, type DepartmentSlug } from './team-departments.ts';
const DEPARTMENT_SLUGS: readonly string[] = TEAM_DEPARTMENTS.map((department) => department.slug);

export const teamQuerySchema = z.object({
  department: csv(
    (part) => (DEPARTMENT_SLUGS.includes(part) ? (part as DepartmentSlug) : undefined),
    `Неизвестный отдел. Допустимые значения: ${DEPARTMENT_SLUGS.join(', ')}`,
  ).optional(),
});
export type TeamQuery = z.infer<typeof teamQuerySchema>;

const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  department: z.string(),
  department_name: z.string(),
  bio: z.string().nullable(),
  photo: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamListSchema = z.object({ count: z.number().int(), results: z.array(teamMemberSchema) });
export type TeamList = z.infer<typeof teamListSchema>;
export const teamFacetsSchema = facetsSchema;
/** Team size under the query and how many departments it spans (the page's «{n} человек в {m} отделах»). */
export const teamSpecsSchema = z.object({ total: z.number().int(), departments: z.number().int() });
export type TeamSpecs = z.infer<typeof teamSpecsSchema>;

// ---- partners ----

const TYPE_ERROR = 'Тип партнёра — латинские буквы в нижнем регистре, цифры и дефисы';
export const partnersQuerySchema = z.object({
  type: csv((part) => (/^[a-z0-9][a-z0-9-]{0,39}$/.test(part) ? part : undefined), TYPE_ERROR).optional(),
});

const partnerTypeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type PartnerType = z.infer<typeof partnerTypeSchema>;
export const partnerTypesSchema = z.object({ results: z.array(partnerTypeSchema) });

const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  url: z.string().nullable(),
  type: z.string(),
  type_name: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnersSchema = z.object({ count: z.number().int(), results: z.array(partnerSchema) });

export const partnersPageSchema = z.object({
  lead: z.string(),
  figures: z.array(figureSchema),
  /** «Стать партнёром»: the partnership pages for brokers, investors, landowners. */
  offers: z.array(z.object({ title: z.string(), text: z.string(), url: z.string() })),
});
export type PartnersPage = z.infer<typeof partnersPageSchema>;

// ---- contacts ----

const officeSchema = z.object({
  slug: z.string(),
  kind: z.enum(['sales', 'head', 'service']),
  title: z.string(),
  address: z.string(),
  phones: z.array(z.object({ label: z.string(), value: z.string() })),
  email: z.string(),
  hours: z.array(z.object({ days: z.string(), time: z.string() })),
  metro: z.array(z.object({ station: z.string(), line_color: z.string(), walk_minutes: z.number().int() })),
  /** How to get there and where to park. */
  route: z.string(),
  coordinates: z.object({ lat: z.number(), lon: z.number() }),
});
export type Office = z.infer<typeof officeSchema>;
export const officesBlockSchema = z.object({ items: z.array(officeSchema) });

export const contactsSchema = z.object({
  phone: z.string(),
  email: z.string(),
  work_time: z.string(),
  offices: z.array(officeSchema),
  legal: z.object({ name: z.string(), inn: z.string(), ogrn: z.string(), address: z.string() }),
});
export type Contacts = z.infer<typeof contactsSchema>;

// ---- module/ ----

const PAGE_ERROR = 'Укажите страницу: латинские буквы в нижнем регистре, цифры, «-» и «_»';
export const moduleQuerySchema = z.object({
  page: z.string({ error: PAGE_ERROR }).regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: PAGE_ERROR }),
});
const contentModuleSchema = z.object({
  key: z.string(),
  sort: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export const modulesSchema = z.object({ page: z.string(), results: z.array(contentModuleSchema) });
export type Modules = z.infer<typeof modulesSchema>;
