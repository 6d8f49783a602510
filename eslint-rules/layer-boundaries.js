/**
 * Import boundaries of docs/architecture.md, checked on every import:
 * shared (src/lib, src/ui, src/schemas) ← entities ← features ← app;
 * within shared, src/schemas imports only zod and other schemas (the contracts
 * the server, forms and tests share stay free of helpers and libraries);
 * a feature never imports another feature; src never imports server;
 * sw/ and pdf/ import only pure shared modules; server never imports React screens.
 * pdf/ is data in, document out, so entities, features and the app may use it
 * (the browser builds lot sheets offline, decision 013); its `browser*` files
 * are browser-only glue (DOM, Vite `?url` imports) the server must never load.
 */
import path from 'node:path';

const ROOT = process.cwd();

/** Classifies a repository-relative path into a layer and, for features/entities, a slice name. */
export function classify(relativePath) {
  const parts = relativePath.split(path.sep).join('/').split('/');
  const [top, second, third] = parts;
  if (top === 'src') {
    if (['lib', 'ui', 'schemas'].includes(second)) return { layer: 'shared', slice: second };
    if (second === 'entities') return { layer: 'entities', slice: third };
    if (second === 'features') return { layer: 'features', slice: third };
    if (second === 'app') return { layer: 'app' };
    return { layer: 'app' }; // src/main.tsx and other entry files compose like the app
  }
  if (top === 'pdf') return { layer: 'pdf', browserOnly: /^browser[^/]*$/.test(parts[1] ?? '') };
  if (['server', 'sw', 'tests', 'scripts'].includes(top)) return { layer: top };
  return { layer: 'other' };
}

const PURE_SHARED = new Set(['lib', 'schemas']);

/** Returns an error message, or null when `from` may import `to`. */
export function violation(from, to) {
  if (!to || to.layer === 'other') return null;
  switch (from.layer) {
    case 'shared':
      if (from.slice === 'schemas' && !(to.layer === 'shared' && to.slice === 'schemas'))
        return 'src/schemas imports only zod and other schemas';
      return to.layer === 'shared' ? null : 'shared code (src/lib, src/ui, src/schemas) imports only shared code';
    case 'entities':
      return ['shared', 'entities', 'pdf'].includes(to.layer)
        ? null
        : 'an entity imports only shared code, entities and pdf';
    case 'features':
      if (to.layer === 'features' && to.slice !== from.slice)
        return `feature "${from.slice}" must not import feature "${to.slice}": compose them in src/app`;
      return ['shared', 'entities', 'features', 'pdf'].includes(to.layer)
        ? null
        : 'a feature imports only shared code, entities, pdf and itself';
    case 'app':
      return to.layer === 'server' || to.layer === 'tests' ? 'src must never import server or tests' : null;
    case 'sw':
    case 'pdf':
      if (to.layer === from.layer) return null;
      return to.layer === 'shared' && PURE_SHARED.has(to.slice)
        ? null
        : `${from.layer}/ imports only pure modules (src/lib, src/schemas)`;
    case 'server':
      if (to.layer === 'pdf' && to.browserOnly) return 'server must not import pdf/browser* (browser-only glue)';
      if (to.layer === 'server' || to.layer === 'pdf') return null;
      return to.layer === 'shared' && PURE_SHARED.has(to.slice)
        ? null
        : 'server imports only src/lib, src/schemas and pdf, never React screens';
    default:
      return null;
  }
}

/**
 * A package a file may not import, as an error message, or null. Only src/schemas
 * is held to a list: zod, and vitest in its tests.
 */
export function packageViolation(from, specifier, isTest = false) {
  if (from.layer !== 'shared' || from.slice !== 'schemas') return null;
  if (specifier === 'zod' || specifier.startsWith('zod/')) return null;
  if (isTest && specifier === 'vitest') return null;
  return 'src/schemas imports only zod and other schemas';
}

/** A package name or a Node built-in, not a file of the repository. */
const isBareSpecifier = (specifier) => !specifier.startsWith('.') && !specifier.startsWith('@/');

function resolveTarget(fileName, specifier) {
  if (specifier.startsWith('@/')) return path.join('src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(fileName), specifier));
  return null;
}

export default {
  meta: { type: 'problem', docs: { description: 'Enforce layer import boundaries' }, schema: [] },
  create(context) {
    const fileName = context.filename;
    const from = classify(path.relative(ROOT, fileName));
    const isTest = /\.test\.[jt]sx?$/.test(fileName);
    function check(node) {
      const specifier = node.source && node.source.value;
      if (typeof specifier !== 'string') return;
      const target = resolveTarget(fileName, specifier);
      const message = isBareSpecifier(specifier)
        ? packageViolation(from, specifier, isTest)
        : target && violation(from, classify(target));
      if (message) context.report({ node: node.source, message: `${message} (import "${specifier}")` });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
