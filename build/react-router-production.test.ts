/** The build's react-router alias (build/react-router-production.ts) points at a production build the app can use. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION, REACT_ROUTER_PRODUCTION_FILES } from './react-router-production.ts';

describe('react-router’s production build', () => {
  it('exports what the package’s own entry exports, with dev warnings off', async () => {
    const [production, packaged] = await Promise.all([import(REACT_ROUTER_PRODUCTION), import('react-router')]);
    expect(Object.keys(production).sort()).toEqual(Object.keys(packaged).sort());
    // The chunks holding the router's code: the flag the package's development build sets to true.
    const chunks = [...readFileSync(REACT_ROUTER_PRODUCTION, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)];
    const code = chunks.map(([, chunk]) =>
      readFileSync(REACT_ROUTER_PRODUCTION.replace(/index\.mjs$/, chunk!), 'utf8'),
    );
    expect(code.join('\n')).toContain('ENABLE_DEV_WARNINGS = false');
    expect(code.join('\n')).not.toContain('ENABLE_DEV_WARNINGS = true');
    expect(REACT_ROUTER_PRODUCTION_FILES.test(REACT_ROUTER_PRODUCTION)).toBe(true);
  });
});
