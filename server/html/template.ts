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
  /** The stand-in layer of decision 014, beside `#root`; empty when the app was rendered. */
  html: string;
  /** The server's render of the app, inside `#root` (decision 032). */
  root?: string;
  /** Its `#app-state` block, after the runtime config. */
  state?: string;
  /** Stylesheet links of the rendered page, at the end of the head: after the entry's, as the app adds them. */
  styles?: string;
  config: AppRuntimeConfig;
}

const ROOT_OPEN = '<div id="root">';

/**
 * Functions as replacements: a `$&` in a title must not be read as a pattern.
 *
 * Prerendered markup goes right before `#root`, not into it: `createRoot`
 * clears its container at the first commit, and the router's first commit
 * is empty (it waits for the lazy screen), which would blank the page for a
 * moment. Beside the root the markup stays until the app's own page has
 * drawn its heading and removes it (src/app/prerendered-hand-over.ts,
 * decision 014).
 */
export function fillTemplate(template: string, parts: DocumentParts): string {
  const filled = template
    .replace(APP_HEAD_PLACEHOLDER, () => parts.head)
    .replace('</head>', () => (parts.styles ? `  ${parts.styles}\n  </head>` : '</head>'))
    .replace(APP_HTML_PLACEHOLDER, () => parts.root ?? '')
    .replace(`${APP_CONFIG_PLACEHOLDER}</script>`, () => `${serializeAppConfig(parts.config)}</script>${parts.state ?? ''}`);
  return parts.html ? filled.replace(ROOT_OPEN, () => `${parts.html}${ROOT_OPEN}`) : filled;
}
