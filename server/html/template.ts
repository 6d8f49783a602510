/**
 * The built `index.html` used as the page template. Production reads it once
 * and keeps it in memory; development re-reads it on every request so a new
 * `vite build` shows up without a restart. A missing build is not cached, so
 * the server recovers as soon as the file appears.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  APP_CONFIG_PLACEHOLDER,
  APP_HEAD_PLACEHOLDER,
  APP_HTML_PLACEHOLDER,
  serializeAppConfig,
  type AppRuntimeConfig,
} from '../../src/lib/app-config.ts';

export interface TemplateSource {
  /** The template text, or null when the app has not been built. */
  get(): Promise<string | null>;
  readonly file: string;
}

export function createTemplateSource(distDir: string, options: { cache: boolean }): TemplateSource {
  const file = path.resolve(distDir, 'index.html');
  let cached: string | null = null;
  return {
    file,
    async get() {
      if (cached !== null) return cached;
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      for (const placeholder of [APP_HEAD_PLACEHOLDER, APP_HTML_PLACEHOLDER, `${APP_CONFIG_PLACEHOLDER}</script>`]) {
        if (!text.includes(placeholder)) throw new Error(`${file} has no ${placeholder} placeholder`);
      }
      if (options.cache) cached = text;
      return text;
    },
  };
}

export interface DocumentParts {
  head: string;
  /** The server's render of the app, inside `#root` (decision 032). */
  root?: string;
  /** Its `#app-state` block, after the runtime config. */
  state?: string;
  config: AppRuntimeConfig;
}

/**
 * Functions as replacements: a `$&` in a title must not be read as a pattern.
 * Without `root` the container stays empty and the browser draws the page
 * (`SSR=off`, no render bundle, a failed render, the shell; decision 032).
 */
export function fillTemplate(template: string, parts: DocumentParts): string {
  return template
    .replace(APP_HEAD_PLACEHOLDER, () => parts.head)
    .replace(APP_HTML_PLACEHOLDER, () => parts.root ?? '')
    .replace(
      `${APP_CONFIG_PLACEHOLDER}</script>`,
      () => `${serializeAppConfig(parts.config)}</script>${parts.state ?? ''}`,
    );
}
