/**
 * Full-size view of a set of pictures (an article's photos, a lot's plan,
 * interiors and views): a modal dialog that keeps focus inside, closes on
 * Escape, the close button or a click on the backdrop, and moves with ←/→
 * (wrapping round). Focus returns to the thumbnail that opened it.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Picture } from '@/ui/picture/picture';
import { ArrowIcon } from '@/ui/icons/arrow-icon';
import { CloseIcon } from '@/ui/icons/close-icon';
import { useBodyScrollLock } from '@/ui/use-body-scroll-lock';
import { useFocusTrap } from '@/ui/use-focus-trap';
import styles from './lightbox.module.css';

export interface GalleryImage {
  src: string;
  alt: string;
  /** Shown as is, not through the image endpoint: an SVG plan stays sharp at any zoom. */
  raw?: boolean;
}

export interface GalleryLightboxProps {
  images: readonly GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

export function GalleryLightbox({ images, index, onIndex, onClose }: GalleryLightboxProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialog, true, { initialFocus: closeButton });
  useBodyScrollLock(true);
  const image = images[index];
  const step = (direction: 1 | -1) => onIndex((index + direction + images.length) % images.length);

  // Escape is handled on the document so it works wherever focus sits inside the dialog.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Просмотр фотографий"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label="Закрыть просмотр"
          onClick={onClose}
        >
          <CloseIcon size={24} />
        </button>
        <figure className={styles.figure}>
          <Picture
            className={styles.full}
            src={image.src}
            widths={[960, 1280, 1600, 1920]}
            fallbackWidth={1600}
            sizes="100vw"
            width={1600}
            height={1000}
            alt={image.alt}
            raw={image.raw}
          />
          <figcaption className={styles.caption} aria-live="polite">
            {image.alt} · {index + 1} из {images.length}
          </figcaption>
        </figure>
        {images.length > 1 && (
          <>
            <button type="button" className={styles.prev} aria-label="Предыдущее фото" onClick={() => step(-1)}>
              <ArrowIcon size={24} style={{ transform: 'rotate(180deg)' }} />
            </button>
            <button type="button" className={styles.next} aria-label="Следующее фото" onClick={() => step(1)}>
              <ArrowIcon size={24} />
            </button>
          </>
        )}
      </div>
    </div>
  );
}
