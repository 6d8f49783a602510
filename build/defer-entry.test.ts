/** The build's head rewrite of decision 020 and the screen preload table of decision 021 (build/defer-entry.ts). */
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { deferEntry } from './defer-entry.ts';

const VITE_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <title>x</title>
    <script type="module" crossorigin src="/assets/index-AAAA1111.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BBBB2222.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-CCCC3333.js">
    <link rel="stylesheet" crossorigin href="/assets/index-DDDD4444.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

function transform(html: string, bundle: Record<string, unknown>): string {
  const hook = deferEntry().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { path: '/index.html', filename: 'index.html', bundle } as unknown as IndexHtmlTransformContext;
  return hook.handler.call({} as never, html, context) as string;
}

const BUNDLE = {
  'assets/boot-EEEE5555.js': { type: 'chunk', isEntry: true, name: 'boot', fileName: 'assets/boot-EEEE5555.js' },
};

describe('deferEntry', () => {
  it('replaces the entry script and its modulepreloads with one boot script that names them', () => {
    const html = transform(VITE_HTML, BUNDLE);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot-EEEE5555.js" data-app="/assets/index-AAAA1111.js" ' +
        'data-app-preloads="/assets/rolldown-runtime-BBBB2222.js /assets/framework-CCCC3333.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('keeps the stylesheets render-blocking in the head', () => {
    const html = transform(VITE_HTML, BUNDLE);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-DDDD4444.css">');
    expect(html.indexOf('stylesheet')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build when the boot chunk or the entry script is missing', () => {
    expect(() => transform(VITE_HTML, {})).toThrow(/no boot chunk/);
    expect(() => transform(VITE_HTML.replace(/<script[^>]*><\/script>/, ''), BUNDLE)).toThrow(/no module entry script/);
  });
});

describe('the per-screen preload table (decision 021)', () => {
  const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
    type: 'chunk',
    fileName,
    imports: [],
    ...extra,
  });
  const css = (...files: string[]) => ({ viteMetadata: { importedCss: new Set(files) } });
  const BUILT = {
    'assets/boot-1.js': chunk('assets/boot-1.js', { isEntry: true, name: 'boot' }),
    'assets/index-2.js': chunk('assets/index-2.js', {
      isEntry: true,
      name: 'index',
      imports: ['assets/framework-3.js', 'assets/button-4.js'],
    }),
    'assets/framework-3.js': chunk('assets/framework-3.js'),
    'assets/button-4.js': chunk('assets/button-4.js', css('assets/button-4.css')),
    'assets/home-screen-5.js': chunk('assets/home-screen-5.js', {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/app/routes/home-screen.tsx',
      imports: ['assets/framework-3.js', 'assets/card-6.js', 'assets/button-4.js'],
      ...css('assets/home-screen-5.css'),
    }),
    'assets/card-6.js': chunk('assets/card-6.js', { imports: ['assets/money-7.js'], ...css('assets/card-6.css') }),
    'assets/money-7.js': chunk('assets/money-7.js'),
    'assets/index-8.css': { type: 'asset', fileName: 'assets/index-8.css' },
  };

  function emitted(bundle: Record<string, unknown>, sources: Map<string, string>) {
    const files: Array<{ fileName: string; source: string }> = [];
    const plugin = deferEntry('src/boot.ts', () => sources);
    const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
    hook.call({ emitFile: (file: { fileName: string; source: string }) => files.push(file) }, {}, bundle);
    return files;
  }

  it('lists each screen’s chunks beyond the entry, scripts first, then their stylesheets', () => {
    const [file] = emitted(
      BUILT,
      new Map([
        ['home', 'src/app/routes/home-screen.tsx'],
        ['gone', 'src/app/routes/gone-screen.tsx'],
      ]),
    );
    expect(file?.fileName).toBe('.vite/screen-preloads.json');
    expect(JSON.parse(file!.source)).toEqual({
      home: [
        '/assets/home-screen-5.js',
        '/assets/card-6.js',
        '/assets/money-7.js',
        '/assets/home-screen-5.css',
        '/assets/card-6.css',
      ],
    });
  });

  it('fails the build without an app entry', () => {
    expect(() => emitted({ 'assets/boot-1.js': BUILT['assets/boot-1.js'] }, new Map())).toThrow(/no app entry/);
  });
});
