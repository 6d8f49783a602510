/**
 * Full-screen viewer of a gallery: a modal dialog that keeps focus inside,
 * closes on Escape and on the backdrop, and pages with ←/→ (Home/End jump to
 * the ends). Focus returns to the thumbnail that opened it.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { MediaImage } from '@/schemas/content-pages';
import { ChevronIcon } from '@/ui/icons/chevron-icon';
import { CloseIcon } from '@/ui/icons/close-icon';
import { useBodyScrollLock } from '@/ui/use-body-scroll-lock';
import { useFocusTrap } from '@/ui/use-focus-trap';
import { MediaPicture } from './media-picture';
import styles from './lightbox.module.css';

export interface LightboxProps {
  images: readonly MediaImage[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Wraps around both ends, so «next» on the last frame shows the first. */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;

export function Lightbox({ images, index, title, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialogRef, true, { initialFocus: closeRef });
  useBodyScrollLock(true);
  const image = images[index];
  const go = (next: number) => onIndexChange(wrapIndex(next, images.length));

  // Neighbours are fetched ahead so paging does not flash an empty frame.
  useEffect(() => {
    for (const offset of [1, -1]) {
      const neighbour = images[wrapIndex(index + offset, images.length)];
      if (neighbour) new Image().src = neighbour.src;
    }
  }, [images, index]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: images.length - 1,
    };
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  };

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={`${title}: просмотр фотографий`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label="Закрыть просмотр">
          <CloseIcon size={24} />
        </button>
        <figure className={styles.figure}>
          <MediaPicture key={image.src} image={image} sizes="100vw" eager className={styles.image} />
          <figcaption className={styles.caption} aria-live="polite">
            {image.alt}{' '}
            <span className={styles.counter}>
              {index + 1} из {images.length}
            </span>
          </figcaption>
        </figure>
        {images.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.nav} ${styles.prev}`}
              onClick={() => go(index - 1)}
              aria-label="Предыдущее фото"
            >
              <ChevronIcon size={28} />
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              onClick={() => go(index + 1)}
              aria-label="Следующее фото"
            >
              <ChevronIcon size={28} />
            </button>
          </>
        )}
      </div>
    </div>
  );
}
