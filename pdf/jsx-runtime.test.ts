/**
 * tsx (the server, `npm start`, the benches) applies no tsconfig to pdf/ and
 * would compile JSX to `React.createElement` with no React in scope: every
 * .tsx here must carry the automatic-runtime pragmas. Cheap guard, real failure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root; happy-dom gives import.meta.url no file: scheme.
const dir = path.resolve('pdf');

describe('pdf/*.tsx', () => {
  it('declare the automatic JSX runtime', () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.tsx'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const head = readFileSync(`${dir}/${name}`, 'utf8').slice(0, 200);
      expect(head, name).toContain('@jsxRuntime automatic');
      expect(head, name).toContain('@jsxImportSource react');
    }
  });
});
