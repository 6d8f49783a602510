import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageSrcSet,
  imageUrl,
  isImageSource,
  isVectorImage,
  MAX_IMAGE_WIDTH,
  snapWidth,
} from './image-url';

const HERO = '/media/files/projects/ostozhenka/hero.svg';

describe('isImageSource', () => {
  it.each([
    [HERO, true],
    ['/media/files/plans/12.svg', true],
    ['/media/files/a_b-c/d.e.png', true],
    ['/media/files/../secret', false],
    ['/media/files/a/../b.png', false],
    ['/media/files//b.png', false],
    ['/media/files/', false],
    ['/media/files/a b.png', false],
    ['/static/logo.png', false],
    ['https://example.com/x.png', false],
    ['//example.com/x.png', false],
    ['data:image/png;base64,AAAA', false],
    ['', false],
  ])('%s → %s', (src, expected) => {
    expect(isImageSource(src)).toBe(expected);
  });

  it('refuses very long paths', () => {
    expect(isImageSource(`/media/files/${'a'.repeat(300)}.png`)).toBe(false);
  });
});

describe('isVectorImage', () => {
  it.each([
    ['/media/files/plans/12.svg', true],
    ['/media/files/plans/12.SVG?v=2', true],
    ['/media/files/plans/12.png', false],
    ['/media/files/plans/12.svg.png', false],
  ])('%s → %s', (src, expected) => {
    expect(isVectorImage(src)).toBe(expected);
  });
});

describe('snapWidth', () => {
  it('rounds up to a listed width and caps at the largest', () => {
    expect(snapWidth(1)).toBe(160);
    expect(snapWidth(160)).toBe(160);
    expect(snapWidth(161)).toBe(320);
    expect(snapWidth(700)).toBe(768);
    expect(snapWidth(5000)).toBe(MAX_IMAGE_WIDTH);
  });

  it('maps every listed width to itself', () => {
    for (const width of IMAGE_WIDTHS) expect(snapWidth(width)).toBe(width);
  });
});

describe('imageUrl', () => {
  it('keeps slashes readable and omits defaults', () => {
    expect(imageUrl(HERO)).toBe(`/images/?src=${HERO}`);
    expect(imageUrl(HERO, { width: 640 })).toBe(`/images/?src=${HERO}&w=640`);
    expect(imageUrl(HERO, { width: 640, quality: 80 })).toBe(`/images/?src=${HERO}&w=640`);
  });

  it('snaps the width and clamps the quality', () => {
    expect(imageUrl(HERO, { width: 500, quality: 60 })).toBe(`/images/?src=${HERO}&w=640&q=60`);
    expect(imageUrl(HERO, { width: 9999, quality: 250 })).toBe(`/images/?src=${HERO}&w=2560&q=100`);
    expect(imageUrl(HERO, { width: 0 })).toBe(`/images/?src=${HERO}`);
    expect(imageUrl(HERO, { width: Number.NaN })).toBe(`/images/?src=${HERO}`);
  });

  it('builds previews at the smallest width unless told otherwise; quality is the server’s', () => {
    expect(imageUrl(HERO, { preview: true })).toBe(`/images/?src=${HERO}&w=160&preview=1`);
    expect(imageUrl(HERO, { preview: true, width: 1200, quality: 90 })).toBe(`/images/?src=${HERO}&w=1280&preview=1`);
  });

  it('leaves foreign and inline sources alone', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg', { width: 640 })).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});

describe('imageSrcSet', () => {
  it('lists one candidate per snapped width, ascending and deduplicated', () => {
    expect(imageSrcSet(HERO, [700, 320, 300, 640])).toBe(
      `/images/?src=${HERO}&w=320 320w, /images/?src=${HERO}&w=640 640w, /images/?src=${HERO}&w=768 768w`,
    );
  });

  it('uses every listed width by default and passes the quality on', () => {
    const set = imageSrcSet(HERO, undefined, { quality: 70 });
    expect(set.split(', ')).toHaveLength(IMAGE_WIDTHS.length);
    expect(set).toContain(`&w=2560&q=70 2560w`);
  });

  it('is empty for sources the endpoint would refuse', () => {
    expect(imageSrcSet('https://example.com/a.png', [320])).toBe('');
  });
});
