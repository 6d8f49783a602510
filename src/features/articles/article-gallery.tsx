/** The article's photos as a row of thumbnails; each opens the lightbox at its picture. */
import { useState } from 'react';
import { Picture } from '@/ui/picture/picture';
import { GalleryLightbox, type GalleryImage } from '@/ui/lightbox/gallery-lightbox';
import styles from './gallery.module.css';

export function ArticleGallery({ images }: { images: readonly GalleryImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <section className={styles.gallery} aria-labelledby="article-gallery">
      <h2 id="article-gallery" className={styles.heading}>
        Фотографии
      </h2>
      {/* Three across when the count divides by three, else two: no lonely picture on the last row. */}
      <ul className={styles.thumbs} data-columns={images.length % 3 === 0 ? 3 : 2}>
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={`Открыть фото ${index + 1} из ${images.length}: ${image.alt}`}
              onClick={() => setOpen(index)}
            >
              <Picture
                src={image.src}
                widths={[320, 480, 640]}
                fallbackWidth={480}
                sizes="(max-width: 743px) 50vw, 25vw"
                width={480}
                height={320}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <GalleryLightbox images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
