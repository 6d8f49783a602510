/**
 * The contract between the server and its render of the app
 * (src/entry-server.tsx, decision 032). Types only: the server loads the
 * built render bundle and never imports screens.
 */
import type { AppRuntimeConfig } from '../app-config';
import type { PageState } from './page-state';
import type { VisitorHints } from './visitor-hints';

export type RenderFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface ServerRenderInput {
  /** The page's absolute address as asked (origin, path and query). */
  url: string;
  config: AppRuntimeConfig;
  hints: VisitorHints;
  /** Answers `/api/…` requests in-process (the server's own routes). */
  fetchFn: RenderFetch;
  renderedAt: number;
  /** Past this the render is given up and the caller sends the client-rendered shell. */
  timeoutMs?: number;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Markup inside `#root`. */
      html: string;
      state: PageState;
      /** 2 when a screen asked for data no loader had started: it was rendered again with the answers. */
      passes: number;
      /** Those reads' cache keys. */
      lateReads: string[];
    };

/** What the built bundle exports. */
export interface ServerRenderModule {
  render(input: ServerRenderInput): Promise<ServerRenderResult>;
  /** Loads every screen module once, so no page waits for its first import. */
  warmUp(): Promise<unknown>;
}
