/** Assertions shared by the API suites: a 200 parsed by its contract, or an error in Russian. */
import { expect } from 'vitest';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import type { App } from '../../../server/app.ts';
import { getJson } from './test-app.ts';

export async function expectOk<T>(app: App, url: string, schema: { parse(value: unknown): T }): Promise<T> {
  const { status, body } = await getJson(app, url);
  expect(status, `${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return schema.parse(body);
}

export async function expectError(app: App, url: string, status: number) {
  const response = await getJson(app, url);
  expect(response.status, url).toBe(status);
  const body = apiErrorSchema.parse(response.body);
  expect(body.message).toMatch(/[а-яё]/i);
  return body;
}
