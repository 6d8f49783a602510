/**
 * Server renders taken a few at a time, first come first served (decision
 * 032). A render is CPU work on the one JavaScript thread with short waits
 * for its reads; a hundred started at once interleave, each takes a hundred
 * times longer and the slowest starve past any client's patience. In a queue
 * every page waits its turn, and a page that would wait longer than
 * `maxWaitMs` is given up (`RenderBusyError`): the server sends the page the
 * browser draws, which costs it next to nothing, instead of a timeout.
 */
export class RenderBusyError extends Error {
  constructor(readonly waitedMs: number) {
    super(`server render queue: no turn within ${Math.round(waitedMs)} ms`);
    this.name = 'RenderBusyError';
  }
}

interface Waiting {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface RenderQueueOptions {
  /** Renders under way at once. */
  concurrency: number;
  /** Longest wait for a turn before the render is given up. */
  maxWaitMs: number;
}

export class RenderQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(private readonly options: RenderQueueOptions) {}

  /** Renders now or in turn; rejects with RenderBusyError when no turn comes in time. */
  run<T>(render: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency) return this.start(render);
    return new Promise<T>((resolve, reject) => {
      const queuedAt = performance.now();
      const entry: Waiting = {
        start: () => {
          clearTimeout(entry.timer);
          this.start(render).then(resolve, reject);
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new RenderBusyError(performance.now() - queuedAt));
        }, this.options.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  /** Renders under way and waiting (tests, logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private async start<T>(render: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await render();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.start();
    }
  }
}
