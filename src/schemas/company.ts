/**
 * About-the-company lists the lead forms need (spec §7 `tenders/`, `vacancy/`):
 * the open tenders a contractor may bid on and the published vacancies. Kept
 * to what a list row and a form select show; the full content pages
 * (descriptions, facets, `{id}/`) come with their own issue.
 */
import { z } from 'zod';

/** An open tender: accepting offers until `deadline` (ISO 8601). */
const openTenderSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Work category, e.g. «Фасадные работы». */
  category: z.string(),
  /** The project the works are for, when there is one. */
  project: z.string().nullable(),
  description: z.string(),
  deadline: z.string(),
});
export const openTendersSchema = z.object({ results: z.array(openTenderSchema) });
export type OpenTender = z.infer<typeof openTenderSchema>;

/** A published vacancy; salaries in roubles a month, either bound may be missing. */
const vacancyItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  city: z.string(),
  salary_from: z.number().int().nullable(),
  salary_to: z.number().int().nullable(),
  experience: z.string(),
  schedule: z.string(),
});
export const vacanciesSchema = z.object({ results: z.array(vacancyItemSchema) });
export type VacancyItem = z.infer<typeof vacancyItemSchema>;
