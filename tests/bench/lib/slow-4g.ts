/**
 * Lighthouse's «slow 4G» (its mobile default throttling) applied through CDP
 * to a page and to the service workers of an origin: a worker fetches from
 * its own target, which page throttling does not reach.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

/** 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, in CDP units: ms and bytes per second. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export async function throttlePage(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
  return session;
}

/**
 * Attaches (non-flat) from the browser session to every service worker of
 * `origin` and throttles it too; returns how many took the throttling. The
 * session stays open: detaching would end the workers' emulation.
 */
export async function throttleWorkers(browser: Browser, origin: string): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets')) as {
    targetInfos: Array<{ targetId: string; type: string; url: string }>;
  };
  // Answers of the worker target arrive as events; an `error` in the throttling answer means it did not apply.
  const answers = new Map<string, { id?: number; error?: unknown }>();
  session.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    const answer = JSON.parse(event.message) as { id?: number; error?: unknown };
    if (answer.id === 2) answers.set(event.sessionId, answer);
  });
  const sessions: string[] = [];
  for (const target of targetInfos.filter((info) => info.type === 'service_worker' && info.url.startsWith(origin))) {
    const { sessionId } = (await session.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    })) as { sessionId: string };
    for (const [id, method, params] of [
      [1, 'Network.enable', {}],
      [2, 'Network.emulateNetworkConditions', SLOW_4G],
    ] as const) {
      await session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    }
    sessions.push(sessionId);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return sessions.filter((id) => answers.has(id) && !answers.get(id)!.error).length;
}
