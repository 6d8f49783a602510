/**
 * At most `concurrency` PDF renders at once. A render is ~20–200 ms of CPU on
 * the one event loop; a burst of shared links must queue rather than stall
 * every other request for seconds.
 */
export function createRenderLimit(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so a newcomer cannot slip in between.
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
