/**
 * Server renders a few at a time (html/render-queue.ts): first come first
 * served, a page that gets no turn in time is given up with RenderBusyError,
 * and a page whose render was missed (busy or failed) is sent as the page the
 * browser draws but never kept by the render cache — the next request renders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import type { PageRenderer } from '../../server/html/ssr-renderer.ts';
import { RenderBusyError, RenderQueue } from '../../server/html/render-queue.ts';
import { createHtmlTestApp } from './helpers/html-test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A render that finishes when told to. */
function pending<T>(value: T) {
  let finish!: () => void;
  const done = new Promise<T>((resolve) => {
    finish = () => resolve(value);
  });
  return { render: () => done, finish };
}

describe('RenderQueue', () => {
  it('runs at most `concurrency` renders at once, the rest in order of arrival', async () => {
    const queue = new RenderQueue({ concurrency: 2, maxWaitMs: 5000 });
    const order: string[] = [];
    const renders = ['a', 'b', 'c', 'd'].map((name) => pending(name));
    const results = renders.map((item) => queue.run(item.render).then((name) => order.push(name)));
    await tick();
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    renders[1]!.finish();
    await tick();
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    renders[3]!.finish();
    renders[2]!.finish();
    renders[0]!.finish();
    await Promise.all(results);
    expect(order).toEqual(['b', 'a', 'c', 'd']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives up a render that gets no turn within maxWaitMs, and the others still run', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaitMs: 30 });
    const first = pending('first');
    const running = queue.run(first.render);
    const late = queue.run(async () => 'late');
    await expect(late).rejects.toBeInstanceOf(RenderBusyError);
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await expect(running).resolves.toBe('first');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('frees the turn of a render that failed', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaitMs: 1000 });
    const failing = queue.run(async () => {
      throw new Error('broken screen');
    });
    const next = queue.run(async () => 'drawn');
    await expect(failing).rejects.toThrow('broken screen');
    await expect(next).resolves.toBe('drawn');
  });
});

describe('a missed server render', () => {
  let harness: TestApp;
  let app: App;
  beforeAll(async () => {
    harness = await createHtmlTestApp();
    ({ app } = harness);
  });
  afterAll(() => harness?.close());

  const cacheOf = (response: { headers: Record<string, unknown> }) =>
    /cache;desc=(\w+)/.exec(String(response.headers['server-timing']))?.[1];
  const renderer = (render: PageRenderer['render']): PageRenderer => ({ bundle: 'test', render });
  const drawn: PageRenderer['render'] = async (input) => ({
    kind: 'page',
    status: 200,
    html: '<main id="drawn-on-server">Страница</main>',
    state: {
      renderedAt: input.renderedAt,
      api: {},
      router: { loaderData: {}, actionData: null, errors: null },
      reads: [],
    },
    passes: 1,
    lateReads: [],
  });

  for (const [why, missed] of [
    ['failed', renderer(async () => Promise.reject(new Error('screen threw')))],
    ['busy', renderer(async () => Promise.reject(new RenderBusyError(1500)))],
  ] as const) {
    it(`(${why}) is sent for the browser to draw, not kept, and the next request renders it`, async () => {
      const url = `/contacts?missed=${why}`;
      const saved = app.pageRenderer;
      try {
        app.pageRenderer = missed;
        const first = await app.inject({ method: 'GET', url });
        expect(first.statusCode).toBe(200);
        expect(cacheOf(first)).toBe('miss');
        expect(first.body).not.toContain('drawn-on-server');

        app.pageRenderer = renderer(drawn);
        const second = await app.inject({ method: 'GET', url });
        expect(cacheOf(second)).toBe('miss');
        expect(second.body).toContain('drawn-on-server');
        const third = await app.inject({ method: 'GET', url });
        expect(cacheOf(third)).toBe('hit');
      } finally {
        app.pageRenderer = saved;
      }
    });
  }
});
