/**
 * A tiny built app in a temporary folder, shaped like `vite build` output,
 * so the HTML plugin is tested without running a real build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export const FAKE_ENTRY_SCRIPT = 'console.log("entry");'.repeat(200);

/** The built `index.html` with the placeholders the server fills. */
export const FAKE_TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <script type="application/json" id="app-config"><!--app-config--></script>
  </body>
</html>
`;

export interface FakeDist {
  dir: string;
  remove(): void;
}

export function createFakeDist(): FakeDist {
  const dir = mkdtempSync(path.join(tmpdir(), 'severin-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), FAKE_TEMPLATE);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), FAKE_ENTRY_SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(FAKE_ENTRY_SCRIPT));
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Северин"}');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
