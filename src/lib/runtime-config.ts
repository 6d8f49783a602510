/** Reads the server-provided runtime config once (browser only). */
import { APP_CONFIG_ELEMENT_ID, parseAppConfig, type AppRuntimeConfig } from './app-config';
import { stageForHost } from './stage';

let cached: AppRuntimeConfig | undefined;

export function runtimeConfig(): AppRuntimeConfig {
  if (cached) return cached;
  const element = globalThis.document?.getElementById(APP_CONFIG_ELEMENT_ID);
  const parsed = parseAppConfig(element?.textContent);
  // Without a server-provided block (Vite dev), fall back to the host rule itself; with no page at all
  // (a unit test rendering in Node without a render environment) there is no host: the default stage.
  const host = globalThis.location?.host;
  cached =
    element?.textContent?.startsWith('{') || host === undefined
      ? parsed
      : { ...parsed, stage: stageForHost(host, import.meta.env.VITE_PRODUCTION_HOST ?? 'severin-dev.ru') };
  return cached;
}
