/**
 * The server-rendering seam. Every page response goes through `renderPage`;
 * its `head` is appended to the SEO tags and its `html` is placed inside
 * `<div id="root">`. Today it renders nothing, so the browser app draws the
 * page. A later issue renders project, lot and article pages here (their text
 * in the first HTML) and the browser hydrates: only this file changes.
 */
import type { SeoPage } from '../../src/schemas/site.ts';
import type { RouteDef } from '../../src/lib/routes.ts';
import type { Db } from '../db/client.ts';

export interface RenderPageInput {
  /** Normalised request path, e.g. `/projects/zamoskvorechye`. */
  path: string;
  route: RouteDef;
  params: Record<string, string>;
  meta: SeoPage;
  db: Db;
}

export interface RenderedPage {
  /** Extra head markup (preloads, JSON-LD) after the SEO tags. */
  head: string;
  /** Markup for `#root`; empty means the browser renders from scratch. */
  html: string;
}

export async function renderPage(_input: RenderPageInput): Promise<RenderedPage> {
  return { head: '', html: '' };
}
