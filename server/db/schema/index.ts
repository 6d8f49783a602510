/** The whole domain schema; drizzle-kit generates migrations from this file. */
export * from './enums.ts';
export * from './geo.ts';
export * from './projects.ts';
export * from './buildings.ts';
export * from './lots.ts';
export * from './content.ts';
export * from './company.ts';
export * from './site.ts';
export * from './visitors.ts';
export * from './secrets.ts';
export * from './content-version.ts';
