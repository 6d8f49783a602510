/**
 * The team filter's model: departments chosen in the address
 * (`/about?department=sales,design`, so a filtered team can be shared and
 * survives back/forward), facet options for the checkboxes, the summary line.
 */
import { pluralRu } from '@/lib/plural';
import { TEAM_DEPARTMENTS, type DepartmentSlug } from '@/schemas/team-departments';
import type { Facets } from '@/schemas/lots';

const KNOWN: readonly string[] = TEAM_DEPARTMENTS.map((department) => department.slug);

/** Known department slugs from the query value, in the departments' order, unknown ones dropped. */
export function parseDepartments(value: string | null): DepartmentSlug[] {
  const wanted = new Set((value ?? '').split(',').map((part) => part.trim()));
  return KNOWN.filter((slug) => wanted.has(slug)) as DepartmentSlug[];
}

/** The query with the department list set (or removed when empty); other parameters stay. */
export function withDepartments(params: URLSearchParams, departments: readonly DepartmentSlug[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (departments.length) next.set('department', departments.join(','));
  else next.delete('department');
  return next;
}

export interface DepartmentOption {
  value: DepartmentSlug;
  label: string;
  count?: number;
  disabled?: boolean;
}

/** Checkbox options: the facet counts when they came, else the plain list (the filter works before facets load). */
export function departmentOptions(facets: Facets | undefined): DepartmentOption[] {
  const counted = new Map((facets?.facets.department ?? []).map((option) => [String(option.value), option]));
  return TEAM_DEPARTMENTS.map(({ slug, name }) => {
    const option = counted.get(slug);
    // A department nobody works in is hidden rather than shown disabled: it is not a choice at all.
    return option
      ? { value: slug, label: name, count: option.count, disabled: option.count === 0 }
      : { value: slug, label: name };
  }).filter((option) => option.count !== 0);
}

/** «16 человек в 6 отделах», «1 человек в 1 отделе». */
export function teamSummary(total: number, departments: number): string {
  const people = `${total}\u00a0${pluralRu(total, ['человек', 'человека', 'человек'])}`;
  const where = `${departments}\u00a0${pluralRu(departments, ['отделе', 'отделах', 'отделах'])}`;
  return `${people} в\u00a0${where}`;
}
