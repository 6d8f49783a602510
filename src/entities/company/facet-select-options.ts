/**
 * Select options from a facet of the company lists (tenders, vacancies):
 * an empty «all» option first, then each value with its count; a value that
 * would give nothing is disabled unless it is already chosen (so it can be
 * unchosen).
 */
import type { FacetOption } from '@/schemas/lots';
import type { SelectOption } from '@/ui/select/select';

export function facetSelectOptions(
  facet: readonly FacetOption[] | undefined,
  chosen: string | null,
  allLabel: string,
): SelectOption[] {
  const options: SelectOption[] = [{ label: allLabel, value: '', reset: true }];
  for (const item of facet ?? []) {
    if (typeof item.value === 'boolean') continue;
    const value = String(item.value);
    options.push({
      label: `${item.label} (${item.count})`,
      displayName: item.label,
      value,
      disabled: value !== chosen && item.count === 0,
    });
  }
  return options;
}
