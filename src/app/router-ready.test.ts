import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { whenInitialized } from './router-ready';

describe('whenInitialized', () => {
  it('resolves only once the first navigation’s loaders have answered', async () => {
    let answer!: () => void;
    const router = createMemoryRouter([
      { path: '/', loader: () => new Promise<null>((resolve) => (answer = () => resolve(null))) },
    ]);
    let ready = false;
    const waiting = whenInitialized(router).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).toBe(false);
    answer();
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once for a router that is already initialized', async () => {
    const router = createMemoryRouter([{ path: '/', element: null }]);
    expect(router.state.initialized).toBe(true);
    await expect(whenInitialized(router)).resolves.toBeUndefined();
  });
});
