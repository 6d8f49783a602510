/**
 * Prerendered page markup placed before `#root` (decision 014): plain
 * semantic HTML — breadcrumbs as links, one h1, price, facts, description —
 * that a crawler or a browser without JavaScript reads, and that the app
 * removes once its own page has drawn. Every value is HTML-escaped here.
 *
 * Styling is inline on purpose: the CSP admits style attributes but no
 * inline `<style>`, and the app's class names are hashed CSS modules. The
 * global tokens (`--header-height`, `--container-pad`…) keep the heading
 * where the app draws its own, so the swap does not move the page.
 */
import { escapeHtml } from '../../html/head.ts';
import { HERO_IMAGE, imageSrcSet, imageUrl } from '../../../src/lib/image-url.ts';
import type { Crumb } from '../../../src/lib/seo/json-ld.ts';
import { BRAND_NAME } from '../../../src/lib/brand.ts';
import { PRERENDERED_ID } from '../../../src/lib/seo/prerendered-id.ts';

export interface Fact {
  label: string;
  value: string;
}

export interface PageImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface PrerenderInput {
  crumbs: readonly Crumb[];
  h1: string;
  /** Kicker above the heading (article date, project district). */
  eyebrow?: string;
  /** Price line under the heading; status text after it; a paragraph explaining the status under it. */
  price?: { value: string; note?: string; explanation?: string };
  facts?: readonly Fact[];
  paragraphs: readonly string[];
  image?: PageImage | null;
  /** Full-width first picture above the text, where the app draws its hero (home, project pages). */
  hero?: PageImage | null;
}

/**
 * A layer over the app's first frames: the app's fixed header (z-index 100)
 * stays above it, its skeleton stays hidden below it, and when the layer goes
 * nothing of the app moves — no layout shift.
 */
const LAYER_STYLE = 'position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:1;background:var(--color-bg)';
const MAIN_STYLE =
  'display:block;max-width:var(--container-max);margin-inline:auto;' +
  'padding:calc(var(--header-height) + 2.4rem) var(--container-pad) 4.8rem;font-family:var(--font-main);color:var(--color-text)';
/** Under a hero the header is already cleared. */
const MAIN_UNDER_HERO_STYLE = MAIN_STYLE.replace('calc(var(--header-height) + 2.4rem)', '2.4rem');
/**
 * At least as tall as either app hero (home: min(88vh, 84rem), project: min(86vh, 80rem), both under
 * the header): the app's picture is then never larger than this one and adds no later largest paint.
 */
const HERO_STYLE = 'position:relative;height:calc(var(--header-height) + min(88vh, 84rem));background:var(--color-bg-dark);overflow:hidden';
const HERO_IMG_STYLE = 'position:absolute;inset:0;width:100%;height:100%;object-fit:cover';
const CRUMBS_STYLE = 'display:flex;flex-wrap:wrap;gap:.4rem .8rem;list-style:none;margin:0 0 1.6rem;padding:0;font-size:1.4rem;color:var(--color-text-muted)';
const H1_STYLE = 'margin:0 0 1.6rem;font-size:clamp(2.8rem,4vw,4.8rem);line-height:1.15;font-weight:600';
const PRICE_STYLE = 'margin:0 0 2.4rem;font-size:2.8rem;font-weight:600';
const FACTS_STYLE = 'display:grid;grid-template-columns:repeat(auto-fill,minmax(22rem,1fr));gap:1.6rem 3.2rem;margin:0 0 3.2rem';
const TEXT_STYLE = 'max-width:72ch;margin:0 0 1.6rem;font-size:1.7rem;line-height:1.6';
/** Where the app's fixed header (z-index 100) later covers it: the brand link for visitors without JavaScript. */
const BRAND_STYLE = 'position:absolute;top:2rem;left:var(--container-pad);margin:0;font-size:2rem;font-weight:700;letter-spacing:.04em';

function breadcrumbs(crumbs: readonly Crumb[]): string {
  const items = crumbs.map((crumb, index) => {
    const label = escapeHtml(crumb.name);
    const last = index === crumbs.length - 1;
    const body = last
      ? `<span aria-current="page">${label}</span>`
      : `<a href="${escapeHtml(crumb.path)}" style="color:inherit">${label}</a>`;
    return `<li>${body}${last ? '' : ' <span aria-hidden="true">›</span>'}</li>`;
  });
  return `<nav aria-label="Навигационная цепочка"><ol style="${CRUMBS_STYLE}">${items.join('')}</ol></nav>`;
}

function facts(list: readonly Fact[]): string {
  if (!list.length) return '';
  const rows = list.map(
    (fact) =>
      `<div><dt style="font-size:1.4rem;color:var(--color-text-muted)">${escapeHtml(fact.label)}</dt>` +
      `<dd style="margin:.2rem 0 0;font-size:1.7rem">${escapeHtml(fact.value)}</dd></div>`,
  );
  return `<dl style="${FACTS_STYLE}">${rows.join('')}</dl>`;
}

/**
 * Photos go through the image endpoint like the app's pictures (a sized
 * WebP, never the original file); plans are SVG and scale by themselves.
 */
function figure(image: PageImage): string {
  const vector = image.src.endsWith('.svg');
  const src = vector ? image.src : imageUrl(image.src, { width: 960 });
  const srcset = vector ? '' : imageSrcSet(image.src, [480, 960, 1280]);
  const responsive = srcset ? `srcset="${escapeHtml(srcset)}" sizes="(min-width: 1024px) 50vw, 100vw" ` : '';
  return (
    `<img src="${escapeHtml(src)}" ${responsive}` +
    `alt="${escapeHtml(image.alt)}" width="${image.width}" height="${image.height}" decoding="async" loading="lazy" ` +
    'style="display:block;width:100%;max-width:72rem;height:auto;margin:0 0 3.2rem;border-radius:var(--radius-m)" />'
  );
}

/**
 * The page's largest paint straight from the server's HTML (decision 016): the same candidates as
 * the app's hero `<img>` and the head's preload, so all three load one file, at high priority.
 */
function hero(image: PageImage): string {
  const srcset = imageSrcSet(image.src, HERO_IMAGE.widths);
  const responsive = srcset ? `srcset="${escapeHtml(srcset)}" sizes="${HERO_IMAGE.sizes}" ` : '';
  return (
    `<div style="${HERO_STYLE}"><img src="${escapeHtml(imageUrl(image.src, { width: HERO_IMAGE.fallbackWidth }))}" ${responsive}` +
    `alt="${escapeHtml(image.alt)}" width="${image.width}" height="${image.height}" fetchpriority="high" decoding="async" ` +
    `style="${HERO_IMG_STYLE}" /></div>`
  );
}

export function prerenderPage(input: PrerenderInput): string {
  const parts = [
    input.crumbs.length ? breadcrumbs(input.crumbs) : '',
    input.eyebrow ? `<p style="margin:0 0 .8rem;color:var(--color-text-muted)">${escapeHtml(input.eyebrow)}</p>` : '',
    `<h1 style="${H1_STYLE}">${escapeHtml(input.h1)}</h1>`,
    input.price
      ? `<p style="${PRICE_STYLE}" data-price>${escapeHtml(input.price.value)}` +
        (input.price.note ? ` <span style="font-size:1.6rem;font-weight:400;color:var(--color-text-muted)">${escapeHtml(input.price.note)}</span>` : '') +
        '</p>' +
        (input.price.explanation ? `<p style="${TEXT_STYLE}">${escapeHtml(input.price.explanation)}</p>` : '')
      : '',
    facts(input.facts ?? []),
    input.image ? figure(input.image) : '',
    ...input.paragraphs.map((text) => `<p style="${TEXT_STYLE}">${escapeHtml(text)}</p>`),
  ];
  return (
    `<div id="${PRERENDERED_ID}" data-prerendered style="${LAYER_STYLE}">` +
    (input.hero ? hero(input.hero) : '') +
    `<p style="${BRAND_STYLE}${input.hero ? ';color:var(--color-text-inverse)' : ''}"><a href="/" style="color:inherit;text-decoration:none">${escapeHtml(BRAND_NAME)}</a></p>` +
    `<main style="${input.hero ? MAIN_UNDER_HERO_STYLE : MAIN_STYLE}"><article>${parts.filter(Boolean).join('')}</article></main></div>`
  );
}
