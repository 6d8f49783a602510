/**
 * Delayed start-up (spec §4, §9): non-essential work (third-party scripts,
 * prefetch) waits for the first user interaction or an idle timeout: 3000 ms
 * under 640 px width, else 4000 ms, with an idle-callback limit of 7000 ms.
 * Pages under /print and /pdf switch the delay off and start at once.
 */
import { delaysStartup } from './routes';

const INTERACTION_EVENTS = ['mousemove', 'scroll', 'keydown', 'click', 'touchstart', 'wheel'] as const;
const IDLE_CALLBACK_LIMIT_MS = 7000;

export function idleTimeoutFor(width: number): number {
  return width < 640 ? 3000 : 4000;
}

let started: Promise<void> | undefined;

export function whenStartupAllowed(win: Window = window): Promise<void> {
  if (started) return started;
  started = new Promise<void>((resolve) => {
    if (!delaysStartup(win.location.pathname)) {
      resolve();
      return;
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const name of INTERACTION_EVENTS) win.removeEventListener(name, finish);
      resolve();
    };
    for (const name of INTERACTION_EVENTS) win.addEventListener(name, finish, { once: true, passive: true });
    win.setTimeout(() => {
      if ('requestIdleCallback' in win) win.requestIdleCallback(finish, { timeout: IDLE_CALLBACK_LIMIT_MS });
      else finish();
    }, idleTimeoutFor(win.innerWidth));
  });
  return started;
}

/** Test seam: forget the memoised promise. */
export function resetDelayedStartup(): void {
  started = undefined;
}
