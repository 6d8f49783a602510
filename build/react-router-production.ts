/**
 * react-router's package exports always point at its development build
 * (`ENABLE_DEV_WARNINGS = true`: dev warnings and checks in the visitor's
 * browser); the production build beside it drops them. Builds alias
 * `react-router` to it; `vite` dev keeps the warnings. Not kept for bytes
 * (0.5–0.6 kB brotli alone, build/README.md) but so that production runs
 * react-router's production code, as it runs React's.
 */
import { fileURLToPath, URL } from 'node:url';

export const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The files of that build: drop-display-names.ts edits them. */
export const REACT_ROUTER_PRODUCTION_FILES = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;

/** For `resolve.alias` in builds. */
export const reactRouterProduction = { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION };
