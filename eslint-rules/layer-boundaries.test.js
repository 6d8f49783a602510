import { describe, expect, it } from 'vitest';
import { classify, packageViolation, violation } from './layer-boundaries.js';

const v = (from, to) => violation(classify(from), classify(to));

describe('layer boundaries', () => {
  it('lets features use shared code and entities', () => {
    expect(v('src/features/header/header.tsx', 'src/lib/routes')).toBeNull();
    expect(v('src/features/header/header.tsx', 'src/entities/site/site-api')).toBeNull();
    expect(v('src/features/header/header.tsx', 'src/features/header/dropdown')).toBeNull();
  });

  it('forbids a feature importing another feature', () => {
    expect(v('src/features/header/header.tsx', 'src/features/footer/footer')).toMatch(/must not import feature/);
  });

  it('forbids shared code importing upwards', () => {
    expect(v('src/lib/api/api.ts', 'src/features/header/header')).not.toBeNull();
    expect(v('src/ui/button/button.tsx', 'src/app/store')).not.toBeNull();
  });

  it('keeps src/schemas on zod and other schemas, while src/lib may use schemas', () => {
    expect(v('src/schemas/articles.ts', 'src/schemas/article-kinds')).toBeNull();
    expect(v('src/schemas/articles.ts', 'src/lib/article-categories')).toMatch(/only zod and other schemas/);
    expect(v('src/schemas/articles.ts', 'src/ui/button/button')).toMatch(/only zod and other schemas/);
    expect(v('src/lib/article-categories.ts', 'src/schemas/article-kinds')).toBeNull();
    const schemas = classify('src/schemas/articles.ts');
    expect(packageViolation(schemas, 'zod')).toBeNull();
    expect(packageViolation(schemas, 'zod/v4/core')).toBeNull();
    expect(packageViolation(schemas, 'date-fns')).toMatch(/only zod/);
    expect(packageViolation(schemas, 'node:path')).toMatch(/only zod/);
    expect(packageViolation(schemas, 'vitest')).toMatch(/only zod/);
    expect(packageViolation(schemas, 'vitest', true)).toBeNull();
    expect(packageViolation(classify('src/lib/format/dates.ts'), 'date-fns')).toBeNull();
  });

  it('forbids src importing server', () => {
    expect(v('src/app/router.tsx', 'server/app')).not.toBeNull();
  });

  it('keeps sw and pdf on pure modules', () => {
    expect(v('sw/sw.ts', 'src/lib/routes')).toBeNull();
    expect(v('sw/sw.ts', 'src/ui/button/button')).not.toBeNull();
    expect(v('pdf/lot-sheet.tsx', 'src/features/lot/lot-page')).not.toBeNull();
  });

  it('lets the server use pure shared modules and pdf only', () => {
    expect(v('server/app.ts', 'src/schemas/site')).toBeNull();
    expect(v('server/app.ts', 'pdf/render')).toBeNull();
    expect(v('server/app.ts', 'src/features/header/header')).not.toBeNull();
  });

  it('lets the browser layers use pdf, but keeps pdf/browser* out of the server', () => {
    expect(v('src/features/print-sheet/print-sheet.tsx', 'pdf/lot-sheet-view')).toBeNull();
    expect(v('src/entities/lot/lot-card.tsx', 'pdf/lot-sheet-types')).toBeNull();
    expect(v('src/app/routes/print-screen.tsx', 'pdf/browser-render')).toBeNull();
    expect(v('server/routes/pdf.ts', 'pdf/browser-render')).toMatch(/browser/);
    expect(v('server/routes/pdf.ts', 'pdf/lot-sheets-document')).toBeNull();
    expect(v('src/lib/format/index.ts', 'pdf/lot-sheet-types')).not.toBeNull();
  });
});
