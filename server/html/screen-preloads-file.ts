/**
 * Where the build leaves the per-screen preload table and its shape
 * (decision 021): written by build/defer-entry.ts, read at start-up by
 * asset-hints.ts. Screen key → asset addresses (`/assets/…`), scripts first,
 * then stylesheets.
 */
export const SCREEN_PRELOADS_FILE = '.vite/screen-preloads.json';

export type ScreenPreloads = Record<string, string[]>;
