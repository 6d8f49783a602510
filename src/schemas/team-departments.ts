/**
 * Departments of the team filter (company-pages.ts re-exports them), without
 * zod: the team filter of /about needs only these, so that screen loads no
 * schemas (decision 015).
 */

/** Departments of the team filter: stable slugs in the address, Russian names on screen and in the table. */
export const TEAM_DEPARTMENTS = [
  { slug: 'management', name: 'Руководство' },
  { slug: 'sales', name: 'Продажи' },
  { slug: 'construction', name: 'Строительство' },
  { slug: 'design', name: 'Проектирование' },
  { slug: 'marketing', name: 'Маркетинг' },
  { slug: 'service', name: 'Сервис' },
] as const;
export type DepartmentSlug = (typeof TEAM_DEPARTMENTS)[number]['slug'];
