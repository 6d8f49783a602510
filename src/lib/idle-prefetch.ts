/**
 * Idle prefetch of likely next screens (spec §9: idle timeout 2000 ms, none on
 * 2g or with data saver). Nothing starts before the page's `load` event and
 * 2000 ms after it; then the chunks are fetched one step at a time at idle
 * moments, so they sit in the module map and the HTTP cache when the visitor
 * clicks. Only code is fetched, never data: a guess must not cost API calls.
 *
 * On a page the server rendered the files are named by the server and linked
 * as modulepreloads (`modulePreloadSteps`): fetched and compiled, not run. An
 * `import()` runs the screen's modules, ~100–200 ms of one task at a phone's
 * speed, while the visitor may already be scrolling (issue 31).
 */
import { prefersLightData } from './connection';

export const PREFETCH_DELAY_MS = 2000;

type Loader = () => Promise<unknown>;

interface IdleWindow extends Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> {
  document: Pick<Document, 'readyState'>;
  navigator: Navigator;
  requestIdleCallback?: Window['requestIdleCallback'];
  cancelIdleCallback?: Window['cancelIdleCallback'];
}

/** Runs `run` once the page has loaded (at once if it already has); returns a cancel function. */
export function afterLoad(run: () => void, win: IdleWindow = window): () => void {
  if (win.document.readyState === 'complete') {
    run();
    return () => undefined;
  }
  const onLoad = () => run();
  win.addEventListener('load', onLoad, { once: true });
  return () => win.removeEventListener('load', onLoad);
}

/** The next idle moment (at most `timeout` later); a plain timer where `requestIdleCallback` is missing (Safari). */
function onIdle(run: () => void, win: IdleWindow, timeout: number): () => void {
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(run, { timeout });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = win.setTimeout(run, timeout);
  return () => win.clearTimeout(timer);
}

/**
 * Steps that link `hrefs` as modulepreloads, `perStep` at a time (each link
 * costs its task ~10 ms at a phone's speed, src/boot.ts); a step ends when its
 * files have arrived or failed.
 */
export function modulePreloadSteps(hrefs: readonly string[], doc: Document = document, perStep = 2): Loader[] {
  const steps: Loader[] = [];
  for (let start = 0; start < hrefs.length; start += perStep) {
    const batch = hrefs.slice(start, start + perStep);
    steps.push(() =>
      Promise.all(
        batch.map(
          (href) =>
            new Promise<void>((resolve) => {
              const link = doc.createElement('link');
              link.rel = 'modulepreload';
              link.crossOrigin = '';
              link.href = href;
              link.addEventListener('load', () => resolve(), { once: true });
              link.addEventListener('error', () => resolve(), { once: true });
              doc.head.append(link);
            }),
        ),
      ).then(() => undefined),
    );
  }
  return steps;
}

/** Schedules the loaders; returns a cancel function (tests, hot reload). */
export function scheduleIdlePrefetch(loaders: readonly Loader[], win: IdleWindow = window): () => void {
  let cancelled = false;
  let cancelStep: () => void = () => undefined;

  const step = (index: number) => {
    // Checked before each chunk: the connection may have changed since the page loaded.
    if (cancelled || index >= loaders.length || prefersLightData(win.navigator) || win.navigator.onLine === false)
      return;
    cancelStep = onIdle(
      () => {
        loaders[index]()
          // A failed guess is harmless: the real navigation loads (and reports) it again.
          .catch(() => undefined)
          .then(() => step(index + 1));
      },
      win,
      PREFETCH_DELAY_MS,
    );
  };

  const cancelLoad = afterLoad(() => {
    const timer = win.setTimeout(() => step(0), PREFETCH_DELAY_MS);
    cancelStep = () => win.clearTimeout(timer);
  }, win);

  return () => {
    cancelled = true;
    cancelLoad();
    cancelStep();
  };
}
