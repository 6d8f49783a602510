/** `GET /api/cooperation/` with `facets/` and `specs/` (spec §7): the partnership pages' content. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cooperationFacetsSchema,
  cooperationListSchema,
  cooperationSpecsSchema,
} from '../../src/schemas/cooperation.ts';
import { expectError, expectOk } from './helpers/expect-json.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/cooperation/', () => {
  it('gives every kind with benefits, conditions, steps and FAQ', async () => {
    const { count, results } = await expectOk(ctx.app, '/api/cooperation/', cooperationListSchema);
    expect(count).toBe(3);
    expect(results.map((item) => item.kind)).toEqual(['brokers', 'investors', 'landowners']);
    for (const item of results) {
      expect(item.benefits.length, item.kind).toBeGreaterThanOrEqual(3);
      expect(item.conditions.length, item.kind).toBeGreaterThanOrEqual(3);
      expect(item.steps.length, item.kind).toBeGreaterThanOrEqual(3);
      expect(item.faq.length, item.kind).toBeGreaterThanOrEqual(3);
    }
    expect(results[0]!.commission.length).toBeGreaterThan(0);
  });

  it('narrows by kind (comma-joined) and counts kinds in facets', async () => {
    const one = await expectOk(ctx.app, '/api/cooperation/?kind=investors', cooperationListSchema);
    expect(one.results.map((item) => item.kind)).toEqual(['investors']);
    const two = await expectOk(ctx.app, '/api/cooperation/?kind=brokers,landowners', cooperationListSchema);
    expect(two.count).toBe(2);
    const { facets } = await expectOk(ctx.app, '/api/cooperation/facets/?kind=brokers', cooperationFacetsSchema);
    expect(facets.kind).toEqual([
      { value: 'brokers', label: 'Брокерам', count: 1, disabled: false },
      { value: 'investors', label: 'Инвесторам', count: 1, disabled: false },
      { value: 'landowners', label: 'Землевладельцам', count: 1, disabled: false },
    ]);
  });

  it('gives the broker commission range; none for landowners', async () => {
    const brokers = await expectOk(ctx.app, '/api/cooperation/specs/?kind=brokers', cooperationSpecsSchema);
    const { results } = await expectOk(ctx.app, '/api/cooperation/?kind=brokers', cooperationListSchema);
    const percents = results[0]!.commission.map((row) => row.percent);
    expect(brokers).toEqual({ count: 1, commission: { min: Math.min(...percents), max: Math.max(...percents) } });
    const land = await expectOk(ctx.app, '/api/cooperation/specs/?kind=landowners', cooperationSpecsSchema);
    expect(land.commission).toEqual({ min: null, max: null });
  });

  it('answers 400 in Russian for an unknown kind', async () => {
    const body = await expectError(ctx.app, '/api/cooperation/?kind=builders', 400);
    expect(body.message).toBe('Некорректное значение: kind');
    expect(body.errors?.kind?.error_msg).toMatch(/^Вид сотрудничества/);
    await expectError(ctx.app, '/api/cooperation/facets/?kind=brokers,nobody', 400);
  });
});
