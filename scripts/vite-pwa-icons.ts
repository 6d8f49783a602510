/**
 * App icons of the manifest (issue 6, decision 010), rendered with sharp from
 * ONE source SVG — the favicon — instead of hand-copied PNGs that drift:
 * - `any` 192 and 512: the favicon as drawn (a rounded tile);
 * - `maskable` 512 and the apple-touch-icon 180: full-bleed tiles (launchers
 *   and iOS cut their own shape), the mark scaled into the safe zone;
 * - shortcut icons 96 from their own small glyph SVGs on the brand tile.
 * The plugin fills the manifest's `icons` and shortcut icons, emits the PNGs
 * into the build (before vite-plugin-pwa lists files for the precache),
 * serves them in dev and links the apple-touch-icon from the page.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import sharp from 'sharp';
import type { ManifestOptions } from 'vite-plugin-pwa';

type Manifest = Partial<ManifestOptions>;

interface IconSpec {
  /** Built file, relative to the site root. */
  file: string;
  size: number;
  source: string;
  /** Share of the side the source takes; the rest is background. */
  scale: number;
  /** Full-bleed background colour, or none (the source's own shape on transparency). */
  background?: string;
}

export interface PwaIconsOptions {
  /** The one app-icon SVG (square). */
  source: string;
  /** Glyph SVGs of the shortcuts, by shortcut url path (`/lots`). */
  shortcutSources?: Record<string, string>;
  /** Colour of full-bleed tiles; the source's own tile colour, so it blends in. */
  background: string;
}

const DIR = 'icons';
export const APPLE_TOUCH_ICON = `/${DIR}/apple-touch-icon.png`;
/**
 * A maskable icon's safe zone is the central circle of 80 % diameter. At 0.8
 * the mark's tips sit at 30 % from the centre, well inside the 40 % radius.
 */
const MASKABLE_SCALE = 0.8;

/** `/lots?property_type=flat` → `icons/shortcut-lots-96.png`; the glyph is looked up by the same path. */
const shortcutPath = (url: string) => new URL(url, 'https://app.invalid').pathname;
const shortcutFile = (url: string) => `${DIR}/shortcut${shortcutPath(url).replaceAll('/', '-')}-96.png`;

async function render(spec: IconSpec): Promise<Buffer> {
  const svg = readFileSync(spec.source);
  const { width = 64 } = await sharp(svg).metadata();
  const inner = Math.round(spec.size * spec.scale);
  // Rasterise at the target size (not upscaled from the 64 px default), so edges stay sharp.
  const mark = await sharp(svg, { density: (72 * inner) / width })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const canvas = sharp({
    create: {
      width: spec.size,
      height: spec.size,
      channels: 4,
      background: spec.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  });
  return canvas
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

function specsFor(options: PwaIconsOptions, manifest: Manifest): IconSpec[] {
  const { source, background } = options;
  const specs: IconSpec[] = [
    { file: `${DIR}/icon-192.png`, size: 192, source, scale: 1 },
    { file: `${DIR}/icon-512.png`, size: 512, source, scale: 1 },
    { file: `${DIR}/icon-maskable-512.png`, size: 512, source, scale: MASKABLE_SCALE, background },
    { file: APPLE_TOUCH_ICON.slice(1), size: 180, source, scale: 1, background },
  ];
  for (const shortcut of manifest.shortcuts ?? []) {
    const glyph = options.shortcutSources?.[shortcutPath(shortcut.url)];
    if (glyph) specs.push({ file: shortcutFile(shortcut.url), size: 96, source: glyph, scale: 1 });
  }
  return specs;
}

/** Fills the manifest (mutating the object vite-plugin-pwa is given) and returns the Vite plugin. */
export function pwaIcons(options: PwaIconsOptions, manifest: Manifest): Plugin {
  const specs = specsFor(options, manifest);
  const png = (spec: IconSpec) => ({ src: `/${spec.file}`, sizes: `${spec.size}x${spec.size}`, type: 'image/png' });
  const [icon192, icon512, maskable] = specs;
  manifest.icons = [
    { ...png(icon192), purpose: 'any' },
    { ...png(icon512), purpose: 'any' },
    { ...png(maskable), purpose: 'maskable' },
  ];
  manifest.shortcuts = (manifest.shortcuts ?? []).map((shortcut) => {
    const spec = specs.find((candidate) => candidate.file === shortcutFile(shortcut.url));
    return spec ? { ...shortcut, icons: [png(spec)] } : shortcut;
  });

  // Rendered once per process: a build renders them once, the dev server on first request.
  let rendered: Promise<Map<string, Buffer>> | undefined;
  const renderAll = () =>
    (rendered ??= Promise.all(specs.map(async (spec) => [spec.file, await render(spec)] as const)).then(
      (entries) => new Map(entries),
    ));

  return {
    name: 'severin:pwa-icons',
    async generateBundle() {
      for (const [fileName, source] of await renderAll()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0].slice(1);
        if (!path.startsWith(`${DIR}/`)) return next();
        renderAll()
          .then((files) => {
            const file = files.get(path);
            if (!file) return next();
            response.setHeader('content-type', 'image/png');
            response.end(file);
          })
          .catch(next);
      });
    },
    transformIndexHtml() {
      return [{ tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON }, injectTo: 'head' }];
    },
  };
}
