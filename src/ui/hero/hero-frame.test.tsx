import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HERO_IMAGE, imageSrcSet, imageUrl } from '@/lib/image-url';
import { HeroFrame } from './hero-frame';

const HERO = '/media/files/projects/ostozhenka/hero.svg';

afterEach(cleanup);

describe('HeroFrame', () => {
  it('puts the page first: the preloaded picture, eager and at high priority, under the page’s text', () => {
    render(
      <HeroFrame image={HERO} alt="Северин Остоженка" className="pageHero" contentClassName="pageContent">
        <h1>Северин Остоженка</h1>
      </HeroFrame>,
    );
    const picture = screen.getByRole('img', { name: 'Северин Остоженка' });
    expect(picture.getAttribute('src')).toBe(imageUrl(HERO, { width: HERO_IMAGE.fallbackWidth }));
    expect(picture.getAttribute('srcset')).toBe(imageSrcSet(HERO, HERO_IMAGE.widths));
    expect(picture.getAttribute('sizes')).toBe(HERO_IMAGE.sizes);
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    const frame = screen.getByRole('banner');
    expect(frame.classList.contains('pageHero')).toBe(true);
    expect(frame.firstElementChild).toBe(picture);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.parentElement?.classList.contains('pageContent')).toBe(true);
  });
});
