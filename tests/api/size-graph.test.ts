/**
 * The size check's load graph (scripts/size-graph.ts) on a small built app:
 * hash-named chunks, the boot script naming the entry, the manifest for the
 * screens' chunks, names and stylesheets.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from '../../scripts/size-graph.ts';

let dist: string;

function file(relative: string, content: string) {
  mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true });
  writeFileSync(path.join(dist, relative), content);
}

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'size-graph-'));
  file(
    'index.html',
    '<link rel="stylesheet" crossorigin href="/assets/E1.css">' +
      '<script type="module" crossorigin src="/assets/B1.js" data-app="/assets/A1.js" data-app-preloads="/assets/R1.js"></script>',
  );
  file('assets/B1.js', 'console.log(1)');
  file('assets/R1.js', 'export const r=1');
  file('assets/A1.js', 'import{r}from"./R1.js";const S={home:()=>import("./H1.js"),lots:()=>import("./L1.js")}');
  file('assets/H1.js', 'import{c}from"./C1.js";import("./Z1.js");export default c');
  file('assets/C1.js', 'export const c=1');
  file('assets/L1.js', 'import*as x from"./C1.js";export{x as t}');
  file(
    '.vite/manifest.json',
    JSON.stringify({
      'src/app/routes/home-screen.tsx': { file: 'assets/H1.js', name: 'home-screen', css: ['assets/H1.css'] },
      'src/app/routes/lots-screen.tsx': { file: 'assets/L1.js', name: 'lots-screen' },
      '_C1.js': { file: 'assets/C1.js', name: 'card', css: ['assets/C1.css'] },
    }),
  );
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the size check’s load graph', () => {
  it('reads the entry, its preloads and stylesheets from the page, and the screens’ chunks from the manifest', () => {
    const graph = buildGraph(
      dist,
      new Map([
        ['home', 'src/app/routes/home-screen.tsx'],
        ['lots', 'src/app/routes/lots-screen.tsx'],
        ['media', 'src/app/routes/media-screen.tsx'],
      ]),
    );
    expect(graph.entry).toEqual({
      js: 'assets/A1.js',
      css: ['assets/E1.css'],
      preloads: ['assets/R1.js', 'assets/B1.js'],
    });
    expect(graph.screens.get('home')).toEqual({ js: 'assets/H1.js', css: ['assets/H1.css'] });
    expect(graph.screens.get('lots')).toEqual({ js: 'assets/L1.js', css: [] });
    // Not in the manifest: the report names it and fails the check.
    expect(graph.screens.has('media')).toBe(false);
  });

  it('follows static imports only, and names files and their stylesheets from the manifest', () => {
    const graph = buildGraph(dist, new Map([['home', 'src/app/routes/home-screen.tsx']]));
    expect(graph.staticImports('assets/H1.js')).toEqual(['assets/C1.js']);
    expect(graph.staticImports('assets/L1.js')).toEqual(['assets/C1.js']);
    expect(graph.cssOf('assets/C1.js')).toEqual(['assets/C1.css']);
    expect(graph.nameOf('assets/H1.js')).toBe('home-screen');
    expect(graph.nameOf('assets/R1.js')).toBe('R1.js');
  });

  it('asks for the manifest when the build has none', () => {
    rmSync(path.join(dist, '.vite'), { recursive: true });
    expect(() => buildGraph(dist, new Map())).toThrow(/manifest\.json is missing/);
  });
});
