/**
 * One option of a facet list, as every `facets/` answer of the API gives it
 * (spec §7): its value, its label, how many items it would find with the
 * other filters kept, and `disabled` when that is none.
 */
export function facetOption<V>(value: V, label: string, count: number) {
  return { value, label, count, disabled: count === 0 };
}
