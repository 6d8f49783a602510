/**
 * Russian plural forms: `pluralRu(5, ['минута', 'минуты', 'минут'])` → 'минут'.
 * Forms are (one, few, many): 1 / 2–4 / 5–20 and the teens.
 */
export type PluralForms = readonly [one: string, few: string, many: string];

export function pluralRu(count: number, forms: PluralForms): string {
  const [one, few, many] = forms;
  // Fractions agree with the genitive singular («1,5 часа»).
  if (!Number.isInteger(count)) return few;
  const n = Math.abs(count) % 100;
  if (n >= 11 && n <= 14) return many;
  const last = n % 10;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}
