/**
 * A hand-written check of the /standarts `sections` block, without zod. The
 * contract stays `standartsBlockSchema` (company-pages.ts); the screen checks
 * the `module/` data it reads with this guard instead, because parsing with
 * the schema would put zod into the screen's first load (decision 015).
 * standarts-block.test.ts holds the guard to the schema, case by case.
 * Unlike the schema, the guard keeps unknown keys; the page reads only its own.
 */
import type { StandartSection, StandartsBlock } from './company-pages.ts';

type Fields = Record<string, unknown>;

// An object with fields, as zod's `z.object` takes it: not null, not an array.
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

const isFigure = (value: unknown) =>
  value === null || (isObject(value) && isString(value.value) && isString(value.label));

function isSection(value: unknown): value is StandartSection {
  return (
    isObject(value) &&
    isString(value.slug) &&
    isString(value.title) &&
    isString(value.lead) &&
    isStrings(value.points) &&
    isFigure(value.figure)
  );
}

export function isStandartsBlock(value: unknown): value is StandartsBlock {
  return isObject(value) && isString(value.intro) && Array.isArray(value.items) && value.items.every(isSection);
}
