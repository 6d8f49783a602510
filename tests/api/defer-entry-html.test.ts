/** The build's head rewrite of decision 020 (scripts/vite-defer-entry.ts). */
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { deferEntry } from '../../scripts/vite-defer-entry.ts';

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

const BUNDLE = { 'assets/boot-EEEE5555.js': { type: 'chunk', isEntry: true, name: 'boot', fileName: 'assets/boot-EEEE5555.js' } };

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
