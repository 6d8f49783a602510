/**
 * Valid-ish values from a JSON Schema: mostly inside the limits, sometimes just
 * past them, so the fuzzer reaches the handlers and not only the validator.
 * `known` supplies real values (ids, slugs) seen in the API's own answers.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';
import { nastyValue } from './hostile-values.ts';

export type KnownValues = ReadonlyMap<string, readonly (string | number)[]>;

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function numberValues(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (integer ? -1000 : -1e6);
  const max = schema.maximum ?? (integer ? 100_000 : 1e9);
  const inRange = integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // The edges and one step past them are where off-by-one handling hides.
  const edges = fc.constantFrom(min, max, min - 1, max + 1, integer ? min + 1 : min + 0.5);
  return fc.oneof({ arbitrary: inRange, weight: 4 }, { arbitrary: edges, weight: 1 });
}

function stringValues(schema: JsonSchema, name: string | undefined): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 64;
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const plain = fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 80) });
  const options: Array<fc.WeightedArbitrary<string>> = [{ arbitrary: plain, weight: 3 }];
  if (schema.format === 'uuid') options.push({ arbitrary: fc.uuid(), weight: 8 });
  if (schema.format === 'email' || name === 'email') options.push({ arbitrary: fc.emailAddress(), weight: 6 });
  if (name === 'phone')
    options.push({ arbitrary: fc.constantFrom('+7 (999) 123-45-67', '79991234567', '+7 999'), weight: 6 });
  if (name === 'date')
    options.push({ arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), weight: 6 });
  if (name === 'time') options.push({ arbitrary: fc.constantFrom('09:00', '12:30', '21:00', '25:61', '9'), weight: 6 });
  // Just past the length limit.
  if (schema.maxLength !== undefined)
    options.push({ arbitrary: fc.constant('ж'.repeat(schema.maxLength + 1)), weight: 1 });
  return fc.oneof(...options);
}

/** A value for `schema`; `name` is the property or parameter it is for (hints and known values). */
export function schemaValue(schema: JsonSchema, known: KnownValues, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const real = name ? known.get(name) : undefined;
  const own = ownValue(schema, known, name, depth);
  return real?.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 3 }, { arbitrary: own, weight: 2 })
    : own;
}

function ownValue(
  schema: JsonSchema,
  known: KnownValues,
  name: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => schemaValue(variant, known, name, depth)));
  if (schema.allOf?.length) return schemaValue(Object.assign({}, ...schema.allOf) as JsonSchema, known, name, depth);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = typesOf(schema);
  const type = types.find((each) => each !== 'null') ?? (schema.properties ? 'object' : undefined);
  const withNull = (value: fc.Arbitrary<unknown>) =>
    types.includes('null') || schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
  switch (type) {
    case 'integer':
      return withNull(numberValues(schema, true));
    case 'number':
      return withNull(numberValues(schema, false));
    case 'boolean':
      return withNull(fc.boolean());
    case 'string':
      return withNull(stringValues(schema, name));
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const maxLength = Math.min(schema.maxItems ?? 5, 8);
      return withNull(fc.array(schemaValue(schema.items ?? {}, known, name, depth + 1), { maxLength }));
    }
    case 'object':
      return withNull(depth > 4 ? fc.constant({}) : objectValue(schema, known, depth));
    default:
      return nastyValue;
  }
}

function objectValue(schema: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = schemaValue(property, known, key, depth + 1);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}
