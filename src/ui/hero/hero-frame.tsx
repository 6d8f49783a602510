/**
 * A page's first screen over a full-width picture (home, project). The
 * picture is the page's largest paint (LCP): eager, at high priority, with the
 * `HERO_IMAGE` candidates the server preloads (decision 016) — one place, so
 * the preload and the `<img>` always pick the same file. The page's own
 * stylesheet tunes the frame (hero-frame.module.css) and lays out `children`.
 */
import type { ReactNode } from 'react';
import { HERO_IMAGE } from '@/lib/image-url';
import { Container } from '@/ui/container/container';
import { Picture } from '@/ui/picture/picture';
import styles from './hero-frame.module.css';

export interface HeroFrameProps {
  /** The picture as the API gives it. */
  image: string;
  alt: string;
  /** The page's class: sets the frame's custom properties. */
  className: string;
  /** The page's class for the text column (its gap and padding). */
  contentClassName: string;
  children: ReactNode;
}

export function HeroFrame({ image, alt, className, contentClassName, children }: HeroFrameProps) {
  return (
    <header className={`${styles.hero} ${className}`}>
      <Picture
        className={styles.image}
        src={image}
        widths={HERO_IMAGE.widths}
        fallbackWidth={HERO_IMAGE.fallbackWidth}
        sizes={HERO_IMAGE.sizes}
        width={1920}
        height={1080}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <Container className={`${styles.content} ${contentClassName}`}>{children}</Container>
    </header>
  );
}
