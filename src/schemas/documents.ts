/**
 * Contract of `/api/documents/project/{id}/` (spec §7): a project's documents
 * (declarations, permits, commissioning), newest first. `{id}` takes the same
 * numeric id or slug as the project calls (`projectParamsSchema`).
 */
import { z } from 'zod';

// The categories live in a zod-free module (the /documents filter reads them without schemas).
export { DOCUMENT_CATEGORIES } from './content-categories.ts';

export const documentItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  file_url: z.string(),
  /** Extension shown next to the link, e.g. `pdf`, `svg`. */
  file_format: z.string(),
  /** Bytes. */
  file_size: z.number().int().nonnegative(),
  published_at: z.string().datetime({ offset: true }),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

export const documentListSchema = z.object({
  count: z.number().int(),
  results: z.array(documentItemSchema),
});
