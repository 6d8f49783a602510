/**
 * The page as the server sent it, before any script ran (issue 31: the first
 * HTML is the app's own page): parsed with happy-dom's DOMParser, which runs
 * nothing and fetches nothing.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Window } from 'happy-dom';
import { matchRoute, type ScreenKey } from '../../../src/lib/routes.ts';

const parser = new new Window().DOMParser();

export interface FirstHtml {
  status: number;
  html: string;
  /** `#root` of the sent document. */
  root: Element;
}

/** Whitespace (no-break spaces included) folded, as `innerText` and Playwright's text matchers see it. */
export const plainText = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export async function firstHtml(request: APIRequestContext, path: string): Promise<FirstHtml> {
  const response = await request.get(path);
  const html = await response.text();
  const root = parser.parseFromString(html, 'text/html').getElementById('root');
  if (!root) throw new Error(`${path}: the page has no #root`);
  return { status: response.status(), html, root: root as unknown as Element };
}

/** Addresses of the links inside `root` that open a page of `screen` (a lot card links `/flat/12`: a lot page). */
export function linksTo(root: Element, screen: ScreenKey): string[] {
  return Array.from(root.querySelectorAll('a[href^="/"]'), (link) => link.getAttribute('href') ?? '').filter(
    (href) => matchRoute(href.replace(/[?#].*$/, ''))?.route.screen === screen,
  );
}

/** Waits until the browser has hydrated the server's page (src/main.tsx marks the first commit). */
export async function hydrated(page: Page, how: 'server' | 'client' = 'server', timeout = 20_000): Promise<void> {
  await expect(page.locator('html'), 'the app committed its first render').toHaveAttribute('data-hydrated', how, {
    timeout,
  });
}
