/**
 * Unit tests only: wraps a tree in a render environment with the values a test
 * chooses (a runtime config, a fixed render moment), as the server and the
 * hydrating browser would, instead of the browser defaults cached once per run.
 */
import type { ReactNode } from 'react';
import { DEFAULT_APP_CONFIG, type AppRuntimeConfig } from '../app-config';
import { RenderEnvProvider, type RenderEnv } from './render-env';
import { DEFAULT_VISITOR_HINTS } from './visitor-hints';

export interface TestRenderEnvOptions {
  config?: Partial<AppRuntimeConfig>;
  renderedAt?: number;
  eager?: boolean;
}

export function testRenderEnv({
  config,
  renderedAt = Date.now(),
  eager = false,
}: TestRenderEnvOptions = {}): RenderEnv {
  return {
    config: { ...DEFAULT_APP_CONFIG, ...config },
    renderedAt,
    eager: () => eager,
    hints: DEFAULT_VISITOR_HINTS,
  };
}

export function WithRenderEnv({ children, ...options }: TestRenderEnvOptions & { children: ReactNode }) {
  return <RenderEnvProvider value={testRenderEnv(options)}>{children}</RenderEnvProvider>;
}
