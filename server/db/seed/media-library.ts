/** Collects the files the seed generates and turns them into `media_files` rows. */
import { createHash } from 'node:crypto';
import { MEDIA_URL_PREFIX } from '../schema/site.ts';

export class MediaLibrary {
  private readonly files = new Map<string, { contentType: string; body: string }>();

  /** Registers a file under `path` (relative, no leading slash) and returns its public URL. */
  add(path: string, body: string, contentType = 'image/svg+xml'): string {
    if (path.startsWith('/') || path.includes('..')) throw new Error(`bad media path: ${path}`);
    this.files.set(path, { contentType, body });
    return MEDIA_URL_PREFIX + path;
  }

  get size(): number {
    return this.files.size;
  }

  rows() {
    return [...this.files].map(([path, file]) => {
      const body = Buffer.from(file.body, 'utf8');
      return {
        path,
        contentType: file.contentType,
        body,
        size: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
      };
    });
  }
}

/** Escapes text for SVG/XML content and attributes. */
export function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
