/** Every seeded project in display order. */
import type { ProjectSeed } from './catalogue.ts';
import { COMMERCIAL_PROJECTS } from './projects-commercial.ts';
import { RESIDENTIAL_PROJECTS } from './projects-residential.ts';
import { MORE_RESIDENTIAL_PROJECTS } from './projects-residential-more.ts';

export const PROJECTS: readonly ProjectSeed[] = [
  ...RESIDENTIAL_PROJECTS,
  ...MORE_RESIDENTIAL_PROJECTS,
  ...COMMERCIAL_PROJECTS,
];
