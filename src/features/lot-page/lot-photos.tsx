/**
 * The lot's pictures under its plan (issue 30): the plan again as the first
 * thumbnail, then the layout's interiors and the view from the windows, each
 * opening the shared lightbox (the articles' one) at its picture. Shown only
 * when the layout has photos: a lone plan thumbnail under the plan would
 * repeat it. The lightbox is its own chunk, loaded on the first click.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Picture } from '@/ui/picture/picture';
import type { LotPhoto } from '@/schemas/lots';
import type { GalleryImage } from '@/ui/lightbox/gallery-lightbox';
import styles from './lot-photos.module.css';

const GalleryLightbox = lazy(() =>
  import('@/ui/lightbox/gallery-lightbox').then((module) => ({ default: module.GalleryLightbox })),
);

interface Picture extends GalleryImage {
  /** Caption under the thumbnail: «Планировка», «Гостиная», «Вид из окон». */
  label: string;
}

/** Plan first, then interiors, then views: the order a buyer reads a flat in. */
export function lotPictures(plan: string | null, planAlt: string, photos: readonly LotPhoto[]): Picture[] {
  const ordered = [
    ...photos.filter((photo) => photo.kind === 'interior'),
    ...photos.filter((photo) => photo.kind === 'view'),
  ];
  const pictures: Picture[] = ordered.map((photo) => ({
    src: photo.image,
    label: photo.title,
    alt:
      photo.kind === 'view' ? photo.title : `Интерьер: ${photo.title.charAt(0).toLowerCase()}${photo.title.slice(1)}`,
  }));
  // The plan is an SVG drawing: shown as is, sharp at any zoom.
  return plan ? [{ src: plan, alt: planAlt, label: 'Планировка', raw: true }, ...pictures] : pictures;
}

export function LotPhotos({
  plan,
  planAlt,
  photos,
}: {
  plan: string | null;
  planAlt: string;
  photos: readonly LotPhoto[];
}) {
  const [open, setOpen] = useState<number | null>(null);
  const titleId = useId();
  if (photos.length === 0) return null;
  const pictures = lotPictures(plan, planAlt, photos);
  return (
    <section className={styles.photos} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        Планировка и фотографии
      </h2>
      <ul className={styles.list}>
        {pictures.map((picture, index) => (
          <li key={`${index}:${picture.src}`}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={`Открыть фото ${index + 1} из ${pictures.length}: ${picture.alt}`}
              onClick={() => setOpen(index)}
            >
              <Picture
                src={picture.src}
                widths={[160, 320, 480]}
                fallbackWidth={320}
                sizes="(max-width: 743px) 30vw, 12rem"
                width={160}
                height={120}
                alt=""
                loading="lazy"
                decoding="async"
                raw={picture.raw}
              />
              <span className={styles.label} aria-hidden="true">
                {picture.label}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox images={pictures} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
