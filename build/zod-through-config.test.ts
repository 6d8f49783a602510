/** The build's zod resolution (build/zod-through-config.ts): every schema module gets zod with the jitless switch. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { ZOD_CONFIG, zodThroughConfig } from './zod-through-config.ts';

// Inside the repository, so `zod` resolves from its node_modules; removed after the tests.
const work = mkdtempSync(path.join(import.meta.dirname, '.zod-through-config-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An entry that loads a schema module lazily, as a screen or a form does; the code of every output chunk. */
async function bundle(plugins: Plugin[]): Promise<Rolldown.OutputChunk[]> {
  const entry = path.join(work, 'entry.js');
  writeFileSync(path.join(work, 'schema.js'), `import { z } from 'zod';\nexport const name = z.string().min(1);\n`);
  writeFileSync(entry, `window.load = () => import('./schema.js');\n`);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, rolldownOptions: { input: entry } },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

describe('zodThroughConfig', () => {
  it('gives a lazily loaded schema module zod with the jitless switch, and leaves the entry without zod', async () => {
    const [plain, switched] = await Promise.all([bundle([]), bundle([zodThroughConfig()])]);
    const lazy = (chunks: Rolldown.OutputChunk[]) =>
      chunks
        .filter((chunk) => !chunk.isEntry)
        .map((c) => c.code)
        .join('');
    expect(lazy(plain)).not.toContain('jitless');
    expect(lazy(switched)).toMatch(/jitless: true/);
    expect(switched.find((chunk) => chunk.isEntry)?.code).not.toMatch(/jitless|ZodString/);
  });

  it('resolves zod to the switch for our code only', () => {
    const resolveId = zodThroughConfig().resolveId as (source: string, importer?: string) => string | null;
    expect(resolveId('zod', '/app/src/schemas/leads.ts')).toBe(ZOD_CONFIG);
    expect(resolveId('zod', '/app/src/schemas/leads.ts?used')).toBe(ZOD_CONFIG);
    // The switch itself, and packages that import zod (the form resolvers), take the real one.
    expect(resolveId('zod', ZOD_CONFIG)).toBeNull();
    expect(resolveId('zod', '/app/node_modules/@hookform/resolvers/zod/dist/zod.mjs')).toBeNull();
    expect(resolveId('react', '/app/src/main.tsx')).toBeNull();
    expect(resolveId('zod', undefined)).toBeNull();
  });
});
