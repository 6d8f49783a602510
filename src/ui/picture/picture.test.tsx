import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HERO_IMAGE } from '@/lib/image-url';
import { Picture } from './picture';

const HERO = '/media/files/projects/ostozhenka/hero.svg';

/** The server's markup of the `<img>` alone: a lone render also emits React's own preload `<link>` for eager pictures. */
function imgMarkup(element: ReactElement): string {
  return /<img [^>]*\/>/.exec(renderToString(element))?.[0] ?? '';
}

describe('Picture', () => {
  it('renders the hero as the server preloads it: eager, high priority, the shared candidates', () => {
    const html = imgMarkup(
      <Picture
        className="image"
        src={HERO}
        widths={HERO_IMAGE.widths}
        fallbackWidth={HERO_IMAGE.fallbackWidth}
        sizes={HERO_IMAGE.sizes}
        width={1920}
        height={1080}
        alt=""
        loading="eager"
        decoding="async"
        fetchPriority="high"
      />,
    );
    const at = (width: number) => `/images/?src=${HERO}&amp;w=${width}`;
    expect(html).toBe(
      `<img class="image" src="${at(1920)}" srcSet="${[640, 960, 1280, 1920, 2560].map((w) => `${at(w)} ${w}w`).join(', ')}"` +
        ` sizes="100vw" width="1920" height="1080" alt="" loading="eager" decoding="async" fetchPriority="high"/>`,
    );
  });

  it('snaps and deduplicates candidates and leaves unset hints out of the markup', () => {
    const html = imgMarkup(<Picture src={HERO} widths={[500, 640, 700]} fallbackWidth={300} alt="Вид" />);
    expect(html).toBe(
      `<img src="/images/?src=${HERO}&amp;w=320" srcSet="/images/?src=${HERO}&amp;w=640 640w, /images/?src=${HERO}&amp;w=768 768w" alt="Вид"/>`,
    );
  });

  it('serves a raw picture as it is, without candidates, marked data-raw', () => {
    const html = imgMarkup(
      <Picture src="/media/files/plans/12.svg" widths={[320, 480]} fallbackWidth={480} sizes="100vw" alt="" raw />,
    );
    expect(html).toBe('<img src="/media/files/plans/12.svg" alt="" data-raw="true"/>');
  });

  it('passes a foreign address unchanged with no srcset', () => {
    const html = imgMarkup(
      <Picture src="https://example.com/x.png" widths={[320, 480]} fallbackWidth={480} sizes="50vw" alt="" />,
    );
    expect(html).toBe('<img src="https://example.com/x.png" sizes="50vw" alt=""/>');
  });
});
