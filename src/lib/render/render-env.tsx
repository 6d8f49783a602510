/**
 * What a render may know about where it runs, the same on the server and in
 * the hydrating browser (decision 032): the page's runtime configuration, the
 * moment the page was rendered (clocks start from it, so the first browser
 * render draws the server's text), whether parts that normally mount later
 * are drawn at once, and the visitor hints the server read from cookies.
 *
 * Nothing rendered may read `window`, `document`, `Date.now()` or storage
 * directly: what differs between the two sides comes from here.
 */
import { createContext, use, type ReactNode } from 'react';
import type { AppRuntimeConfig } from '../app-config';
import { runtimeConfig } from '../runtime-config';
import { readVisitorHints, type VisitorHints } from './visitor-hints';

export interface RenderEnv {
  config: AppRuntimeConfig;
  /** Epoch ms the page was rendered at: the first value of every clock on both sides. */
  renderedAt: number;
  /**
   * True while the tree is rendered on the server or hydrated in the browser: parts that
   * mount later on a client navigation (decision 022) draw at once, so both trees match.
   * Read it only for a component's initial state.
   */
  eager(): boolean;
  hints: VisitorHints;
}

const RenderEnvContext = createContext<RenderEnv | null>(null);

let browserEnv: RenderEnv | undefined;

/** Without a provider (unit tests, the client-rendered shell before start-up): the browser's own values. */
function browserDefault(): RenderEnv {
  browserEnv ??= {
    config: runtimeConfig(),
    renderedAt: Date.now(),
    eager: () => false,
    hints: readVisitorHints(globalThis.document?.cookie ?? ''),
  };
  return browserEnv;
}

export function RenderEnvProvider({ value, children }: { value: RenderEnv; children: ReactNode }) {
  return <RenderEnvContext value={value}>{children}</RenderEnvContext>;
}

function useRenderEnv(): RenderEnv {
  return use(RenderEnvContext) ?? browserDefault();
}

export const useRuntimeConfig = (): AppRuntimeConfig => useRenderEnv().config;
/** The render's "now": start clocks from it and move them on in an effect. */
export const useRenderedAt = (): number => useRenderEnv().renderedAt;
/** Whether a part that normally mounts later should draw in this first render. */
export const useEagerMount = (): boolean => useRenderEnv().eager();
export const useVisitorHints = (): VisitorHints => useRenderEnv().hints;
