/** The build's tree-shaking aid for react-router (build/drop-display-names.ts). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDisplayNames } from './drop-display-names.ts';
import {
  REACT_ROUTER_PRODUCTION as REACT_ROUTER,
  REACT_ROUTER_PRODUCTION_FILES as REACT_ROUTER_DIR,
} from './react-router-production.ts';
const work = mkdtempSync(path.join(tmpdir(), 'drop-display-names-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Bundles what the app's shell takes from react-router, unminified, so function names stay readable. */
async function bundle(plugins: Plugin[]): Promise<string> {
  const entry = path.join(work, 'entry.js');
  writeFileSync(
    entry,
    `import { createBrowserRouter, RouterProvider, Link, NavLink } from ${JSON.stringify(REACT_ROUTER)};\nwindow.app = [createBrowserRouter, RouterProvider, Link, NavLink];\n`,
  );
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, rolldownOptions: { input: entry, external: ['react', 'react-dom'] } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((item) => (item.type === 'chunk' ? item.code : '')).join('\n');
}

describe('dropDisplayNames', () => {
  it('lets tree-shaking drop the react-router components the app never uses', async () => {
    const [plain, shaken] = await Promise.all([bundle([]), bundle([dropDisplayNames(REACT_ROUTER_DIR)])]);
    // Without the plugin, the module-level displayName writes keep <Form> and <ScrollRestoration> alive.
    expect(plain).toMatch(/\bfunction useScrollRestoration\b/);
    expect(plain).toMatch(/\bvar Form = /);
    expect(shaken).not.toMatch(/\bfunction useScrollRestoration\b/);
    expect(shaken).not.toMatch(/\bvar Form = /);
    expect(shaken).not.toContain('.displayName = ');
    // What the app imports stays.
    expect(shaken).toMatch(/\bfunction RouterProvider\b/);
    expect(shaken).toMatch(/\bvar NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(shaken.length).toBeLessThan(plain.length * 0.95);
  });

  it('rewrites only module-level statements of react-router, line for line', () => {
    const hook = dropDisplayNames(REACT_ROUTER_DIR).transform as {
      filter: { id: RegExp };
      handler: (code: string) => { code: string } | null;
    };
    const source = [
      'var Form = React10.forwardRef(function FormImpl() {});',
      'Form.displayName = "Form";',
      'function helper() {',
      '  widget.displayName = "Widget";',
      '  var Inner = React.memo(Widget);',
      '}',
    ].join('\n');
    expect(hook.handler(source)?.code.split('\n')).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(function FormImpl() {});',
      '',
      'function helper() {',
      '  widget.displayName = "Widget";',
      '  var Inner = React.memo(Widget);',
      '}',
    ]);
    expect(hook.handler('export const answer = 42;\n')).toBeNull();
    expect(hook.filter.id.test('/app/node_modules/react-router/dist/production/chunk-ABC.mjs')).toBe(true);
    expect(hook.filter.id.test('/app/src/ui/button/button.tsx')).toBe(false);
  });
});
