/**
 * A lot's plan as PNG bytes for react-pdf, made in the browser. react-pdf
 * embeds only PNG and JPEG, and plans are mostly SVG, so the picture is
 * drawn to a canvas. It is fetched from the very address the lot page showed:
 * the service worker kept that one when the lot was visited or favourited
 * (decision 011), so this works offline. Any failure gives `null` and the
 * sheet prints without the plan rather than not at all.
 */
import { imageUrl } from '../src/lib/image-url.ts';
import type { PdfImage } from './lot-sheet-types.ts';

/** The lot page's raster width (lot-plan-figure.tsx), also kept offline by `lotOfflineUrls`. */
const RASTER_WIDTH = 960;
/** Long side in pixels: sharp on A4 at the sheet's plan size (~12 cm) without a heavy file. */
const LONG_SIDE = 1600;
/** A plan that neither loads nor fails (a hung request) must not hold the download forever. */
const TIMEOUT_MS = 8000;

const isSvg = (plan: string) => /\.svg(?:$|\?)/i.test(plan);

/** The address the lot page asked for: SVG as it is, rasters through the image endpoint at 960 px. */
export function planRequestUrl(plan: string): string {
  return isSvg(plan) ? plan : imageUrl(plan, { width: RASTER_WIDTH });
}

/** Canvas size for a picture: the long side at `LONG_SIDE`, proportions kept; 4:3 when the SVG has no size. */
export function canvasSize(width: number, height: number): { width: number; height: number } {
  const w = width > 0 ? width : 4;
  const h = height > 0 ? height : 3;
  const scale = LONG_SIDE / Math.max(w, h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('plan image did not decode'));
    image.src = src;
  });
}

function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/png'),
  );
}

async function rasterise(blob: Blob): Promise<PdfImage> {
  // PNG and JPEG go in as they are: redrawing would only lose quality.
  if (blob.type === 'image/png' || blob.type === 'image/jpeg') {
    return { data: new Uint8Array(await blob.arrayBuffer()), format: blob.type === 'image/png' ? 'png' : 'jpg' };
  }
  const objectUrl = URL.createObjectURL(blob);
  try {
    const image = await loadImage(objectUrl);
    const size = canvasSize(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // Transparent SVG plans would print on black in some viewers: paper is white.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    return { data: new Uint8Array(await (await canvasPng(canvas)).arrayBuffer()), format: 'png' };
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

export async function planImage(plan: string | null, fetchImpl: typeof fetch = fetch): Promise<PdfImage | null> {
  if (!plan) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetchImpl(planRequestUrl(plan), { signal: controller.signal, credentials: 'same-origin' });
    if (!response.ok) return null;
    const blob = await response.blob();
    // The server may answer SVG as text/xml; the file name knows better.
    const typed = isSvg(plan) && blob.type !== 'image/svg+xml' ? new Blob([blob], { type: 'image/svg+xml' }) : blob;
    return await rasterise(typed);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
