/**
 * `POST /api/uploads/` (spec §9): the file types and size a form may attach,
 * and the answer naming the kept file. The file field, the upload endpoint
 * and the server route read these.
 */
import { z } from 'zod';

/** Spec §9 accepted upload types, checked by content on the server. */
export const UPLOAD_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'tiff',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'ppt',
  'pptx',
] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
