/**
 * Contracts of the partnership pages (spec §7 `cooperation/` + `facets/`,
 * `specs/`): one entry per kind (brokers, investors, landowners) with its
 * benefits, conditions, commission, steps of working together and FAQ.
 * `?kind=` narrows the list (comma-joined, spec §2).
 */
import { z } from 'zod';
import { facetsSchema, rangeSchema } from './lots.ts';
import { csv } from './query-params.ts';

export const COOPERATION_KINDS = ['brokers', 'investors', 'landowners'] as const;
export type CooperationKind = (typeof COOPERATION_KINDS)[number];
export const COOPERATION_KIND_NAMES: Record<CooperationKind, string> = {
  brokers: 'Брокерам',
  investors: 'Инвесторам',
  landowners: 'Землевладельцам',
};

export const cooperationQuerySchema = z.object({
  kind: csv(
    (part) => ((COOPERATION_KINDS as readonly string[]).includes(part) ? (part as CooperationKind) : undefined),
    'Вид сотрудничества: brokers, investors или landowners',
  ).optional(),
});
export type CooperationQuery = z.infer<typeof cooperationQuerySchema>;

const titledTextSchema = z.object({ title: z.string(), text: z.string() });

const cooperationItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COOPERATION_KINDS),
  title: z.string(),
  lead: z.string(),
  benefits: z.array(titledTextSchema),
  /** Key terms as label/value pairs: «Вознаграждение» — «до 4 %». */
  conditions: z.array(z.object({ label: z.string(), value: z.string(), note: z.string().optional() })),
  /** Broker commission by deal type, percent of the contract price; empty for other kinds. */
  commission: z.array(z.object({ label: z.string(), percent: z.number() })),
  steps: z.array(titledTextSchema),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  contact_email: z.string(),
});
export type CooperationItem = z.infer<typeof cooperationItemSchema>;
export const cooperationListSchema = z.object({ count: z.number().int(), results: z.array(cooperationItemSchema) });

export const cooperationFacetsSchema = facetsSchema;
export const cooperationSpecsSchema = z.object({ count: z.number().int(), commission: rangeSchema });
