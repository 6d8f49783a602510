/**
 * Plan SVG → PNG for react-pdf, which embeds only JPEG and PNG. Plans are
 * line drawings: rendered 1200 px wide, flattened on white (an alpha channel
 * makes pdfkit decode and re-split every pixel on each render) and written as
 * a palette PNG — a few dozen KB. Kept in a small LRU: a plan is shared by
 * many lots of one layout and the same sheets are asked for again.
 */
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../image-render.ts';
import type { PdfImage } from '../../../pdf/lot-sheet-types.ts';

const PLAN_WIDTH = 1200;
const LRU_LIMIT = 64;

async function rasterisePlan(svg: Buffer): Promise<Buffer> {
  const meta = await sharp(svg, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (meta.format !== 'svg' || !meta.width) throw new Error('plan is not an SVG');
  // SVG has no pixels: render at the density that gives the target width directly (crisp lines, no upscaling).
  const density = Math.min(2400, Math.max(1, ((meta.density ?? 72) * PLAN_WIDTH) / meta.width));
  return sharp(svg, { density, limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: PLAN_WIDTH })
    .flatten({ background: '#ffffff' })
    .png({ palette: true, colours: 64, compressionLevel: 9 })
    .toBuffer();
}

/** Fetches plan SVGs by URL (`loadSvg`), rasterises once per URL, shares in-flight work. */
export function createPlanCache(loadSvg: (url: string) => Promise<Buffer | null>, limit = LRU_LIMIT) {
  const cache = new Map<string, Promise<PdfImage | null>>();
  return async function planImage(url: string | null): Promise<PdfImage | null> {
    if (!url) return null;
    const hit = cache.get(url);
    if (hit) {
      // Re-insert: Map keeps insertion order, so the oldest key is the least recently used.
      cache.delete(url);
      cache.set(url, hit);
      return hit;
    }
    const pending = loadSvg(url)
      .then(async (svg) => (svg ? { data: await rasterisePlan(svg), format: 'png' as const } : null))
      .catch(() => {
        // A broken plan must not break the sheet: print without it, try again next time.
        cache.delete(url);
        return null;
      });
    cache.set(url, pending);
    if (cache.size > limit) cache.delete(cache.keys().next().value as string);
    return pending;
  };
}
