/**
 * Addresses of the image endpoint (server/routes/images.ts) for responsive
 * pictures: `imageUrl` for one width, `imageSrcSet` for a `srcset`. Pure, no
 * React, shared with the server, which validates against the same lists.
 *
 *   /images/?src=/media/files/projects/ostozhenka/hero.svg&w=640[&q=60][&preview=1]
 *
 * Widths snap up to a fixed list so a handful of variants per picture get
 * cached (browser, proxy and server) instead of one per pixel width.
 * Anything but our own `/media/files/…` (data: URLs, external addresses) is
 * returned unchanged: the endpoint would refuse it anyway.
 */

export const IMAGE_ENDPOINT = '/images/';
export const IMAGE_WIDTHS = [160, 320, 480, 640, 768, 960, 1280, 1600, 1920, 2560] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const MAX_IMAGE_WIDTH: ImageWidth = 2560;
/** Spec §9: proxy default quality 80; previews quality 30 with blur 60. */
export const DEFAULT_IMAGE_QUALITY = 80;
export const PREVIEW_QUALITY = 30;
export const PREVIEW_BLUR = 60;
/** Previews are placeholders stretched by CSS: the smallest width is enough. */
export const PREVIEW_WIDTH: ImageWidth = 160;

/** Our media paths: ASCII path segments under /media/files/, no `..`, no `//`. */
const IMAGE_SOURCE_RE = /^\/media\/files\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isImageSource(src: string): boolean {
  return src.length <= 300 && IMAGE_SOURCE_RE.test(src) && !src.includes('..');
}

/** SVG files are served as they are (vector plans: small, sharp at any width), never rasterised. */
export function isVectorImage(src: string): boolean {
  return /\.svg(?:$|\?)/i.test(src);
}

/** The smallest listed width that covers `width` (the largest one past the end). */
export function snapWidth(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? MAX_IMAGE_WIDTH;
}

export interface ImageUrlOptions {
  /** CSS pixels × density; snapped up to a listed width. Omitted: the source's own width. */
  width?: number;
  /** 1–100, default 80; omitted from the address when default. */
  quality?: number;
  /** Blurred low-quality placeholder (quality 30, blur 60). */
  preview?: boolean;
}

export function imageUrl(src: string, options: ImageUrlOptions = {}): string {
  if (!isImageSource(src)) return src;
  // Slashes stay readable: the address shows which picture it is.
  const parts = [`src=${encodeURIComponent(src).replace(/%2F/g, '/')}`];
  const width = options.width ?? (options.preview ? PREVIEW_WIDTH : undefined);
  if (width !== undefined && Number.isFinite(width) && width > 0) parts.push(`w=${snapWidth(width)}`);
  const quality = options.quality === undefined ? undefined : Math.round(Math.min(100, Math.max(1, options.quality)));
  if (!options.preview && quality !== undefined && quality !== DEFAULT_IMAGE_QUALITY) parts.push(`q=${quality}`);
  if (options.preview) parts.push('preview=1');
  return `${IMAGE_ENDPOINT}?${parts.join('&')}`;
}

/** `srcset` value: one candidate per width (snapped, deduplicated); empty for foreign sources. */
export function imageSrcSet(
  src: string,
  widths: readonly number[] = IMAGE_WIDTHS,
  options: Omit<ImageUrlOptions, 'width' | 'preview'> = {},
): string {
  if (!isImageSource(src)) return '';
  const snapped = [...new Set(widths.map(snapWidth))].sort((a, b) => a - b);
  return snapped.map((width) => `${imageUrl(src, { ...options, width })} ${width}w`).join(', ');
}

/**
 * Full-width first-screen pictures (home and project heroes), the largest
 * paint of their pages. The server preloads them with the same candidates
 * (server/html/asset-hints.ts), so the preload and the `<img>` pick the same
 * file — a mismatch would download the picture twice.
 */
export const HERO_IMAGE = { widths: [640, 960, 1280, 1920, 2560], fallbackWidth: 1920, sizes: '100vw' } as const;
