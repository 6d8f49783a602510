/**
 * The home page contract (`main_page/` and `main_page/preview/`): the common
 * main-page blocks of site.ts with full project list items, so the home
 * shows the same project cards as /projects. Its own file because
 * projects.ts already imports site.ts.
 */
import { z } from 'zod';
import { projectListItemSchema } from './projects.ts';
import { mainPageSchema } from './site.ts';

export const homePageSchema = mainPageSchema.extend({
  projects: z.array(projectListItemSchema),
  /** True only in the preview answer, which includes unpublished content. */
  preview: z.boolean(),
});
export type HomePage = z.infer<typeof homePageSchema>;
