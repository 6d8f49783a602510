/**
 * The first script of every built page (decisions 020, 032). A page the
 * server rendered paints from its HTML and head stylesheets alone, so the app
 * starts at once (no wait for a first paint): its scripts are fetched and
 * hydrate what is already shown. The work is still split into short tasks
 * (below, decision 025), so no long task blocks the page's first taps.
 *
 * The build (build/defer-entry.ts) names the app's entry chunk and its
 * modulepreloads on this script's tag: `data-app`, `data-app-preloads`; the
 * server adds the files of the page's screen, `data-screen-preloads`
 * (decision 021), so they download beside the framework instead of after it;
 * on a page it rendered only the scripts, its stylesheets being in the head.
 * A failed load (a deploy replaced the files) reloads the page once (spec §4).
 */
export const APP_ATTRIBUTE = 'data-app';

const list = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);

function appendPreloads(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    // The same attributes as Vite's own preloads, which then find these and add nothing.
    link.rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Adding a modulepreload costs the main thread more than it seems: traced at
 * Lighthouse's 4× slowdown, ~10 ms a link (the browser starts the module's
 * fetch and its preparation in that task), so six links made a long task.
 * The app's and the screen's dozens of files go two at a time, a task each.
 */
const BATCH_SIZE = 2;
// Not src/lib/next-task.ts: shared with the entry, it would become a chunk the boot script waits for.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startApp(): Promise<unknown> {
  const tag = document.querySelector<HTMLScriptElement>(`script[${APP_ATTRIBUTE}]`);
  const entry = tag?.dataset.app;
  if (!entry) throw new Error('the app entry is not named on the boot script');
  // All before the entry runs: its router asks for the screen at once, and Vite's
  // preloading adds only the links it does not find.
  const files = [entry, ...list(tag.dataset.appPreloads), ...list(tag.dataset.screenPreloads)];
  for (let start = 0; start < files.length; start += BATCH_SIZE) {
    if (start > 0) await nextTask();
    appendPreloads(files.slice(start, start + BATCH_SIZE));
  }
  // The entry's shared chunks (the framework) run first, each in a task of its own:
  // evaluated with the entry, they made one long task.
  for (const chunk of list(tag.dataset.appPreloads).filter((href) => href.endsWith('.js'))) {
    await nextTask();
    await import(/* @vite-ignore */ chunk);
  }
  await nextTask();
  return import(/* @vite-ignore */ entry);
}

const RELOAD_KEY = 'chunk-reload-at';
const RELOAD_INTERVAL_MS = 60_000;

function reloadOnce(error: unknown): void {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_INTERVAL_MS) throw error;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  location.reload();
}

void startApp().catch(reloadOnce);
