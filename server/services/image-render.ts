/**
 * Image variants with sharp: resize to a width, WebP or PNG, quality, and
 * blurred previews; plus a byte-bounded LRU of rendered variants, so a
 * picture shown on every page is rendered once per process, and concurrent
 * requests for the same variant share one render.
 */
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { MAX_IMAGE_WIDTH, PREVIEW_BLUR } from '../../src/lib/image-url.ts';

type ImageFormat = 'webp' | 'png';

export interface VariantSpec {
  /** Output width; undefined keeps the source width (capped at the maximum). */
  width?: number;
  quality: number;
  preview: boolean;
  format: ImageFormat;
}

export interface Rendered {
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** Decoded pixels a source may have: 50 Mpx, a 7000×7000 photo; bigger is refused (413). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Previews are rendered this many times smaller, blurred, then scaled up: same look, a fraction of the work. */
const PREVIEW_SCALE = 8;

export class ImageTooLargeError extends Error {}

function isTooLarge(error: unknown): boolean {
  return error instanceof Error && /pixel limit|too large|exceeds/i.test(error.message);
}

const DECODE: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' };

/**
 * SVG has no pixels of its own: it is rasterised at a density that yields the
 * target width directly, so a 2560-px variant is crisp, not an upscaled blur.
 * EXIF orientation is applied here, before the metadata is dropped.
 */
function decode(source: Buffer, meta: Metadata, targetWidth: number): Sharp {
  if (meta.format === 'svg' && meta.width) {
    const density = Math.min(2400, Math.max(1, ((meta.density ?? 72) * targetWidth) / meta.width));
    return sharp(source, { ...DECODE, density }).rotate();
  }
  return sharp(source, DECODE).rotate();
}

export async function renderVariant(source: Buffer, spec: VariantSpec): Promise<Rendered> {
  try {
    const meta = await sharp(source, DECODE).metadata();
    const width = Math.min(spec.width ?? meta.width ?? MAX_IMAGE_WIDTH, MAX_IMAGE_WIDTH);
    // Raster sources are never enlarged (blurry and heavier); SVG renders at any width.
    const target = meta.format === 'svg' ? width : Math.min(width, meta.width ?? width);
    let image: Sharp;
    if (spec.preview) {
      const small = Math.max(8, Math.round(target / PREVIEW_SCALE));
      const blurred = await decode(source, meta, small)
        .resize({ width: small })
        .blur(Math.max(0.3, PREVIEW_BLUR / PREVIEW_SCALE))
        .toBuffer();
      image = sharp(blurred).resize({ width: target });
    } else {
      image = decode(source, meta, target).resize({ width: target });
    }
    const out =
      spec.format === 'webp'
        ? image.webp({ quality: spec.quality, effort: 4 })
        : image.png({ palette: true, quality: spec.quality, compressionLevel: 9 });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { body: data, contentType: `image/${spec.format}`, width: info.width, height: info.height };
  } catch (error) {
    if (isTooLarge(error)) throw new ImageTooLargeError('source too large');
    throw error;
  }
}

/** Least-recently-used map bounded by total bytes and entry count. */
export class VariantCache {
  private readonly entries = new Map<string, Rendered>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): Rendered | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting moves it to the young end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Rendered): void {
    if (value.body.length > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.body.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.body.length;
    while (this.bytes > this.maxBytes || this.entries.size > this.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Rendered];
      this.entries.delete(oldestKey);
      this.bytes -= oldest.body.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/** Runs `render` once per key at a time; later callers wait for the same promise. */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, render: () => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current) return current;
    const started = render().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

export class RenderQueueFullError extends Error {}

/**
 * At most `slots` renders at once, `queue` more waiting, the rest refused:
 * rendering a large SVG takes a core for a second, and the API must stay
 * responsive while someone walks through every width of every picture.
 */
export function renderLimiter(slots: number, queue: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= slots) {
      if (waiting.length >= queue) throw new RenderQueueFullError('render queue full');
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
