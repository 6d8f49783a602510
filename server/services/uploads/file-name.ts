/**
 * The name of an uploaded file as the visitor sent it (`POST /api/uploads/`):
 * cleaned for the sales team, and its extension, which must be one of spec §9.
 */
import { UPLOAD_EXTENSIONS } from '../../../src/schemas/uploads.ts';

const FILE_NAME_MAX = 200;

/** A surrogate without its pair: PostgreSQL cannot store it (decision 028). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The visitor's file name, kept for the sales team only: no folders, no control characters (U+0000
 * included), no broken surrogates, bounded. Cleaned rather than refused: the file itself is fine.
 */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    .replace(LONE_SURROGATE, '\ufffd')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (base.length <= FILE_NAME_MAX) return base || 'file';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, FILE_NAME_MAX - extension.length) + extension;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export const isAllowedExtension = (extension: string): boolean =>
  (UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
