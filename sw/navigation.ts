/**
 * Page navigations (decision 011): the server's page first, so the head,
 * status and runtime config (maintenance, stage) stay live; after a few
 * seconds without an answer, or with no network at all, the precached shell.
 * The app then draws the page from the worker's caches or shows its own
 * «Нет подключения к интернету» screen for data it does not have.
 */
import { matchPrecache } from 'workbox-precaching';
import { NetworkOnly } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { offlineFallbackResponse } from './offline-fallback';

export const SHELL_URL = '/index.html';
/** A show-room connection that has not answered the page in 4 s will not answer the data either. */
const NAVIGATION_TIMEOUT_SECONDS = 4;

const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });

export async function handleNavigation(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await network.handle(options);
  } catch {
    return (await matchPrecache(SHELL_URL)) ?? offlineFallbackResponse();
  }
}
