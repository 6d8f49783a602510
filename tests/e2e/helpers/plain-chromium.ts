/**
 * Debian's Chromium driven over the DevTools protocol by its page alone, for
 * the update tests of pwa-update.spec.ts. Playwright attaches a debugger to
 * every service worker. When Chromium stops the old worker for a swap and a
 * request starts it again at once, under Playwright everything that worker
 * served (the reload too) hung for minutes in our runs (CI: the update test
 * stalled in 2 of 4 runs); without a debugger the same page completes the
 * update in about 4 s. A visitor's browser has none, so these tests attach to
 * the page and nothing else.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM_LAUNCH_OPTIONS } from './env.ts';

export interface PlainPage {
  /** Evaluates an expression in the page (promises awaited); undefined while the page is between documents. */
  evaluate<T>(expression: string): Promise<T | undefined>;
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function openPlainChromium(): Promise<PlainPage> {
  const profile = mkdtempSync(path.join(tmpdir(), 'severin-plain-chromium-'));
  const browser = spawn(
    CHROMIUM_LAUNCH_OPTIONS.executablePath,
    [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so closing ends the helper processes too, not only the browser process.
    { stdio: 'ignore', detached: true },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  // Chromium creates the file before it writes the port into it: wait for the digits.
  let port = '';
  for (let attempt = 0; attempt < 100 && !/^\d+$/.test(port); attempt++) {
    if (attempt > 0) await sleep(100);
    port = existsSync(portFile) ? readFileSync(portFile, 'utf8').split('\n')[0]! : '';
  }
  if (!/^\d+$/.test(port)) throw new Error(`Chromium wrote no DevTools port to ${portFile}`);
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{
    type: string;
    webSocketDebuggerUrl: string;
  }>;
  const socket = new WebSocket(targets.find((target) => target.type === 'page')!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

  let lastId = 0;
  const answers = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { id?: number; result?: unknown; error?: unknown };
    if (message.id !== undefined) answers.get(message.id)?.(message);
    answers.delete(message.id ?? -1);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
      const id = ++lastId;
      answers.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Page.enable');

  return {
    async evaluate<T>(expression: string) {
      const { result } = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
      const answer = result as { result?: { value?: T }; exceptionDetails?: unknown } | undefined;
      return answer?.exceptionDetails ? undefined : answer?.result?.value;
    },
    async navigate(url) {
      await send('Page.navigate', { url });
    },
    async reload() {
      await send('Page.reload');
    },
    async close() {
      socket.close();
      const exited = new Promise((resolve) =>
        browser.exitCode !== null ? resolve(null) : browser.once('exit', resolve),
      );
      try {
        process.kill(-browser.pid!, 'SIGTERM');
      } catch {
        browser.kill();
      }
      await exited;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch {
        // A helper still writing the profile: the temporary directory is left for the system to clear, the test stands.
      }
    },
  };
}

/** Polls `expression` until it evaluates to `wanted`; returns the last value seen. */
export async function pollPage<T>(
  page: PlainPage,
  expression: string,
  wanted: T,
  timeoutMs: number,
): Promise<T | undefined> {
  const end = Date.now() + timeoutMs;
  let value: T | undefined;
  while (Date.now() < end) {
    value = await page.evaluate<T>(expression).catch(() => undefined);
    if (value === wanted) return value;
    await sleep(200);
  }
  return value;
}
